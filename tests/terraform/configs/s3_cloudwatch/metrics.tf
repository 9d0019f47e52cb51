# S3 request metrics: CloudWatch publishes AWS/S3 request metrics (FilterId) for each configuration, one for
# the whole bucket and one for the keys under docs/.

resource "aws_s3_bucket_metric" "uploads_all" {
  bucket = aws_s3_bucket.uploads.id
  name   = "EntireBucket"
}

resource "aws_s3_bucket_metric" "uploads_docs" {
  bucket = aws_s3_bucket.uploads.id
  name   = "docs"
  filter {
    prefix = "docs/"
  }
}
