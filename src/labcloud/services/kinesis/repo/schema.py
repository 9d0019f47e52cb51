"""The SQLite tables behind Kinesis: streams, their shards, the data records of each shard, and the
streams' registered (enhanced fan-out) consumers.

Records are indexed by ``(stream, shard, seq)`` (reads and iterators walk a shard in order) and by
``(stream, shard, arrival)`` (AT_TIMESTAMP iterators and the retention trim).
"""

from __future__ import annotations

TABLES = ("kinesis_records", "kinesis_shards", "kinesis_consumers", "kinesis_streams")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS kinesis_streams (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        mode TEXT NOT NULL,
        status TEXT NOT NULL,
        status_until REAL NOT NULL,
        retention_hours INTEGER NOT NULL,
        encryption_type TEXT NOT NULL DEFAULT 'NONE',
        key_id TEXT,
        max_record_kib INTEGER NOT NULL DEFAULT 1024,
        monitoring TEXT NOT NULL DEFAULT '[]',
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        next_seq INTEGER NOT NULL DEFAULT 1,
        next_shard INTEGER NOT NULL DEFAULT 0,
        policy TEXT,
        UNIQUE (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS kinesis_shards (
        stream INTEGER NOT NULL,
        idx INTEGER NOT NULL,
        parent INTEGER,
        adjacent_parent INTEGER,
        start_hash TEXT NOT NULL,
        end_hash TEXT NOT NULL,
        start_seq INTEGER NOT NULL,
        end_seq INTEGER,
        created REAL NOT NULL,
        closed REAL,
        PRIMARY KEY (stream, idx)
    )""",
    """CREATE TABLE IF NOT EXISTS kinesis_records (
        stream INTEGER NOT NULL,
        shard INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        partition_key TEXT NOT NULL,
        data BLOB NOT NULL,
        arrival REAL NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS kinesis_consumers (
        stream INTEGER NOT NULL,
        name TEXT NOT NULL,
        arn TEXT NOT NULL UNIQUE,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (stream, name)
    )""",
    "CREATE UNIQUE INDEX IF NOT EXISTS kinesis_records_seq ON kinesis_records(stream, shard, seq)",
    "CREATE INDEX IF NOT EXISTS kinesis_records_arrival ON kinesis_records(stream, shard, arrival)",
)
