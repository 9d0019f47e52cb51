"""CloudFormation's SQL: stacks, their resources and events, change sets, exports, response URLs."""
