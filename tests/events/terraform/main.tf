# EventBridge through the hashicorp/aws provider: a custom bus, a pattern rule with an SQS target
# (input transformer, retry policy, dead-letter queue), a scheduled rule, the queue policies, a
# connection with an API destination, and an archive of the custom bus.
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

resource "aws_sqs_queue" "orders" {
  name = "tf-orders"
}

resource "aws_sqs_queue" "dlq" {
  name = "tf-orders-dlq"
}

data "aws_iam_policy_document" "events_may_send" {
  for_each = { orders = aws_sqs_queue.orders.arn, dlq = aws_sqs_queue.dlq.arn }
  statement {
    actions   = ["sqs:SendMessage"]
    resources = [each.value]
    principals {
      type        = "Service"
      identifiers = ["events.amazonaws.com"]
    }
  }
}

resource "aws_sqs_queue_policy" "orders" {
  queue_url = aws_sqs_queue.orders.id
  policy    = data.aws_iam_policy_document.events_may_send["orders"].json
}

resource "aws_sqs_queue_policy" "dlq" {
  queue_url = aws_sqs_queue.dlq.id
  policy    = data.aws_iam_policy_document.events_may_send["dlq"].json
}

resource "aws_cloudwatch_event_bus" "shop" {
  name = "tf-shop"
  tags = { team = "orders" }
}

resource "aws_cloudwatch_event_rule" "placed" {
  name           = "tf-placed"
  event_bus_name = aws_cloudwatch_event_bus.shop.name
  description    = "orders over 10"
  event_pattern = jsonencode({
    source = ["shop"]
    detail = { total = [{ numeric = [">", 10] }] }
  })
  tags = { team = "orders" }
}

resource "aws_cloudwatch_event_target" "to_queue" {
  rule           = aws_cloudwatch_event_rule.placed.name
  event_bus_name = aws_cloudwatch_event_bus.shop.name
  target_id      = "queue"
  arn            = aws_sqs_queue.orders.arn

  input_transformer {
    input_paths    = { total = "$.detail.total" }
    input_template = "{\"total\": <total>}"
  }

  retry_policy {
    maximum_retry_attempts       = 3
    maximum_event_age_in_seconds = 600
  }

  dead_letter_config {
    arn = aws_sqs_queue.dlq.arn
  }
}

resource "aws_cloudwatch_event_rule" "nightly" {
  name                = "tf-nightly"
  schedule_expression = "cron(0 3 * * ? *)"
}

resource "aws_cloudwatch_event_target" "nightly" {
  rule      = aws_cloudwatch_event_rule.nightly.name
  target_id = "queue"
  arn       = aws_sqs_queue.orders.arn
  input     = jsonencode({ job = "nightly" })
}

resource "aws_cloudwatch_event_connection" "hooks" {
  name               = "tf-hooks"
  description        = "the hooks service"
  authorization_type = "API_KEY"

  auth_parameters {
    api_key {
      key   = "x-api-key"
      value = "tf-secret"
    }
  }
}

resource "aws_cloudwatch_event_api_destination" "hook" {
  name                             = "tf-hook"
  description                      = "order hook"
  invocation_endpoint              = "http://127.0.0.1:9/hooks/*"
  http_method                      = "POST"
  invocation_rate_limit_per_second = 20
  connection_arn                   = aws_cloudwatch_event_connection.hooks.arn
}

resource "aws_cloudwatch_event_archive" "shop" {
  name             = "tf-shop-archive"
  event_source_arn = aws_cloudwatch_event_bus.shop.arn
  retention_days   = 7
  event_pattern    = jsonencode({ source = ["shop"] })
}

output "queue_url" {
  value = aws_sqs_queue.orders.id
}
