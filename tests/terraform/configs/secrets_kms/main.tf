# KMS keys and aliases, Secrets Manager secrets, versions, policies and rotation settings (issue 37).
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

# The provider reads the account ID (sts:GetCallerIdentity): a destroyed aws_kms_key_policy puts back
# the default key policy, which names the account's root.
provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_kms_key" "app" {
  description             = "${var.prefix} app key"
  deletion_window_in_days = 7
  enable_key_rotation     = true
  tags                    = { team = "payments" }
}

resource "aws_kms_alias" "app" {
  name          = "alias/${var.prefix}-app"
  target_key_id = aws_kms_key.app.key_id
}

resource "aws_secretsmanager_secret" "db" {
  name                    = "${var.prefix}/db"
  description             = "database credentials"
  kms_key_id              = aws_kms_key.app.arn
  recovery_window_in_days = 0
  tags                    = { team = "payments" }
}

resource "aws_secretsmanager_secret_version" "db" {
  secret_id     = aws_secretsmanager_secret.db.id
  secret_string = jsonencode({ username = "app", password = "initial-password" })
}

resource "aws_secretsmanager_secret_policy" "db" {
  secret_arn = aws_secretsmanager_secret.db.arn
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Deny"
      Principal = { AWS = "arn:aws:iam::000000000000:role/${var.prefix}-nobody" }
      Action    = "secretsmanager:GetSecretValue"
      Resource  = "*"
    }]
  })
}

output "key_arn" {
  value = aws_kms_key.app.arn
}

output "secret_arn" {
  value = aws_secretsmanager_secret.db.arn
}
