# DynamoDB global tables (issue 38): a version 2019.11.21 table with a replica block, a table whose
# replica is its own resource (aws_dynamodb_table_replica, from a second provider block in us-west-2 of
# the same endpoint), and a version 2017.11.29 global table over two existing tables.
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

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

provider "aws" {
  alias                       = "west"
  region                      = "us-west-2"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_dynamodb_table" "people" {
  name             = "${var.prefix}-people"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "id"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "id"
    type = "S"
  }

  attribute {
    name = "team"
    type = "S"
  }

  global_secondary_index {
    name            = "by-team"
    hash_key        = "team"
    projection_type = "ALL"
  }

  replica {
    region_name = "us-west-2"
  }
}

resource "aws_dynamodb_table" "orders" {
  name             = "${var.prefix}-orders"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "id"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "id"
    type = "S"
  }

  # the replica is managed by aws_dynamodb_table_replica, as the provider documents
  lifecycle {
    ignore_changes = [replica]
  }
}

resource "aws_dynamodb_table_replica" "orders_west" {
  provider         = aws.west
  global_table_arn = aws_dynamodb_table.orders.arn
  tags = {
    replica = "west"
  }
}

resource "aws_dynamodb_table" "legacy_east" {
  name             = "${var.prefix}-legacy"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "id"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "id"
    type = "S"
  }
}

resource "aws_dynamodb_table" "legacy_west" {
  provider         = aws.west
  name             = "${var.prefix}-legacy"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "id"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "id"
    type = "S"
  }
}

resource "aws_dynamodb_global_table" "legacy" {
  name = "${var.prefix}-legacy"

  replica {
    region_name = "us-east-1"
  }

  replica {
    region_name = "us-west-2"
  }

  depends_on = [aws_dynamodb_table.legacy_east, aws_dynamodb_table.legacy_west]
}
