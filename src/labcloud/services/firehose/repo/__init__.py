"""All of Firehose's SQL: delivery streams, their buffered records and their Kinesis checkpoints."""
