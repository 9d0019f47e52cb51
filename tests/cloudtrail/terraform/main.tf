# CloudTrail through the hashicorp/aws provider: a bucket whose policy lets CloudTrail write, a log group and
# a role CloudTrail assumes to write to it, and a logging trail with a data-event selector (S3 objects of one
# bucket), its CloudWatch Logs delivery and tags.
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

resource "aws_s3_bucket" "logs" {
  bucket        = "tf-trail-logs"
  force_destroy = true
}

resource "aws_s3_bucket_policy" "logs" {
  bucket = aws_s3_bucket.logs.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect    = "Allow"
        Principal = { Service = "cloudtrail.amazonaws.com" }
        Action    = "s3:GetBucketAcl"
        Resource  = aws_s3_bucket.logs.arn
      },
      {
        Effect    = "Allow"
        Principal = { Service = "cloudtrail.amazonaws.com" }
        Action    = "s3:PutObject"
        Resource  = "${aws_s3_bucket.logs.arn}/AWSLogs/*"
      },
    ]
  })
}

resource "aws_cloudwatch_log_group" "trail" {
  name = "tf-trail-events"
}

resource "aws_iam_role" "trail" {
  name = "tf-trail-to-logs"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "cloudtrail.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "trail" {
  name = "deliver"
  role = aws_iam_role.trail.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["logs:CreateLogStream", "logs:PutLogEvents"]
      Resource = "${aws_cloudwatch_log_group.trail.arn}:*"
    }]
  })
}

resource "aws_cloudtrail" "main" {
  name                          = "tf-trail"
  s3_bucket_name                = aws_s3_bucket.logs.id
  include_global_service_events = true
  enable_logging                = true
  cloud_watch_logs_group_arn    = "${aws_cloudwatch_log_group.trail.arn}:*"
  cloud_watch_logs_role_arn     = aws_iam_role.trail.arn

  event_selector {
    read_write_type           = "WriteOnly"
    include_management_events = true

    data_resource {
      type   = "AWS::S3::Object"
      values = ["${aws_s3_bucket.logs.arn}/"]
    }
  }

  tags = {
    team = "audit"
  }

  depends_on = [aws_s3_bucket_policy.logs, aws_iam_role_policy.trail]
}

output "trail_arn" {
  value = aws_cloudtrail.main.arn
}

output "log_group_arn" {
  value = "${aws_cloudwatch_log_group.trail.arn}:*"
}

output "log_role_arn" {
  value = aws_iam_role.trail.arn
}
