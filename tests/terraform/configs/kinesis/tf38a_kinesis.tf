# A resource policy on the clicks stream letting a partner account write to it (issue 38).

resource "aws_kinesis_resource_policy" "clicks" {
  resource_arn = aws_kinesis_stream.clicks.arn
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Sid       = "partner-writes"
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::111111111111:root" }
      Action    = ["kinesis:DescribeStreamSummary", "kinesis:ListShards", "kinesis:PutRecord", "kinesis:PutRecords"]
      Resource  = aws_kinesis_stream.clicks.arn
    }]
  })
}
