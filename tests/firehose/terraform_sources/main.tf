# Firehose as a target of other services, through the hashicorp/aws provider: an SNS topic subscription
# with protocol "firehose" (subscription_role_arn) and an EventBridge rule whose target is the delivery
# stream (role_arn), each role trusted by its service and allowed firehose:PutRecord; the stream writes
# to an S3 bucket.
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
  s3_use_path_style           = true
}

resource "aws_s3_bucket" "out" {
  bucket = "tf-fh-sources-out"
}

resource "aws_iam_role" "hose" {
  name = "tf-fh-sources-hose"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "firehose.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "hose" {
  name = "write"
  role = aws_iam_role.hose.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["s3:PutObject", "s3:GetBucketLocation"]
      Resource = [aws_s3_bucket.out.arn, "${aws_s3_bucket.out.arn}/*"]
    }]
  })
}

resource "aws_kinesis_firehose_delivery_stream" "sink" {
  name        = "tf-fh-sources"
  destination = "extended_s3"

  extended_s3_configuration {
    role_arn           = aws_iam_role.hose.arn
    bucket_arn         = aws_s3_bucket.out.arn
    buffering_size     = 1
    buffering_interval = 60
    prefix             = "in/"
  }

  depends_on = [aws_iam_role_policy.hose]
}

# SNS → Firehose
resource "aws_sns_topic" "news" {
  name = "tf-fh-news"
}

resource "aws_iam_role" "sns" {
  name = "tf-fh-sns-role"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "sns.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "sns" {
  name = "put"
  role = aws_iam_role.sns.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["firehose:PutRecord", "firehose:PutRecordBatch", "firehose:DescribeDeliveryStream"]
      Resource = aws_kinesis_firehose_delivery_stream.sink.arn
    }]
  })
}

resource "aws_sns_topic_subscription" "to_firehose" {
  topic_arn             = aws_sns_topic.news.arn
  protocol              = "firehose"
  endpoint              = aws_kinesis_firehose_delivery_stream.sink.arn
  subscription_role_arn = aws_iam_role.sns.arn
  raw_message_delivery  = true

  depends_on = [aws_iam_role_policy.sns]
}

# EventBridge → Firehose
resource "aws_iam_role" "events" {
  name = "tf-fh-events-role"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "events.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "events" {
  name = "put"
  role = aws_iam_role.events.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["firehose:PutRecord", "firehose:PutRecordBatch"]
      Resource = aws_kinesis_firehose_delivery_stream.sink.arn
    }]
  })
}

resource "aws_cloudwatch_event_rule" "orders" {
  name          = "tf-fh-orders"
  event_pattern = jsonencode({ source = ["tf.orders"] })
}

resource "aws_cloudwatch_event_target" "to_firehose" {
  rule      = aws_cloudwatch_event_rule.orders.name
  target_id = "archive"
  arn       = aws_kinesis_firehose_delivery_stream.sink.arn
  role_arn  = aws_iam_role.events.arn

  depends_on = [aws_iam_role_policy.events]
}

output "subscription_arn" {
  value = aws_sns_topic_subscription.to_firehose.arn
}
