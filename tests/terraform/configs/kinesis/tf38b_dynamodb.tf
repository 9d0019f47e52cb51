# A table that streams its changes into the on-demand stream (issue 38), with contributor insights,
# a tag managed apart from the table (so the table leaves its tags alone) and a resource policy.

data "aws_caller_identity" "current" {}

resource "aws_dynamodb_table" "orders" {
  name         = "${var.prefix}-orders"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"
  attribute {
    name = "id"
    type = "S"
  }
  lifecycle {
    ignore_changes = [tags, tags_all]
  }
}

resource "aws_dynamodb_kinesis_streaming_destination" "orders" {
  table_name                               = aws_dynamodb_table.orders.name
  stream_arn                               = aws_kinesis_stream.events.arn
  approximate_creation_date_time_precision = "MICROSECOND"
}

resource "aws_dynamodb_contributor_insights" "orders" {
  table_name = aws_dynamodb_table.orders.name
}

resource "aws_dynamodb_tag" "orders" {
  resource_arn = aws_dynamodb_table.orders.arn
  key          = "team"
  value        = "orders"
}

resource "aws_dynamodb_resource_policy" "orders" {
  resource_arn = aws_dynamodb_table.orders.arn
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "AccountReads"
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::${data.aws_caller_identity.current.account_id}:root" }
      Action    = "dynamodb:GetItem"
      Resource  = aws_dynamodb_table.orders.arn
    }]
  })
}
