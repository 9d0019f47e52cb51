# S3 access settings: a bucket for browser uploads with CORS rules, a public access block, object
# ownership that allows ACLs, and a canned bucket ACL.

resource "aws_s3_bucket" "browser" {
  bucket = "${var.prefix}-browser"
}

resource "aws_s3_bucket_cors_configuration" "browser" {
  bucket = aws_s3_bucket.browser.id
  cors_rule {
    id              = "uploads"
    allowed_headers = ["content-type", "x-amz-*"]
    allowed_methods = ["PUT", "POST"]
    allowed_origins = ["https://app.example.com"]
    expose_headers  = ["ETag"]
    max_age_seconds = 600
  }
  cors_rule {
    allowed_methods = ["GET"]
    allowed_origins = ["*"]
  }
}

resource "aws_s3_bucket_public_access_block" "browser" {
  bucket                  = aws_s3_bucket.browser.id
  block_public_acls       = true
  block_public_policy     = true
  ignore_public_acls      = true
  restrict_public_buckets = true
}

resource "aws_s3_bucket_ownership_controls" "browser" {
  bucket = aws_s3_bucket.browser.id
  rule {
    object_ownership = "BucketOwnerPreferred"
  }
}

resource "aws_s3_bucket_acl" "browser" {
  depends_on = [aws_s3_bucket_ownership_controls.browser]
  bucket     = aws_s3_bucket.browser.id
  acl        = "private"
}
