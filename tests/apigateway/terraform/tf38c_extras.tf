# More REST API types: a model, a documentation part, a resource policy (its ARN spelled out: the
# provider skips the account lookup, so execution_arn has no account), method settings on the stage
# and a custom domain name mapping v1 to it.

resource "aws_api_gateway_model" "item" {
  rest_api_id  = aws_api_gateway_rest_api.api.id
  name         = "Item"
  description  = "an item"
  content_type = "application/json"
  schema = jsonencode({
    "$schema"  = "http://json-schema.org/draft-04/schema#"
    type       = "object"
    properties = { name = { type = "string" } }
  })
}

resource "aws_api_gateway_documentation_part" "api" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  location {
    type = "API"
  }
  properties = jsonencode({ description = "the items API" })
}

resource "aws_api_gateway_rest_api_policy" "api" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = "*"
      Action    = "execute-api:Invoke"
      Resource  = "arn:aws:execute-api:us-east-1:000000000000:${aws_api_gateway_rest_api.api.id}/*"
    }]
  })
}

resource "aws_api_gateway_method_settings" "all" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    throttling_burst_limit = 50
    throttling_rate_limit  = 100
    metrics_enabled        = true
  }
}

resource "aws_api_gateway_domain_name" "api" {
  domain_name              = "api.tf.example.test"
  regional_certificate_arn = "arn:aws:acm:us-east-1:000000000000:certificate/0b8a4c1e-7f3d-4a1b-9c2e-5d6f7a8b9c0d"
  endpoint_configuration {
    types = ["REGIONAL"]
  }
}

resource "aws_api_gateway_base_path_mapping" "v1" {
  api_id      = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  domain_name = aws_api_gateway_domain_name.api.domain_name
  base_path   = "v1"
}

# only metrics for one method: the provider sends -1 for the throttling limits it is not given
resource "aws_api_gateway_method_settings" "items_get" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "items/GET"
  settings {
    metrics_enabled = true
  }
}
