# A private REST API behind a private custom domain name, reached through a VPC endpoint associated with
# it, and a VPC link to a network load balancer; applied by tests/apigateway/test_apigateway_private_terraform.py.
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

# The interface endpoint and the load balancer are made by the test (boto3): the provider reads an
# interface endpoint's network interfaces, which labcloud's EC2 records do not hold.
variable "vpce_id" {
  type = string
}

variable "nlb_arn" {
  type = string
}

resource "aws_api_gateway_vpc_link" "link" {
  name        = "tf-private-link"
  description = "to the private NLB"
  target_arns = [var.nlb_arn]
  tags        = { team = "labcloud" }
}

resource "aws_api_gateway_rest_api" "api" {
  name = "tf-private-api"
  endpoint_configuration {
    types = ["PRIVATE"]
  }
}

resource "aws_api_gateway_rest_api_policy" "api" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = "*"
      Action    = "execute-api:Invoke"
      # execution_arn lacks the account under skip_requesting_account_id
      Resource = "arn:aws:execute-api:us-east-1:000000000000:${aws_api_gateway_rest_api.api.id}/*"
      Condition = { StringEquals = { "aws:SourceVpce" = var.vpce_id } }
    }]
  })
}

resource "aws_api_gateway_method" "root" {
  rest_api_id   = aws_api_gateway_rest_api.api.id
  resource_id   = aws_api_gateway_rest_api.api.root_resource_id
  http_method   = "GET"
  authorization = "NONE"
}

resource "aws_api_gateway_integration" "root" {
  rest_api_id       = aws_api_gateway_rest_api.api.id
  resource_id       = aws_api_gateway_rest_api.api.root_resource_id
  http_method       = aws_api_gateway_method.root.http_method
  type              = "MOCK"
  request_templates = { "application/json" = "{\"statusCode\": 200}" }
}

resource "aws_api_gateway_method_response" "ok" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  resource_id = aws_api_gateway_rest_api.api.root_resource_id
  http_method = aws_api_gateway_method.root.http_method
  status_code = "200"
}

resource "aws_api_gateway_integration_response" "ok" {
  rest_api_id        = aws_api_gateway_rest_api.api.id
  resource_id        = aws_api_gateway_rest_api.api.root_resource_id
  http_method        = aws_api_gateway_method.root.http_method
  status_code        = aws_api_gateway_method_response.ok.status_code
  response_templates = { "application/json" = "{\"from\": \"terraform\"}" }
  depends_on         = [aws_api_gateway_integration.root]
}

resource "aws_api_gateway_deployment" "api" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  depends_on  = [aws_api_gateway_integration_response.ok, aws_api_gateway_rest_api_policy.api]
}

resource "aws_api_gateway_stage" "prod" {
  rest_api_id   = aws_api_gateway_rest_api.api.id
  deployment_id = aws_api_gateway_deployment.api.id
  stage_name    = "prod"
}

resource "aws_api_gateway_domain_name" "private" {
  domain_name     = "tf-private.example.test"
  certificate_arn = "arn:aws:acm:us-east-1:000000000000:certificate/0b8a4c1e-7f3d-4a1b-9c2e-5d6f7a8b9c0d"
  security_policy = "TLS_1_2"
  endpoint_configuration {
    types = ["PRIVATE"]
  }
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = "*"
      Action    = "execute-api:Invoke"
      Resource  = "execute-api:/*"
      Condition = { StringEquals = { "aws:SourceVpce" = var.vpce_id } }
    }]
  })
}

resource "aws_api_gateway_base_path_mapping" "private" {
  api_id         = aws_api_gateway_rest_api.api.id
  stage_name     = aws_api_gateway_stage.prod.stage_name
  domain_name    = aws_api_gateway_domain_name.private.domain_name
  domain_name_id = aws_api_gateway_domain_name.private.domain_name_id
  base_path      = "v1"
}

resource "aws_api_gateway_domain_name_access_association" "endpoint" {
  access_association_source      = var.vpce_id
  access_association_source_type = "VPCE"
  domain_name_arn                = aws_api_gateway_domain_name.private.arn
}

output "link_id" {
  value = aws_api_gateway_vpc_link.link.id
}

output "domain_name_id" {
  value = aws_api_gateway_domain_name.private.domain_name_id
}
