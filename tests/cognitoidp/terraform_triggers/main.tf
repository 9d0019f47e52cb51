# A user pool whose lambda_config names a function (PreSignUp, PostConfirmation, pre token generation V2_0,
# the custom SMS and email senders with their KMS key) that the function's permission lets Cognito invoke,
# through the hashicorp/aws provider.
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

variable "function_zip" {
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

resource "aws_iam_role" "trigger" {
  name = "tf-cognito-trigger"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "lambda.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_lambda_function" "trigger" {
  function_name    = "tf-cognito-trigger"
  role             = aws_iam_role.trigger.arn
  runtime          = "python3.12"
  handler          = "app.handler"
  filename         = var.function_zip
  source_code_hash = filebase64sha256(var.function_zip)
}

resource "aws_kms_key" "codes" {
  description             = "tf-cognito-codes"
  deletion_window_in_days = 7
}

resource "aws_cognito_user_pool" "pool" {
  name = "tf-triggered-pool"

  lambda_config {
    pre_sign_up       = aws_lambda_function.trigger.arn
    post_confirmation = aws_lambda_function.trigger.arn

    pre_token_generation_config {
      lambda_arn     = aws_lambda_function.trigger.arn
      lambda_version = "V2_0"
    }

    kms_key_id = aws_kms_key.codes.arn

    custom_sms_sender {
      lambda_arn     = aws_lambda_function.trigger.arn
      lambda_version = "V1_0"
    }

    custom_email_sender {
      lambda_arn     = aws_lambda_function.trigger.arn
      lambda_version = "V1_0"
    }
  }
}

resource "aws_lambda_permission" "cognito" {
  statement_id  = "cognito"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.trigger.function_name
  principal     = "cognito-idp.amazonaws.com"
  source_arn    = aws_cognito_user_pool.pool.arn
}

resource "aws_cognito_user_pool_client" "web" {
  name                = "tf-triggered-web"
  user_pool_id        = aws_cognito_user_pool.pool.id
  explicit_auth_flows = ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
}

output "key_arn" {
  value = aws_kms_key.codes.arn
}

output "client_id" {
  value = aws_cognito_user_pool_client.web.id
}
