# A custom domain name (REGIONAL: labcloud checks the certificate ARN's format only, it serves plain HTTP)
# and an API mapping of the HTTP API's $default stage under the key "v1".

resource "aws_apigatewayv2_domain_name" "api" {
  domain_name = "tf-httpapi.example.test"

  domain_name_configuration {
    certificate_arn = "arn:aws:acm:us-east-1:000000000000:certificate/12345678-aaaa-bbbb-cccc-1234567890ab"
    endpoint_type   = "REGIONAL"
    security_policy = "TLS_1_2"
  }

  tags = {
    team = "web"
  }
}

resource "aws_apigatewayv2_api_mapping" "v1" {
  api_id          = aws_apigatewayv2_api.api.id
  domain_name     = aws_apigatewayv2_domain_name.api.id
  stage           = aws_apigatewayv2_stage.default.id
  api_mapping_key = "v1"
}
