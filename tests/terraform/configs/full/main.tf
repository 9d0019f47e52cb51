# Every resource type of issue 12 that the seed example does not already cover.
# The provider here uses the skip_* flags (the other common way to point it at an emulator);
# the seed example uses an endpoints block; here labcloud's URL comes from AWS_ENDPOINT_URL.
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

variable "prefix" {
  type = string
}

variable "function_zip" {
  type = string
}

variable "layer_zip" {
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

  default_tags {
    tags = { suite = "labcloud-terraform" }
  }
}

data "aws_caller_identity" "current" {}
data "aws_region" "current" {}

locals {
  account = data.aws_caller_identity.current.account_id
  region  = data.aws_region.current.name
}

# ------------------------------------------------------------------ SQS

resource "aws_sqs_queue" "fifo" {
  name                        = "${var.prefix}-events.fifo"
  fifo_queue                  = true
  content_based_deduplication = true
  deduplication_scope         = "messageGroup"
  fifo_throughput_limit       = "perMessageGroupId"
  tags                        = { kind = "fifo" }
}

resource "aws_sqs_queue" "dlq" {
  name                      = "${var.prefix}-dlq"
  message_retention_seconds = 1209600
}

resource "aws_sqs_queue" "work" {
  name                       = "${var.prefix}-work"
  visibility_timeout_seconds = 60
  delay_seconds              = 2
  max_message_size           = 131072
  receive_wait_time_seconds  = 5
  sqs_managed_sse_enabled    = true
}

resource "aws_sqs_queue_redrive_policy" "work" {
  queue_url = aws_sqs_queue.work.id
  redrive_policy = jsonencode({
    deadLetterTargetArn = aws_sqs_queue.dlq.arn
    maxReceiveCount     = 4
  })
}

resource "aws_sqs_queue_redrive_allow_policy" "dlq" {
  queue_url = aws_sqs_queue.dlq.id
  redrive_allow_policy = jsonencode({
    redrivePermission = "byQueue"
    sourceQueueArns   = [aws_sqs_queue.work.arn]
  })
}

data "aws_iam_policy_document" "work_queue" {
  statement {
    sid       = "AllowAccountSend"
    actions   = ["sqs:SendMessage"]
    resources = [aws_sqs_queue.work.arn]
    principals {
      type        = "AWS"
      identifiers = ["arn:aws:iam::${local.account}:root"]
    }
  }
}

resource "aws_sqs_queue_policy" "work" {
  queue_url = aws_sqs_queue.work.id
  policy    = data.aws_iam_policy_document.work_queue.json
}

# ------------------------------------------------------------------ DynamoDB

resource "aws_dynamodb_table" "events" {
  name           = "${var.prefix}-events"
  billing_mode   = "PROVISIONED"
  read_capacity  = 5
  write_capacity = 5
  hash_key       = "pk"
  range_key      = "sk"

  attribute {
    name = "pk"
    type = "S"
  }
  attribute {
    name = "sk"
    type = "N"
  }
  attribute {
    name = "owner"
    type = "S"
  }
  attribute {
    name = "created"
    type = "N"
  }

  global_secondary_index {
    name               = "by-owner"
    hash_key           = "owner"
    range_key          = "created"
    projection_type    = "INCLUDE"
    non_key_attributes = ["status"]
    read_capacity      = 2
    write_capacity     = 2
  }

  local_secondary_index {
    name            = "by-created"
    range_key       = "created"
    projection_type = "KEYS_ONLY"
  }

  point_in_time_recovery {
    enabled = true
  }

  ttl {
    attribute_name = "expires"
    enabled        = true
  }

  tags = { kind = "provisioned" }
}

resource "aws_dynamodb_table" "settings" {
  name         = "${var.prefix}-settings"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"

  attribute {
    name = "id"
    type = "S"
  }
}

# ------------------------------------------------------------------ IAM

data "aws_iam_policy_document" "lambda_trust" {
  statement {
    actions = ["sts:AssumeRole"]
    principals {
      type        = "Service"
      identifiers = ["lambda.amazonaws.com"]
    }
  }
}

resource "aws_iam_role" "fn" {
  name                 = "${var.prefix}-fn"
  path                 = "/service/"
  description          = "labcloud terraform suite"
  assume_role_policy   = data.aws_iam_policy_document.lambda_trust.json
  max_session_duration = 7200
  tags                 = { kind = "role" }
}

resource "aws_iam_role_policy" "fn" {
  name = "inline"
  role = aws_iam_role.fn.name
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["sqs:*"]
      Resource = [aws_sqs_queue.work.arn, aws_sqs_queue.dlq.arn, aws_sqs_queue.fifo.arn]
    }]
  })
}

resource "aws_iam_policy" "tables" {
  name        = "${var.prefix}-tables"
  path        = "/"
  description = "table access"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["dynamodb:GetItem", "dynamodb:PutItem"]
      Resource = aws_dynamodb_table.events.arn
    }]
  })
  tags = { kind = "policy" }
}

resource "aws_iam_role_policy_attachment" "tables" {
  role       = aws_iam_role.fn.name
  policy_arn = aws_iam_policy.tables.arn
}

resource "aws_iam_role_policy_attachment" "basic" {
  role       = aws_iam_role.fn.name
  policy_arn = "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
}

resource "aws_iam_user" "ci" {
  name = "${var.prefix}-ci"
  path = "/robots/"
  tags = { kind = "user" }
}

resource "aws_iam_access_key" "ci" {
  user = aws_iam_user.ci.name
}

