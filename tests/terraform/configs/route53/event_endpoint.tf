# An EventBridge global endpoint: the bus "tf-orders" in us-east-1 and in us-west-2, failing over on the
# Route 53 health check of a CloudWatch alarm.
provider "aws" {
  alias      = "west"
  region     = "us-west-2"
  access_key = "test"
  secret_key = "test"
}

resource "aws_cloudwatch_event_bus" "east" {
  name = "tf-orders"
}

resource "aws_cloudwatch_event_bus" "west" {
  provider = aws.west
  name     = "tf-orders"
}

resource "aws_route53_health_check" "primary" {
  type                            = "CLOUDWATCH_METRIC"
  cloudwatch_alarm_name           = "tf-primary-healthy"
  cloudwatch_alarm_region         = "us-east-1"
  insufficient_data_health_status = "Healthy"
}

resource "aws_cloudwatch_event_endpoint" "orders" {
  name        = "tf-orders"
  description = "orders, failing over to us-west-2"
  event_bus {
    event_bus_arn = aws_cloudwatch_event_bus.east.arn
  }
  event_bus {
    event_bus_arn = aws_cloudwatch_event_bus.west.arn
  }
  replication_config {
    state = "DISABLED"
  }
  routing_config {
    failover_config {
      primary {
        health_check = aws_route53_health_check.primary.arn
      }
      secondary {
        route = "us-west-2"
      }
    }
  }
}
