"""CloudWatch Logs: log groups, streams, events and the filter-pattern language."""
