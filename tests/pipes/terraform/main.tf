# EventBridge Pipes through the hashicorp/aws provider: a pipe from one queue to another as its role,
# with a filter, a batch size and an input template.
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

resource "aws_sqs_queue" "source" {
  name = "tf-pipe-in"
}

resource "aws_sqs_queue" "target" {
  name = "tf-pipe-out"
}

resource "aws_iam_role" "pipe" {
  name = "tf-pipe"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sts:AssumeRole", Principal = { Service = "pipes.amazonaws.com" } }]
  })
}

resource "aws_iam_role_policy" "pipe" {
  role = aws_iam_role.pipe.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes", "sqs:SendMessage"]
      Resource = "*"
    }]
  })
}

# no depends_on on the role's policy, as AWS's Terraform patterns write it: the pipe may be asked for
# before the policy is put, and waits for it as AWS's does
resource "aws_pipes_pipe" "copy" {
  name     = "tf-copy"
  role_arn = aws_iam_role.pipe.arn
  source   = aws_sqs_queue.source.arn
  target   = aws_sqs_queue.target.arn
  tags     = { team = "core" }

  source_parameters {
    filter_criteria {
      filter {
        pattern = jsonencode({ body = { kind = ["copy"] } })
      }
    }
    sqs_queue_parameters {
      batch_size = 5
    }
  }

  target_parameters {
    input_template = "{\"copied\": <$.body>}"
  }

  log_configuration {
    level                  = "INFO"
    include_execution_data = ["ALL"]
    cloudwatch_logs_log_destination {
      log_group_arn = "arn:aws:logs:us-east-1:000000000000:log-group:/tf/pipes"
    }
  }
}
