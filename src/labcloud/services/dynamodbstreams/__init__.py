"""DynamoDB Streams: the change log of tables with a StreamSpecification, and the ``dynamodbstreams`` API."""
