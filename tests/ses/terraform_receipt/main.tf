# SES receiving through the hashicorp/aws provider: a rule set made active, two ordered rules (S3 with a
# bucket policy that lets SES write, a header added, an SNS notification, a stop) and an IP filter.
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

data "aws_caller_identity" "me" {}

resource "aws_s3_bucket" "inbox" {
  bucket = "tf-ses-inbox"
}

resource "aws_s3_bucket_policy" "inbox" {
  bucket = aws_s3_bucket.inbox.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "ses.amazonaws.com" }
      Action    = "s3:PutObject"
      Resource  = "${aws_s3_bucket.inbox.arn}/*"
      Condition = { StringEquals = { "aws:SourceAccount" = data.aws_caller_identity.me.account_id } }
    }]
  })
}

resource "aws_sns_topic" "received" {
  name = "tf-ses-received"
}

resource "aws_ses_domain_identity" "inbound" {
  domain = "tf-inbound.example.com"
}

resource "aws_ses_receipt_rule_set" "main" {
  rule_set_name = "tf-inbound"
}

resource "aws_ses_active_receipt_rule_set" "main" {
  rule_set_name = aws_ses_receipt_rule_set.main.rule_set_name
}

resource "aws_ses_receipt_rule" "store" {
  name          = "tf-store"
  rule_set_name = aws_ses_receipt_rule_set.main.rule_set_name
  recipients    = ["tf-inbound.example.com"]
  enabled       = true
  scan_enabled  = true
  tls_policy    = "Require"

  add_header_action {
    header_name  = "X-Terraform"
    header_value = "yes"
    position     = 1
  }

  s3_action {
    bucket_name       = aws_s3_bucket.inbox.id
    object_key_prefix = "mail/"
    position          = 2
  }

  depends_on = [aws_s3_bucket_policy.inbox]
}

resource "aws_ses_receipt_rule" "notify" {
  name          = "tf-notify"
  rule_set_name = aws_ses_receipt_rule_set.main.rule_set_name
  after         = aws_ses_receipt_rule.store.name
  enabled       = true

  sns_action {
    topic_arn = aws_sns_topic.received.arn
    encoding  = "UTF-8"
    position  = 1
  }

  stop_action {
    scope    = "RuleSet"
    position = 2
  }
}

resource "aws_ses_receipt_filter" "office" {
  name   = "tf-office"
  cidr   = "10.10.0.0/16"
  policy = "Allow"
}
