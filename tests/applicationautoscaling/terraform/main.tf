# Application Auto Scaling through the hashicorp/aws provider: a provisioned DynamoDB table whose reads are
# a scalable target with a target tracking policy, a step scaling policy and a scheduled action.
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

resource "aws_dynamodb_table" "orders" {
  name           = "tf-scaled"
  billing_mode   = "PROVISIONED"
  read_capacity  = 5
  write_capacity = 5
  hash_key       = "pk"

  attribute {
    name = "pk"
    type = "S"
  }

  lifecycle {
    ignore_changes = [read_capacity]
  }
}

resource "aws_appautoscaling_target" "reads" {
  service_namespace  = "dynamodb"
  resource_id        = "table/${aws_dynamodb_table.orders.name}"
  scalable_dimension = "dynamodb:table:ReadCapacityUnits"
  min_capacity       = 5
  max_capacity       = 100
  tags               = { team = "orders" }
}

resource "aws_appautoscaling_policy" "reads" {
  name               = "reads-tracking"
  policy_type        = "TargetTrackingScaling"
  service_namespace  = aws_appautoscaling_target.reads.service_namespace
  resource_id        = aws_appautoscaling_target.reads.resource_id
  scalable_dimension = aws_appautoscaling_target.reads.scalable_dimension

  target_tracking_scaling_policy_configuration {
    target_value = 70
    predefined_metric_specification {
      predefined_metric_type = "DynamoDBReadCapacityUtilization"
    }
  }
}

resource "aws_appautoscaling_policy" "steps" {
  name               = "reads-steps"
  policy_type        = "StepScaling"
  service_namespace  = aws_appautoscaling_target.reads.service_namespace
  resource_id        = aws_appautoscaling_target.reads.resource_id
  scalable_dimension = aws_appautoscaling_target.reads.scalable_dimension

  step_scaling_policy_configuration {
    adjustment_type         = "ChangeInCapacity"
    cooldown                = 60
    metric_aggregation_type = "Maximum"

    step_adjustment {
      metric_interval_lower_bound = 0
      scaling_adjustment          = 5
    }
  }
}

resource "aws_appautoscaling_scheduled_action" "nightly" {
  name               = "nightly"
  service_namespace  = aws_appautoscaling_target.reads.service_namespace
  resource_id        = aws_appautoscaling_target.reads.resource_id
  scalable_dimension = aws_appautoscaling_target.reads.scalable_dimension
  schedule           = "cron(0 1 * * ? *)"
  timezone           = "Europe/London"

  scalable_target_action {
    min_capacity = 5
    max_capacity = 50
  }
}