resource "aws_iam_user_policy" "ci" {
  name = "deploy"
  user = aws_iam_user.ci.name
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "lambda:UpdateFunctionCode", Resource = aws_lambda_function.fn.arn }]
  })
}

resource "aws_iam_user_policy_attachment" "ci" {
  user       = aws_iam_user.ci.name
  policy_arn = aws_iam_policy.tables.arn
}

resource "aws_iam_group" "devs" {
  name = "${var.prefix}-devs"
  path = "/teams/"
}

resource "aws_iam_group_policy" "devs" {
  name  = "read-logs"
  group = aws_iam_group.devs.name
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "logs:GetLogEvents", Resource = "*" }]
  })
}

resource "aws_iam_group_policy_attachment" "devs" {
  group      = aws_iam_group.devs.name
  policy_arn = aws_iam_policy.tables.arn
}

resource "aws_iam_user_group_membership" "ci" {
  user   = aws_iam_user.ci.name
  groups = [aws_iam_group.devs.name]
}

resource "aws_iam_instance_profile" "fn" {
  name = "${var.prefix}-fn"
  path = "/service/"
  role = aws_iam_role.fn.name
}

# ------------------------------------------------------------------ Logs

resource "aws_cloudwatch_log_group" "app" {
  name              = "/${var.prefix}/app"
  retention_in_days = 14
  tags              = { kind = "logs" }
}

resource "aws_cloudwatch_log_group" "fn" {
  name              = "/aws/lambda/${var.prefix}-fn"
  retention_in_days = 3
}

resource "aws_lambda_permission" "logs" {
  statement_id   = "from-logs"
  action         = "lambda:InvokeFunction"
  function_name  = aws_lambda_function.fn.function_name
  principal      = "logs.amazonaws.com"
  source_arn     = "${aws_cloudwatch_log_group.app.arn}:*"
  source_account = local.account
}

resource "aws_cloudwatch_log_subscription_filter" "errors" {
  name            = "errors"
  log_group_name  = aws_cloudwatch_log_group.app.name
  filter_pattern  = "ERROR"
  destination_arn = aws_lambda_function.fn.arn
  depends_on      = [aws_lambda_permission.logs]
}

# ------------------------------------------------------------------ Lambda

resource "aws_lambda_layer_version" "shared" {
  layer_name          = "${var.prefix}-shared"
  filename            = var.layer_zip
  source_code_hash    = filebase64sha256(var.layer_zip)
  compatible_runtimes = ["python3.12"]
  description         = "shared helpers"
}

resource "aws_lambda_function" "fn" {
  function_name    = "${var.prefix}-fn"
  role             = aws_iam_role.fn.arn
  runtime          = "python3.12"
  handler          = "app.handler"
  filename         = var.function_zip
  source_code_hash = filebase64sha256(var.function_zip)
  description      = "every option"
  timeout          = 20
  memory_size      = 256
  publish          = true
  layers           = [aws_lambda_layer_version.shared.arn]

  reserved_concurrent_executions = 5
  architectures                  = ["x86_64"]

  # Values that mean "nothing special", sent explicitly: labcloud accepts and echoes them as AWS does.
  tracing_config {
    mode = "PassThrough"
  }

  ephemeral_storage {
    size = 512
  }

  environment {
    variables = {
      MODE  = "test"
      TABLE = aws_dynamodb_table.events.name
    }
  }

  dead_letter_config {
    target_arn = aws_sqs_queue.dlq.arn
  }

  logging_config {
    log_format = "Text"
    log_group  = aws_cloudwatch_log_group.fn.name
  }

  tags = { kind = "function" }
}

resource "aws_lambda_alias" "live" {
  name             = "live"
  description      = "current release"
  function_name    = aws_lambda_function.fn.function_name
  function_version = aws_lambda_function.fn.version
}

resource "aws_lambda_function_url" "fn" {
  function_name      = aws_lambda_function.fn.function_name
  authorization_type = "AWS_IAM"
  cors {
    allow_origins = ["https://example.test"]
    allow_methods = ["GET"]
    max_age       = 60
  }
}

resource "aws_lambda_permission" "alias" {
  statement_id  = "allow-account"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.fn.function_name
  qualifier     = aws_lambda_alias.live.name
  principal     = "arn:aws:iam::${local.account}:root"
}

resource "aws_lambda_function_event_invoke_config" "fn" {
  function_name                = aws_lambda_function.fn.function_name
  maximum_event_age_in_seconds = 600
  maximum_retry_attempts       = 1

  destination_config {
    on_failure {
      destination = aws_sqs_queue.dlq.arn
    }
  }
}

resource "aws_lambda_event_source_mapping" "work" {
  event_source_arn                   = aws_sqs_queue.work.arn
  function_name                      = aws_lambda_alias.live.arn
  batch_size                         = 50
  maximum_batching_window_in_seconds = 2
  enabled                            = false
  function_response_types            = ["ReportBatchItemFailures"]

  scaling_config {
    maximum_concurrency = 3
  }

  filter_criteria {
    filter {
      pattern = jsonencode({ body = { kind = ["order"] } })
    }
  }

  tags = { kind = "mapping" }

  depends_on = [aws_iam_role_policy.fn]
}

resource "aws_lambda_event_source_mapping" "fifo" {
  event_source_arn = aws_sqs_queue.fifo.arn
  function_name    = aws_lambda_function.fn.function_name
  batch_size       = 5
  depends_on       = [aws_iam_role_policy.fn]
}
