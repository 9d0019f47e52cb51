"""The SQLite tables behind Firehose: delivery streams, the records buffered for delivery (a 200 on
PutRecord means the record is here), and the per-shard checkpoints of streams reading Kinesis.

A stream's destination, source, encryption and tags are JSON documents in their API shapes.
"""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = ("firehose_records", "firehose_checkpoints", "firehose_streams")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS firehose_streams (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        destination_kind TEXT NOT NULL,
        destination TEXT NOT NULL,
        source TEXT,
        encryption TEXT,
        tags TEXT NOT NULL DEFAULT '[]',
        created REAL NOT NULL,
        updated REAL NOT NULL,
        UNIQUE (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS firehose_records (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        stream INTEGER NOT NULL,
        record_id TEXT NOT NULL,
        data BLOB NOT NULL,
        arrival REAL NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
    )""",
    """CREATE TABLE IF NOT EXISTS firehose_checkpoints (
        stream INTEGER NOT NULL,
        shard_id TEXT NOT NULL,
        sequence TEXT NOT NULL,
        PRIMARY KEY (stream, shard_id)
    )""",
    "CREATE INDEX IF NOT EXISTS firehose_records_stream ON firehose_records(stream, id)",
)

MIGRATIONS = (
    # an HTTP endpoint's retry duration runs from the batch's first failure, which a restart must not reset
    Migration(
        1,
        "firehose_streams.failing_since: when the HTTP endpoint first failed the batch now retried",
        ("ALTER TABLE firehose_streams ADD COLUMN failing_since REAL",),
    ),
)
