"""Amazon S3: buckets, objects on disk, multipart uploads, bucket policies and event notifications."""
