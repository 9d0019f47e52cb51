# S3 replication: a versioned bucket in us-east-1 whose "shared/" objects (and delete markers) S3 copies
# to a versioned bucket in eu-west-1, as a role S3 assumes. labcloud serves every region on one
# endpoint, so the second region needs only a provider alias.

provider "aws" {
  alias                       = "replica"
  region                      = "eu-west-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_requesting_account_id  = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
  s3_use_path_style           = true
}

resource "aws_s3_bucket" "mirror_source" {
  bucket        = "${var.prefix}-mirror-source"
  force_destroy = true
}

resource "aws_s3_bucket_versioning" "mirror_source" {
  bucket = aws_s3_bucket.mirror_source.id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_s3_bucket" "mirror_replica" {
  provider      = aws.replica
  bucket        = "${var.prefix}-mirror-replica"
  force_destroy = true
}

resource "aws_s3_bucket_versioning" "mirror_replica" {
  provider = aws.replica
  bucket   = aws_s3_bucket.mirror_replica.id
  versioning_configuration {
    status = "Enabled"
  }
}

resource "aws_iam_role" "replication" {
  provider = aws.replica
  name     = "${var.prefix}-s3-replication"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = { Service = "s3.amazonaws.com" }
      Action    = "sts:AssumeRole"
    }]
  })
}

resource "aws_iam_role_policy" "replication" {
  provider = aws.replica
  name     = "replicate"
  role     = aws_iam_role.replication.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [
      {
        Effect   = "Allow"
        Action   = ["s3:GetReplicationConfiguration", "s3:ListBucket"]
        Resource = [aws_s3_bucket.mirror_source.arn]
      },
      {
        Effect   = "Allow"
        Action   = ["s3:GetObjectVersionForReplication", "s3:GetObjectVersionAcl"]
        Resource = ["${aws_s3_bucket.mirror_source.arn}/*"]
      },
      {
        Effect   = "Allow"
        Action   = ["s3:ReplicateObject", "s3:ReplicateDelete"]
        Resource = ["${aws_s3_bucket.mirror_replica.arn}/*"]
      },
    ]
  })
}

resource "aws_s3_bucket_replication_configuration" "mirror" {
  depends_on = [aws_s3_bucket_versioning.mirror_source, aws_s3_bucket_versioning.mirror_replica]
  role       = aws_iam_role.replication.arn
  bucket     = aws_s3_bucket.mirror_source.id

  rule {
    id       = "shared"
    priority = 1
    status   = "Enabled"
    filter {
      prefix = "shared/"
    }
    delete_marker_replication {
      status = "Enabled"
    }
    destination {
      bucket        = aws_s3_bucket.mirror_replica.arn
      storage_class = "STANDARD_IA"
    }
  }
}
