# API Gateway access control applied by tests/apigateway/test_apigateway_terraform_access.py: a Lambda
# authorizer (never called here: its method is not deployed), an API key in a usage plan for the stage,
# an apiKeyRequired MOCK method, a request validator and a gateway response.
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

resource "aws_api_gateway_rest_api" "api" {
  name = "tf-access"
}

resource "aws_api_gateway_authorizer" "gate" {
  name                             = "gate"
  rest_api_id                      = aws_api_gateway_rest_api.api.id
  type                             = "TOKEN"
  authorizer_uri                   = "arn:aws:apigateway:us-east-1:lambda:path/2015-03-31/functions/arn:aws:lambda:us-east-1:000000000000:function:gate/invocations"
  identity_source                  = "method.request.header.Authorization"
  authorizer_result_ttl_in_seconds = 60
}

resource "aws_api_gateway_request_validator" "params" {
  name                        = "params"
  rest_api_id                 = aws_api_gateway_rest_api.api.id
  validate_request_parameters = true
}

resource "aws_api_gateway_method" "get" {
  rest_api_id          = aws_api_gateway_rest_api.api.id
  resource_id          = aws_api_gateway_rest_api.api.root_resource_id
  http_method          = "GET"
  authorization        = "NONE"
  api_key_required     = true
  request_validator_id = aws_api_gateway_request_validator.params.id
  request_parameters   = { "method.request.querystring.q" = true }
}

resource "aws_api_gateway_integration" "mock" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  resource_id = aws_api_gateway_rest_api.api.root_resource_id
  http_method = aws_api_gateway_method.get.http_method
  type        = "MOCK"
  request_templates = {
    "application/json" = "{\"statusCode\": 200}"
  }
}

resource "aws_api_gateway_method_response" "ok" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  resource_id = aws_api_gateway_rest_api.api.root_resource_id
  http_method = aws_api_gateway_method.get.http_method
  status_code = "200"
}

resource "aws_api_gateway_integration_response" "ok" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  resource_id = aws_api_gateway_rest_api.api.root_resource_id
  http_method = aws_api_gateway_method.get.http_method
  status_code = aws_api_gateway_method_response.ok.status_code
  response_templates = {
    "application/json" = "{\"ok\": true}"
  }
  depends_on = [aws_api_gateway_integration.mock]
}

resource "aws_api_gateway_gateway_response" "forbidden" {
  rest_api_id   = aws_api_gateway_rest_api.api.id
  response_type = "INVALID_API_KEY"
  status_code   = "401"
  response_templates = {
    "application/json" = "{\"key\": \"missing or invalid\"}"
  }
}

resource "aws_api_gateway_deployment" "v1" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  depends_on  = [aws_api_gateway_integration_response.ok]
}

resource "aws_api_gateway_stage" "prod" {
  rest_api_id   = aws_api_gateway_rest_api.api.id
  deployment_id = aws_api_gateway_deployment.v1.id
  stage_name    = "prod"
}

resource "aws_api_gateway_api_key" "customer" {
  name  = "customer"
  value = "tf-customer-key-0123456789"
}

resource "aws_api_gateway_usage_plan" "basic" {
  name = "basic"
  api_stages {
    api_id = aws_api_gateway_rest_api.api.id
    stage  = aws_api_gateway_stage.prod.stage_name
  }
  throttle_settings {
    burst_limit = 100
    rate_limit  = 50
  }
  quota_settings {
    limit  = 1000
    period = "DAY"
  }
}

resource "aws_api_gateway_usage_plan_key" "customer" {
  key_id        = aws_api_gateway_api_key.customer.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.basic.id
}

output "api_id" {
  value = aws_api_gateway_rest_api.api.id
}
