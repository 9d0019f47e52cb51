# The uploads bucket's lifecycle rules and static website.

resource "aws_s3_bucket_lifecycle_configuration" "uploads" {
  bucket = aws_s3_bucket.uploads.id

  rule {
    id     = "expire-tmp"
    status = "Enabled"
    filter {
      prefix = "tmp/"
    }
    expiration {
      days = 7
    }
  }

  rule {
    id     = "archive-big-logs"
    status = "Enabled"
    filter {
      and {
        prefix                   = "logs/"
        object_size_greater_than = 1048576
      }
    }
    transition {
      days          = 30
      storage_class = "STANDARD_IA"
    }
    transition {
      days          = 90
      storage_class = "GLACIER"
    }
    expiration {
      days = 365
    }
  }

  rule {
    id     = "abort-uploads"
    status = "Disabled"
    filter {}
    abort_incomplete_multipart_upload {
      days_after_initiation = 3
    }
  }
}

resource "aws_s3_bucket_website_configuration" "uploads" {
  bucket = aws_s3_bucket.uploads.id

  index_document {
    suffix = "index.html"
  }

  error_document {
    key = "error.html"
  }

  routing_rule {
    condition {
      key_prefix_equals = "old/"
    }
    redirect {
      replace_key_prefix_with = "docs/"
      http_redirect_code      = "302"
    }
  }
}
