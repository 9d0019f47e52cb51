# A Kinesis stream (provisioned, tagged, longer retention) and one in on-demand mode.
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
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_kinesis_stream" "clicks" {
  name             = "${var.prefix}-clicks"
  shard_count      = 2
  retention_period = 48
  tags = {
    team = "web"
  }
}

resource "aws_kinesis_stream" "events" {
  name = "${var.prefix}-events"
  stream_mode_details {
    stream_mode = "ON_DEMAND"
  }
}

resource "aws_kinesis_stream_consumer" "reader" {
  name       = "${var.prefix}-reader"
  stream_arn = aws_kinesis_stream.clicks.arn
}

output "clicks_arn" {
  value = aws_kinesis_stream.clicks.arn
}
