"""Kinesis's storage, the only place holding its SQL: ``schema`` (tables), ``streams`` (stream rows),
``shards`` (shard rows) and ``records`` (data records)."""
