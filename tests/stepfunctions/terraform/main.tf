# A state machine managed by Terraform (hashicorp/aws 5.x) against labcloud.
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

resource "aws_iam_role" "sfn" {
  name = "tf-sfn"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "states.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_sfn_state_machine" "flow" {
  name     = "tf-flow"
  role_arn = aws_iam_role.sfn.arn
  type     = "EXPRESS"
  definition = jsonencode({
    StartAt = "Greet"
    States = {
      Greet = { Type = "Pass", Parameters = { "greeting.$" = "States.Format('hello {}', $.name)" }, End = true }
    }
  })
  tags = { team = "tf" }
}

output "arn" {
  value = aws_sfn_state_machine.flow.arn
}

resource "aws_sfn_activity" "work" {
  name = "tf-work"
  tags = { team = "tf" }
}

output "activity" {
  value = aws_sfn_activity.work.id
}
