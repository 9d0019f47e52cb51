"""DynamoDB Streams' storage: the only place holding its SQL.

``schema`` (the tables), ``rows`` (streams, shards and records read as typed records, and the
journal's writes), ``retention`` (the trim of what the retention period no longer keeps).
"""
