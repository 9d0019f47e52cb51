# AWS Batch through the hashicorp/aws provider: a Fargate compute environment in a VPC subnet, a job queue with
# a fair-share scheduling policy, and a Fargate job definition with an execution role.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}


resource "aws_vpc" "main" {
  cidr_block = "10.90.0.0/16"
}

resource "aws_subnet" "a" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.90.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_security_group" "batch" {
  name   = "batch-tf"
  vpc_id = aws_vpc.main.id
}

resource "aws_iam_role" "exec" {
  name = "batch-tf-exec"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "ecs-tasks.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_batch_compute_environment" "fargate" {
  compute_environment_name = "batch-tf-ce"
  type                     = "MANAGED"

  compute_resources {
    type               = "FARGATE"
    max_vcpus          = 16
    subnets            = [aws_subnet.a.id]
    security_group_ids = [aws_security_group.batch.id]
  }

  tags = { team = "data" }
}

resource "aws_batch_scheduling_policy" "fair" {
  name = "batch-tf-fair"

  fair_share_policy {
    share_decay_seconds = 3600
    share_distribution {
      share_identifier = "A"
      weight_factor    = 1
    }
  }
}

resource "aws_batch_job_queue" "main" {
  name                  = "batch-tf-queue"
  state                 = "ENABLED"
  priority              = 5
  scheduling_policy_arn = aws_batch_scheduling_policy.fair.arn

  compute_environment_order {
    order               = 1
    compute_environment = aws_batch_compute_environment.fargate.arn
  }
}

resource "aws_batch_job_definition" "hello" {
  name                  = "batch-tf-hello"
  type                  = "container"
  platform_capabilities = ["FARGATE"]
  parameters            = { greeting = "hello" }

  retry_strategy {
    attempts = 2
  }

  container_properties = jsonencode({
    image            = "public.ecr.aws/amazonlinux/amazonlinux:2023"
    command          = ["echo", "Ref::greeting"]
    executionRoleArn = aws_iam_role.exec.arn
    resourceRequirements = [
      { type = "VCPU", value = "0.25" },
      { type = "MEMORY", value = "512" },
    ]
  })
}
