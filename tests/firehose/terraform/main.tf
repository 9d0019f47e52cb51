# Amazon Data Firehose through the hashicorp/aws provider: a DirectPut delivery stream to an S3 bucket as
# its role, with buffering hints, custom and error prefixes, GZIP and tags; a CloudWatch metric stream
# delivering to it; and a stream to an HTTP endpoint (a loopback URL) with its S3 backup and its access
# key's secret.
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
  bucket = "tf-firehose-out"
}

resource "aws_iam_role" "hose" {
  name = "tf-firehose-role"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "firehose.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "write" {
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

resource "aws_kinesis_firehose_delivery_stream" "hose" {
  name        = "tf-hose"
  destination = "extended_s3"

  extended_s3_configuration {
    role_arn            = aws_iam_role.hose.arn
    bucket_arn          = aws_s3_bucket.out.arn
    buffering_size      = 1
    buffering_interval  = 60
    prefix              = "data/!{timestamp:yyyy}/"
    error_output_prefix = "errors/!{firehose:error-output-type}/"
    compression_format  = "GZIP"
  }

  tags = {
    team = "core"
  }

  depends_on = [aws_iam_role_policy.write]
}

resource "aws_iam_role" "streams" {
  name = "tf-metric-stream-role"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "streams.metrics.cloudwatch.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "put" {
  name = "put"
  role = aws_iam_role.streams.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["firehose:PutRecord", "firehose:PutRecordBatch"]
      Resource = aws_kinesis_firehose_delivery_stream.hose.arn
    }]
  })
}

resource "aws_cloudwatch_metric_stream" "app" {
  name          = "tf-app-metrics"
  role_arn      = aws_iam_role.streams.arn
  firehose_arn  = aws_kinesis_firehose_delivery_stream.hose.arn
  output_format = "json"

  include_filter {
    namespace = "App"
  }

  tags = {
    team = "core"
  }
}

resource "aws_kinesis_firehose_delivery_stream" "web" {
  name        = "tf-web"
  destination = "http_endpoint"

  http_endpoint_configuration {
    url                = "https://127.0.0.1:8443/ingest"
    name               = "receiver"
    access_key         = "tf-access-key"
    buffering_size     = 1
    buffering_interval = 60
    retry_duration     = 120
    role_arn           = aws_iam_role.hose.arn
    s3_backup_mode     = "FailedDataOnly"

    s3_configuration {
      role_arn   = aws_iam_role.hose.arn
      bucket_arn = aws_s3_bucket.out.arn
    }

    secrets_manager_configuration {
      enabled    = true
      secret_arn = aws_secretsmanager_secret.endpoint_key.arn
      role_arn   = aws_iam_role.hose.arn
    }

    request_configuration {
      content_encoding = "GZIP"

      common_attributes {
        name  = "env"
        value = "lab"
      }
    }
  }

  depends_on = [aws_iam_role_policy.write]
}

resource "aws_secretsmanager_secret" "endpoint_key" {
  name                    = "tf-firehose-endpoint-key"
  recovery_window_in_days = 0
}

output "arn" {
  value = aws_kinesis_firehose_delivery_stream.hose.arn
}
