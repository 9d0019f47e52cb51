# EventBridge Scheduler through the hashicorp/aws provider: a group, a schedule sending to a queue as
# its execution role, with a retry policy and a dead-letter queue.
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

resource "aws_sqs_queue" "jobs" {
  name = "tf-jobs"
}

resource "aws_sqs_queue" "dlq" {
  name = "tf-jobs-dlq"
}

resource "aws_iam_role" "runner" {
  name = "tf-runner"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sts:AssumeRole", Principal = { Service = "scheduler.amazonaws.com" } }]
  })
}

resource "aws_iam_role_policy" "send" {
  role = aws_iam_role.runner.id
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sqs:SendMessage", Resource = "*" }]
  })
}

resource "aws_scheduler_schedule_group" "nightly" {
  name = "tf-nightly"
  tags = { team = "core" }
}

resource "aws_scheduler_schedule" "cleanup" {
  name                         = "tf-cleanup"
  group_name                   = aws_scheduler_schedule_group.nightly.name
  schedule_expression          = "cron(0 3 * * ? *)"
  schedule_expression_timezone = "Europe/Berlin"

  flexible_time_window {
    mode                      = "FLEXIBLE"
    maximum_window_in_minutes = 10
  }

  target {
    arn      = aws_sqs_queue.jobs.arn
    role_arn = aws_iam_role.runner.arn
    input    = jsonencode({ job = "cleanup" })

    retry_policy {
      maximum_event_age_in_seconds = 3600
      maximum_retry_attempts       = 3
    }

    dead_letter_config {
      arn = aws_sqs_queue.dlq.arn
    }
  }
}

# a plural unit with a value of 1, as the provider's example and AWS's Terraform patterns write it
resource "aws_scheduler_schedule" "every_minute" {
  name                = "tf-every-minute"
  schedule_expression = "rate(1 minutes)"
  state               = "DISABLED"

  flexible_time_window {
    mode = "OFF"
  }

  target {
    arn      = aws_sqs_queue.jobs.arn
    role_arn = aws_iam_role.runner.arn
  }
}
