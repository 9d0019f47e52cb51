"""DynamoDB service: data model, expression engine and provider."""
