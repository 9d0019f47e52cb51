"""labcloud: a local, Docker-free AWS serverless cloud (SQS, Lambda, DynamoDB, Logs, IAM/STS)."""

__version__ = "0.1.0"
