"""Amazon Kinesis Data Streams."""
