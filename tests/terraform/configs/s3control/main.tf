# S3 access points with Terraform: a bucket, an access point with a policy (aws_s3control_access_point_policy)
# and an Object Lambda access point on it. The aws provider reaches S3 Control through labcloud as its HTTP
# proxy: the SDK puts the account id in front of the endpoint's host (000000000000.127.0.0.1), a name no
# resolver knows (docs/s3.md).
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
  s3_use_path_style           = true
  http_proxy                  = var.endpoint
}

data "aws_caller_identity" "me" {}

resource "aws_s3_bucket" "data" {
  bucket = "tf-points-data"
}

resource "aws_s3_access_point" "reader" {
  bucket = aws_s3_bucket.data.id
  name   = "tf-reader"
}

resource "aws_s3control_access_point_policy" "reader" {
  access_point_arn = aws_s3_access_point.reader.arn
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::${data.aws_caller_identity.me.account_id}:root" }
      Action    = "s3:GetObject"
      Resource  = "${aws_s3_access_point.reader.arn}/object/*"
    }]
  })
}

resource "aws_s3control_object_lambda_access_point" "upper" {
  name = "tf-upper"
  configuration {
    supporting_access_point = aws_s3_access_point.reader.arn
    transformation_configuration {
      actions = ["GetObject"]
      content_transformation {
        aws_lambda {
          function_arn = "arn:aws:lambda:us-east-1:${data.aws_caller_identity.me.account_id}:function:upper"
        }
      }
    }
  }
}

output "alias" {
  value = aws_s3_access_point.reader.alias
}

output "olap_arn" {
  value = aws_s3control_object_lambda_access_point.upper.arn
}
