# An AWS service integration of the WebSocket API: the "enqueue" route sends the message's text to an SQS
# queue as the role's session (credentials_arn, request_parameters, request_templates chosen by
# template_selection_expression) and, two-way, answers the new message's id through its integration response.

resource "aws_sqs_queue" "notes" {
  name = "tf-ws-notes"
}

resource "aws_iam_role" "gateway" {
  name = "tf-ws-gateway"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "apigateway.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "send" {
  name = "send"
  role = aws_iam_role.gateway.id
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sqs:SendMessage", Resource = aws_sqs_queue.notes.arn }]
  })
}

resource "aws_apigatewayv2_integration" "queue" {
  api_id                        = aws_apigatewayv2_api.chat.id
  integration_type              = "AWS"
  integration_method            = "POST"
  integration_uri               = "arn:aws:apigateway:us-east-1:sqs:path/000000000000/${aws_sqs_queue.notes.name}"
  credentials_arn               = aws_iam_role.gateway.arn
  passthrough_behavior          = "NEVER"
  template_selection_expression = "\\$default"
  request_parameters = {
    "integration.request.header.Content-Type" = "'application/x-www-form-urlencoded'"
  }
  request_templates = {
    "$default" = "Action=SendMessage&MessageBody=$util.urlEncode($input.json('$.text'))"
  }
}

resource "aws_apigatewayv2_integration_response" "queue" {
  api_id                        = aws_apigatewayv2_api.chat.id
  integration_id                = aws_apigatewayv2_integration.queue.id
  integration_response_key      = "$default"
  template_selection_expression = "\\$default"
  response_templates = {
    "$default" = "queued $input.path('$.SendMessageResponse.SendMessageResult.MessageId')"
  }
}

resource "aws_apigatewayv2_route" "enqueue" {
  api_id                              = aws_apigatewayv2_api.chat.id
  route_key                           = "enqueue"
  route_response_selection_expression = "$default"
  target                              = "integrations/${aws_apigatewayv2_integration.queue.id}"
}

resource "aws_apigatewayv2_route_response" "enqueue" {
  api_id             = aws_apigatewayv2_api.chat.id
  route_id           = aws_apigatewayv2_route.enqueue.id
  route_response_key = "$default"
}

output "queue_url" {
  value = aws_sqs_queue.notes.url
}
