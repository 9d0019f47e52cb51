# An alarm on an anomaly detection band (threshold_metric_id naming the ANOMALY_DETECTION_BAND query),
# as AWS's patterns write it: the metric and the band both return data.
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

resource "aws_cloudwatch_metric_alarm" "orders_anomaly" {
  alarm_name          = "tf-orders-anomaly"
  alarm_description   = "orders outside their expected band"
  comparison_operator = "LessThanLowerOrGreaterThanUpperThreshold"
  evaluation_periods  = 2
  threshold_metric_id = "e1"
  treat_missing_data  = "notBreaching"

  metric_query {
    id          = "e1"
    expression  = "ANOMALY_DETECTION_BAND(m1, 2)"
    label       = "Orders (Expected)"
    return_data = true
  }

  metric_query {
    id          = "m1"
    return_data = true
    metric {
      metric_name = "Orders"
      namespace   = "Shop"
      period      = 60
      stat        = "Average"
      dimensions  = { Store = "north" }
    }
  }
}
