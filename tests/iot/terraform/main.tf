# AWS IoT through the hashicorp/aws provider: a thing, a policy, a device certificate and a topic rule
# sending each message on sensors/+/data to an SQS queue as a role IoT may assume, and a custom authorizer.
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
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_sqs_queue" "readings" {
  name = "tf-iot-readings"
}

resource "aws_iam_role" "rule" {
  name = "tf-iot-rule"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "iot.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_iam_role_policy" "send" {
  name = "send"
  role = aws_iam_role.rule.id
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "sqs:SendMessage", Resource = aws_sqs_queue.readings.arn }]
  })
}

resource "aws_iot_thing" "sensor" {
  name       = "tf-sensor"
  attributes = { model = "m1" }
}

resource "aws_iot_policy" "device" {
  name = "tf-device"
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "iot:Connect", Resource = "*" }]
  })
}

resource "aws_iot_certificate" "device" {
  active = true
}

resource "aws_iot_topic_rule" "readings" {
  name        = "tf_readings"
  enabled     = true
  sql         = "SELECT *, topic(2) AS device FROM 'sensors/+/data'"
  sql_version = "2016-03-23"

  sqs {
    queue_url  = aws_sqs_queue.readings.id
    role_arn   = aws_iam_role.rule.arn
    use_base64 = false
  }

  tags = { team = "iot" }

  depends_on = [aws_iam_role_policy.send]
}

resource "aws_iot_authorizer" "devices" {
  name                    = "tf-devices"
  authorizer_function_arn = "arn:aws:lambda:us-east-1:000000000000:function:tf-authorize"
  signing_disabled        = true
  status                  = "ACTIVE"
  tags                    = { team = "iot" }
}
