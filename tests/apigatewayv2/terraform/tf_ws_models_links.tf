# Integration responses and a model of the WebSocket API, and a VPC link (an HTTP API resource, on its own
# provider configuration that also reaches labcloud's EC2 for the subnet and the security group it names).

resource "aws_apigatewayv2_integration_response" "fn" {
  api_id                        = aws_apigatewayv2_api.chat.id
  integration_id                = aws_apigatewayv2_integration.fn.id
  integration_response_key      = "/2\\d\\d/"
  template_selection_expression = "\\$default"
  response_templates = {
    "$default" = "{\"said\": $input.json('$')}"
  }
}

resource "aws_apigatewayv2_model" "message" {
  api_id       = aws_apigatewayv2_api.chat.id
  content_type = "application/json"
  name         = "Message"
  description  = "a chat message"
  schema = jsonencode({
    "$schema"  = "http://json-schema.org/draft-04/schema#"
    type       = "object"
    properties = { action = { type = "string" }, text = { type = "string" } }
    required   = ["action"]
  })
}

provider "aws" {
  alias                       = "net"
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_vpc" "private" {
  provider   = aws.net
  cidr_block = "10.20.0.0/16"
}

resource "aws_subnet" "private" {
  provider   = aws.net
  vpc_id     = aws_vpc.private.id
  cidr_block = "10.20.1.0/24"
}

resource "aws_security_group" "link" {
  provider    = aws.net
  name        = "tf-vpc-link"
  description = "the VPC link's network interfaces"
  vpc_id      = aws_vpc.private.id
}

resource "aws_apigatewayv2_vpc_link" "private" {
  provider           = aws.net
  name               = "tf-private"
  subnet_ids         = [aws_subnet.private.id]
  security_group_ids = [aws_security_group.link.id]
  tags = {
    team = "chat"
  }
}

output "vpc_link_id" {
  value = aws_apigatewayv2_vpc_link.private.id
}

resource "aws_apigatewayv2_route" "typed" {
  api_id                     = aws_apigatewayv2_api.chat.id
  route_key                  = "typed"
  target                     = "integrations/${aws_apigatewayv2_integration.fn.id}"
  model_selection_expression = "$default"
  request_models = {
    "$default" = aws_apigatewayv2_model.message.name
  }
}
