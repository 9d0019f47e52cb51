# An explicit deployment of the HTTP API (beside the auto-deployed $default stage).

resource "aws_apigatewayv2_deployment" "v1" {
  api_id      = aws_apigatewayv2_api.api.id
  description = "routes as terraform made them"
  depends_on  = [aws_apigatewayv2_route.open, aws_apigatewayv2_route.guarded]
}
