# S3 object versioning: a bucket that keeps every version of its objects. force_destroy empties its
# versions and delete markers too, so destroy removes it with history left in it.

resource "aws_s3_bucket" "history" {
  bucket        = "${var.prefix}-history"
  force_destroy = true
}

resource "aws_s3_bucket_versioning" "history" {
  bucket = aws_s3_bucket.history.id
  versioning_configuration {
    status = "Enabled"
  }
}
