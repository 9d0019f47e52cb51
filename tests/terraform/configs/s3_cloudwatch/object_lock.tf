# S3 Object Lock: a bucket created with Object Lock (versioning turns on with it) and a default
# GOVERNANCE retention for new objects. force_destroy empties it as the provider does, bypassing
# GOVERNANCE retention, so destroy removes it.

resource "aws_s3_bucket" "vault" {
  bucket              = "${var.prefix}-vault"
  object_lock_enabled = true
  force_destroy       = true
}

resource "aws_s3_bucket_object_lock_configuration" "vault" {
  bucket = aws_s3_bucket.vault.id
  rule {
    default_retention {
      mode = "GOVERNANCE"
      days = 7
    }
  }
}
