# A WebSocket API applied by tests/apigatewayv2/test_apigatewayv2_websocket_terraform.py (the integration
# names a function ARN that need not exist: the control plane does not call it).
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

resource "aws_apigatewayv2_api" "chat" {
  name                       = "tf-chat"
  protocol_type              = "WEBSOCKET"
  route_selection_expression = "$request.body.action"
}

resource "aws_apigatewayv2_integration" "fn" {
  api_id           = aws_apigatewayv2_api.chat.id
  integration_type = "AWS_PROXY"
  integration_uri  = "arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/arn:aws:lambda:us-east-1:000000000000:function:chat/invocations"
}

resource "aws_apigatewayv2_route" "connect" {
  api_id    = aws_apigatewayv2_api.chat.id
  route_key = "$connect"
  target    = "integrations/${aws_apigatewayv2_integration.fn.id}"
}

resource "aws_apigatewayv2_route" "send" {
  api_id                              = aws_apigatewayv2_api.chat.id
  route_key                           = "send"
  route_response_selection_expression = "$default"
  target                              = "integrations/${aws_apigatewayv2_integration.fn.id}"
}

resource "aws_apigatewayv2_route_response" "send" {
  api_id             = aws_apigatewayv2_api.chat.id
  route_id           = aws_apigatewayv2_route.send.id
  route_response_key = "$default"
}

resource "aws_apigatewayv2_stage" "live" {
  api_id      = aws_apigatewayv2_api.chat.id
  name        = "live"
  auto_deploy = true
}

output "api_id" {
  value = aws_apigatewayv2_api.chat.id
}
