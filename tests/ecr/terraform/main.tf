# Amazon ECR through the hashicorp/aws provider: a repository with tags, immutable tags and scan on push,
# one encrypted with a customer KMS key, a repository policy and a lifecycle policy.
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

resource "aws_ecr_repository" "app" {
  name                 = "tf/app"
  image_tag_mutability = "IMMUTABLE"
  force_delete         = true

  image_scanning_configuration {
    scan_on_push = true
  }

  tags = {
    team = "images"
  }
}

resource "aws_kms_key" "images" {
  description             = "ECR images"
  deletion_window_in_days = 7
}

resource "aws_ecr_repository" "sealed" {
  name = "tf-sealed"

  encryption_configuration {
    encryption_type = "KMS"
    kms_key         = aws_kms_key.images.arn
  }
}

resource "aws_ecr_repository_policy" "app" {
  repository = aws_ecr_repository.app.name
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Sid       = "pull"
        Effect    = "Allow"
        Principal = { AWS = "arn:aws:iam::111111111111:root" }
        Action    = ["ecr:BatchGetImage", "ecr:GetDownloadUrlForLayer"]
      }
    ]
  })
}

resource "aws_ecr_lifecycle_policy" "app" {
  repository = aws_ecr_repository.app.name
  policy = jsonencode({
    rules = [
      {
        rulePriority = 1
        description  = "keep ten images"
        selection = {
          tagStatus   = "any"
          countType   = "imageCountMoreThan"
          countNumber = 10
        }
        action = { type = "expire" }
      }
    ]
  })
}

output "app_url" {
  value = aws_ecr_repository.app.repository_url
}
