# More S3 and CloudWatch Logs types: an object, the bucket's default encryption, a log resource policy
# and a saved Logs Insights query.

resource "aws_s3_object" "readme" {
  bucket       = aws_s3_bucket.uploads.id
  key          = "docs/readme.txt"
  content      = "uploaded by terraform"
  content_type = "text/plain"
}

resource "aws_s3_bucket_server_side_encryption_configuration" "uploads" {
  bucket = aws_s3_bucket.uploads.id
  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm = "AES256"
    }
  }
}

resource "aws_cloudwatch_log_resource_policy" "events" {
  policy_name = "${var.prefix}-events-to-logs"
  policy_document = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "events.amazonaws.com" }
      Action    = ["logs:CreateLogStream", "logs:PutLogEvents"]
      Resource  = "${aws_cloudwatch_log_group.app.arn}:*"
    }]
  })
}

resource "aws_cloudwatch_query_definition" "errors" {
  name            = "${var.prefix}/errors"
  log_group_names = [aws_cloudwatch_log_group.app.name]
  query_string    = "fields @timestamp, @message\n| filter @message like /ERROR/\n| sort @timestamp desc\n"
}
