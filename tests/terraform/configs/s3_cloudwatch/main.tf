# S3 and CloudWatch with Terraform: a bucket with a policy and queue notifications, a metric alarm on a
# queue, a log group with a stream and a metric filter.
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

variable "prefix" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
  s3_use_path_style           = true
}

locals {
  account = "000000000000"
}

# ------------------------------------------------------------------ queues the others deliver to

resource "aws_sqs_queue" "source" {
  name = "${var.prefix}-source"
}

resource "aws_sqs_queue" "sink" {
  name = "${var.prefix}-sink"
}

# ------------------------------------------------------------------ S3

resource "aws_s3_bucket" "uploads" {
  bucket = "${var.prefix}-uploads"
  tags   = { kind = "bucket" }
}

resource "aws_s3_bucket_policy" "uploads" {
  bucket = aws_s3_bucket.uploads.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "AccountRead"
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::${local.account}:root" }
      Action    = "s3:GetObject"
      Resource  = "${aws_s3_bucket.uploads.arn}/*"
    }]
  })
}

resource "aws_sqs_queue_policy" "sink" {
  queue_url = aws_sqs_queue.sink.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = ["s3.amazonaws.com", "cloudwatch.amazonaws.com"] }
      Action    = "sqs:SendMessage"
      Resource  = aws_sqs_queue.sink.arn
    }]
  })
}

# removals go to a topic (AWS's s3-sns-terraform pattern), with the policy that lets S3 publish to it
resource "aws_sns_topic" "removed" {
  name = "${var.prefix}-removed"
}

resource "aws_sns_topic_policy" "removed" {
  arn = aws_sns_topic.removed.arn
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "s3.amazonaws.com" }
      Action    = "SNS:Publish"
      Resource  = aws_sns_topic.removed.arn
      Condition = { ArnLike = { "aws:SourceArn" = aws_s3_bucket.uploads.arn } }
    }]
  })
}

resource "aws_s3_bucket_notification" "uploads" {
  bucket = aws_s3_bucket.uploads.id
  queue {
    id            = "new-images"
    queue_arn     = aws_sqs_queue.sink.arn
    events        = ["s3:ObjectCreated:*"]
    filter_prefix = "images/"
  }
  topic {
    id        = "removed"
    topic_arn = aws_sns_topic.removed.arn
    events    = ["s3:ObjectRemoved:*"]
  }
  depends_on = [aws_sqs_queue_policy.sink, aws_sns_topic_policy.removed]
}

# ------------------------------------------------------------------ CloudWatch

resource "aws_cloudwatch_metric_alarm" "backlog" {
  alarm_name          = "${var.prefix}-backlog"
  alarm_description   = "too many messages waiting"
  namespace           = "AWS/SQS"
  metric_name         = "ApproximateNumberOfMessagesVisible"
  dimensions          = { QueueName = aws_sqs_queue.source.name }
  statistic           = "Maximum"
  period              = 60
  evaluation_periods  = 2
  threshold           = 100
  comparison_operator = "GreaterThanThreshold"
  treat_missing_data  = "notBreaching"
  tags                = { kind = "alarm" }
}

# ------------------------------------------------------------------ CloudWatch Logs

resource "aws_cloudwatch_log_group" "app" {
  name              = "/${var.prefix}/app"
  retention_in_days = 7
}

resource "aws_cloudwatch_log_stream" "web" {
  name           = "web-1"
  log_group_name = aws_cloudwatch_log_group.app.name
}

resource "aws_cloudwatch_log_metric_filter" "errors" {
  name           = "${var.prefix}-errors"
  log_group_name = aws_cloudwatch_log_group.app.name
  pattern        = "ERROR"
  metric_transformation {
    name          = "Errors"
    namespace     = "${var.prefix}/app"
    value         = "1"
    default_value = "0"
  }
}
