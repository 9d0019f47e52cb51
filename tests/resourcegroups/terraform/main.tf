# AWS Resource Groups and the Tagging API through the hashicorp/aws provider: a queue and a topic tagged for
# one application, a tag-query group and a stack-less tag group with its own tags, and the Tagging API's
# data source finding the application's resources.
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

resource "aws_sqs_queue" "orders" {
  name = "tf-orders"
  tags = {
    app = "tf-shop"
  }
}

resource "aws_sns_topic" "events" {
  name = "tf-events"
  tags = {
    app = "tf-shop"
  }
}

resource "aws_resourcegroups_group" "shop" {
  name        = "tf-shop"
  description = "the shop"

  resource_query {
    query = jsonencode({
      ResourceTypeFilters = ["AWS::AllSupported"]
      TagFilters = [
        {
          Key    = "app"
          Values = ["tf-shop"]
        }
      ]
    })
  }

  tags = {
    team = "shop"
  }
}

resource "aws_resourcegroups_group" "queues" {
  name = "tf-queues"

  resource_query {
    type = "TAG_FILTERS_1_0"
    query = jsonencode({
      ResourceTypeFilters = ["AWS::SQS::Queue"]
      TagFilters = [
        {
          Key    = "app"
          Values = ["tf-shop"]
        }
      ]
    })
  }
}

data "aws_resourcegroupstaggingapi_resources" "shop" {
  tag_filter {
    key    = "app"
    values = ["tf-shop"]
  }

  depends_on = [aws_sqs_queue.orders, aws_sns_topic.events]
}

output "found" {
  value = sort([for r in data.aws_resourcegroupstaggingapi_resources.shop.resource_tag_mapping_list : r.resource_arn])
}

output "group_arn" {
  value = aws_resourcegroups_group.shop.arn
}
