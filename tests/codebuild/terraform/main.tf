# CodeBuild through the hashicorp/aws provider: a service role CodeBuild may assume with its policy, an
# artifact bucket, and a project with an inline buildspec, S3 artifacts, variables and CloudWatch Logs.
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
  s3_use_path_style           = true
}

resource "aws_s3_bucket" "artifacts" {
  bucket        = "tf-codebuild-artifacts"
  force_destroy = true # the build writes its artifact here
}

resource "aws_iam_role" "build" {
  name = "tf-codebuild-role"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Action    = "sts:AssumeRole"
      Effect    = "Allow"
      Principal = { Service = "codebuild.amazonaws.com" }
    }]
  })
}

resource "aws_iam_role_policy" "build" {
  name = "build"
  role = aws_iam_role.build.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Action   = ["s3:PutObject", "logs:*"]
      Effect   = "Allow"
      Resource = "*"
    }]
  })
}

resource "aws_codebuild_project" "app" {
  name          = "tf-codebuild-app"
  description   = "made by terraform"
  build_timeout = 10
  service_role  = aws_iam_role.build.arn

  source {
    type      = "NO_SOURCE"
    buildspec = <<-EOT
      version: 0.2
      phases:
        build:
          commands:
            - echo "$GREETING" > greeting.txt
      artifacts:
        files:
          - greeting.txt
    EOT
  }

  artifacts {
    type      = "S3"
    location  = aws_s3_bucket.artifacts.bucket
    name      = "app"
    packaging = "NONE"
  }

  environment {
    type         = "LINUX_CONTAINER"
    image        = "aws/codebuild/amazonlinux2-x86_64-standard:5.0"
    compute_type = "BUILD_GENERAL1_SMALL"

    environment_variable {
      name  = "GREETING"
      value = "hello from terraform"
    }
  }

  logs_config {
    cloudwatch_logs {
      group_name  = "tf-codebuild-logs"
      stream_name = "app"
    }
  }

  tags = { team = "build" }
}
