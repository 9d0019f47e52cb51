# EFS through the hashicorp/aws provider: a file system, a mount target in a VPC subnet, an access point
# with a POSIX user and CreationInfo, and a Lambda function in that subnet mounting the access point.
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

variable "function_zip" {
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
  cidr_block = "10.40.0.0/16"
}

resource "aws_subnet" "a" {
  vpc_id            = aws_vpc.main.id
  cidr_block        = "10.40.1.0/24"
  availability_zone = "us-east-1a"
}

resource "aws_security_group" "efs" {
  name        = "efs-tf"
  description = "nfs from functions"
  vpc_id      = aws_vpc.main.id
}

resource "aws_efs_file_system" "shared" {
  creation_token   = "tf-shared"
  encrypted        = true
  performance_mode = "generalPurpose"
  throughput_mode  = "elastic"

  tags = {
    Name = "tf-shared"
  }
}

resource "aws_efs_mount_target" "a" {
  file_system_id  = aws_efs_file_system.shared.id
  subnet_id       = aws_subnet.a.id
  security_groups = [aws_security_group.efs.id]
}

resource "aws_efs_access_point" "fn" {
  file_system_id = aws_efs_file_system.shared.id

  posix_user {
    uid = 1001
    gid = 1001
  }

  root_directory {
    path = "/fn"
    creation_info {
      owner_uid   = 1001
      owner_gid   = 1001
      permissions = "750"
    }
  }

  tags = {
    team = "data"
  }
}

resource "aws_iam_role" "fn" {
  name = "efs-tf-fn"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "lambda.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_lambda_function" "fn" {
  function_name    = "efs-tf-fn"
  role             = aws_iam_role.fn.arn
  runtime          = "python3.12"
  handler          = "app.handler"
  filename         = var.function_zip
  source_code_hash = filebase64sha256(var.function_zip)

  vpc_config {
    subnet_ids         = [aws_subnet.a.id]
    security_group_ids = [aws_security_group.efs.id]
  }

  file_system_config {
    arn              = aws_efs_access_point.fn.arn
    local_mount_path = "/mnt/shared"
  }

  depends_on = [aws_efs_mount_target.a]
}
