# A streaming Node.js function behind a RESPONSE_STREAM function URL, through the hashicorp/aws provider.
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

resource "aws_iam_role" "fn" {
  name = "tf-stream-role"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "lambda.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_lambda_function" "fn" {
  function_name    = "tf-stream"
  role             = aws_iam_role.fn.arn
  runtime          = "nodejs20.x"
  handler          = "index.handler"
  filename         = "fn.zip"
  source_code_hash = filebase64sha256("fn.zip")
}

resource "aws_lambda_function_url" "fn" {
  function_name      = aws_lambda_function.fn.function_name
  authorization_type = "NONE"
  invoke_mode        = "RESPONSE_STREAM"
}

resource "aws_lambda_permission" "url" {
  statement_id           = "url-public"
  action                 = "lambda:InvokeFunctionUrl"
  function_name          = aws_lambda_function.fn.function_name
  principal              = "*"
  function_url_auth_type = "NONE"
}

resource "aws_lambda_permission" "invoke" {
  statement_id  = "url-invoke"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.fn.function_name
  principal     = "*"
}

output "url" {
  value = aws_lambda_function_url.fn.function_url
}

output "mode" {
  value = aws_lambda_function_url.fn.invoke_mode
}
