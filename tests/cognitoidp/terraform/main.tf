# Cognito user pools through the hashicorp/aws provider: a pool signing in by email with a password
# policy, an app client with a secret, a group and a domain.
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

resource "aws_cognito_user_pool" "pool" {
  name                     = "tf-pool"
  username_attributes      = ["email"]
  auto_verified_attributes = ["email"]

  password_policy {
    minimum_length    = 10
    require_lowercase = true
    require_uppercase = true
    require_numbers   = true
    require_symbols   = false
  }

  tags = {
    team = "core"
  }
}

resource "aws_cognito_user_pool_client" "web" {
  name                = "tf-web"
  user_pool_id        = aws_cognito_user_pool.pool.id
  generate_secret     = true
  explicit_auth_flows = ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
}

resource "aws_cognito_user_group" "admins" {
  name         = "admins"
  user_pool_id = aws_cognito_user_pool.pool.id
  description  = "administrators"
  precedence   = 1
}

resource "aws_cognito_user_pool_domain" "domain" {
  domain       = "tf-auth-domain"
  user_pool_id = aws_cognito_user_pool.pool.id
}
