"""AWS Lambda: functions, versions, aliases, layers, invocation (sync and async) and SQS event source mappings."""
