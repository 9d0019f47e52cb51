"""All of CloudWatch Logs' SQL: its tables (``schema``, ``migrations``, ``queries``) and one module per
record kind, each answering typed records (groups, streams, events, subscription and metric filters,
data protection and resource policies, saved and run Logs Insights queries) and the retention sweep."""
