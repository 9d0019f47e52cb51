"""All of S3's SQL: buckets, objects, multipart uploads and their parts, read back as typed rows."""
