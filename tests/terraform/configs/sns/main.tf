# SNS with Terraform: topics (standard and FIFO), a queue subscription with its queue policy, a topic policy.
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
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_sns_topic" "orders" {
  name         = "tf-orders"
  display_name = "Orders"
  tags         = { team = "shop" }
}

resource "aws_sns_topic" "jobs" {
  name                        = "tf-jobs.fifo"
  fifo_topic                  = true
  content_based_deduplication = true
}

resource "aws_sqs_queue" "inbox" {
  name = "tf-inbox"
}

resource "aws_sqs_queue_policy" "inbox" {
  queue_url = aws_sqs_queue.inbox.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "sns.amazonaws.com" }
      Action    = "sqs:SendMessage"
      Resource  = aws_sqs_queue.inbox.arn
      Condition = { ArnEquals = { "aws:SourceArn" = aws_sns_topic.orders.arn } }
    }]
  })
}

resource "aws_sns_topic_subscription" "inbox" {
  topic_arn            = aws_sns_topic.orders.arn
  protocol             = "sqs"
  endpoint             = aws_sqs_queue.inbox.arn
  raw_message_delivery = true
  filter_policy        = jsonencode({ kind = ["paid"] })
}

resource "aws_sns_topic_policy" "orders" {
  arn = aws_sns_topic.orders.arn
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "partner"
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::111111111111:root" }
      Action    = "sns:Publish"
      Resource  = aws_sns_topic.orders.arn
    }]
  })
}
