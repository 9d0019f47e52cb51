"""All of Step Functions' SQL: state machines, executions (with their resume cursor), history events, task tokens."""
