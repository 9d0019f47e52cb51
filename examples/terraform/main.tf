# The seed lab's architecture on labcloud: orders queue (with a dead-letter queue), a worker
# function fed by an event source mapping, and an orders table with TTL.
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "labcloud_endpoint" {
  description = "Where labcloud listens (labcloud up)."
  type        = string
  default     = "http://127.0.0.1:5000"
}

variable "worker_zip" {
  description = "The worker's deployment package (python -m zipfile -c worker.zip worker.py)."
  type        = string
  default     = "worker.zip"
}

# Point the provider at labcloud: the endpoints are all it needs (labcloud answers the
# provider's STS GetCallerIdentity check with its own account). `labcloud terraform` prints this.
provider "aws" {
  region     = "us-east-1"
  access_key = "test"
  secret_key = "test"

  endpoints {
    dynamodb = var.labcloud_endpoint
    iam      = var.labcloud_endpoint
    lambda   = var.labcloud_endpoint
    logs     = var.labcloud_endpoint
    sqs      = var.labcloud_endpoint
    sts      = var.labcloud_endpoint
  }
}

data "aws_caller_identity" "current" {}
data "aws_region" "current" {}

resource "aws_sqs_queue" "orders_dlq" {
  name                      = "tf-orders-dlq"
  message_retention_seconds = 1209600
}

resource "aws_sqs_queue" "orders" {
  name                       = "tf-orders"
  visibility_timeout_seconds = 30
  redrive_policy = jsonencode({
    deadLetterTargetArn = aws_sqs_queue.orders_dlq.arn
    maxReceiveCount     = 3
  })
  tags = { app = "orders" }
}

resource "aws_dynamodb_table" "orders" {
  name         = "tf-orders"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"

  attribute {
    name = "id"
    type = "S"
  }

  ttl {
    attribute_name = "expires_at"
    enabled        = true
  }

  tags = { app = "orders" }
}

data "aws_iam_policy_document" "assume_lambda" {
  statement {
    actions = ["sts:AssumeRole"]
    principals {
      type        = "Service"
      identifiers = ["lambda.amazonaws.com"]
    }
  }
}

resource "aws_iam_role" "worker" {
  name               = "tf-orders-worker"
  assume_role_policy = data.aws_iam_policy_document.assume_lambda.json
}

data "aws_iam_policy_document" "worker" {
  statement {
    sid       = "ConsumeOrders"
    actions   = ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"]
    resources = [aws_sqs_queue.orders.arn]
  }
  statement {
    sid       = "StoreOrders"
    actions   = ["dynamodb:PutItem"]
    resources = [aws_dynamodb_table.orders.arn]
  }
  statement {
    sid       = "WriteLogs"
    actions   = ["logs:CreateLogStream", "logs:PutLogEvents"]
    resources = ["${aws_cloudwatch_log_group.worker.arn}:*"]
  }
}

resource "aws_iam_role_policy" "worker" {
  name   = "tf-orders-worker-access"
  role   = aws_iam_role.worker.id
  policy = data.aws_iam_policy_document.worker.json
}

resource "aws_cloudwatch_log_group" "worker" {
  name              = "/aws/lambda/tf-orders-worker"
  retention_in_days = 7
}

resource "aws_lambda_function" "worker" {
  function_name    = "tf-orders-worker"
  role             = aws_iam_role.worker.arn
  runtime          = "python3.12"
  handler          = "worker.handler"
  filename         = var.worker_zip
  source_code_hash = filebase64sha256(var.worker_zip)
  timeout          = 15
  memory_size      = 128

  environment {
    variables = { TABLE_NAME = aws_dynamodb_table.orders.name }
  }

  depends_on = [aws_iam_role_policy.worker, aws_cloudwatch_log_group.worker]
}

resource "aws_lambda_event_source_mapping" "orders" {
  event_source_arn        = aws_sqs_queue.orders.arn
  function_name           = aws_lambda_function.worker.arn
  batch_size              = 10
  function_response_types = ["ReportBatchItemFailures"]
}

output "account_id" {
  value = data.aws_caller_identity.current.account_id
}

output "queue_url" {
  value = aws_sqs_queue.orders.url
}

output "table_name" {
  value = aws_dynamodb_table.orders.name
}
