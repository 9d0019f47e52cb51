"""The stream service's SQLite tables: streams, their shards, and the change records.

A record's ``seq`` is one global, never reused counter (AUTOINCREMENT), so sequence numbers grow
monotonically within every shard and a shard's starting sequence number can be reserved when it
opens. Records carry their stored images as the item store does (compact JSON, binary as base64).
"""

from __future__ import annotations

TABLES = ("ddbstreams_streams", "ddbstreams_shards", "ddbstreams_records")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ddbstreams_streams (
        sid INTEGER PRIMARY KEY AUTOINCREMENT,
        arn TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        table_name TEXT NOT NULL,
        label TEXT NOT NULL,
        view_type TEXT NOT NULL,
        key_schema TEXT NOT NULL,
        created REAL NOT NULL,
        status TEXT NOT NULL,
        disabled REAL
    )""",
    "CREATE INDEX IF NOT EXISTS ddbstreams_streams_table ON ddbstreams_streams(account_id, region, table_name)",
    """CREATE TABLE IF NOT EXISTS ddbstreams_shards (
        shid INTEGER PRIMARY KEY AUTOINCREMENT,
        sid INTEGER NOT NULL,
        shard_id TEXT NOT NULL,
        parent TEXT,
        created REAL NOT NULL,
        start_seq INTEGER NOT NULL,
        end_seq INTEGER,
        closed REAL,
        trimmed INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX IF NOT EXISTS ddbstreams_shards_stream ON ddbstreams_shards(sid, shid)",
    """CREATE TABLE IF NOT EXISTS ddbstreams_records (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        shid INTEGER NOT NULL,
        created REAL NOT NULL,
        event TEXT NOT NULL,
        keys TEXT NOT NULL,
        new TEXT,
        old TEXT,
        bin INTEGER NOT NULL DEFAULT 0,
        size INTEGER NOT NULL,
        service INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX IF NOT EXISTS ddbstreams_records_shard ON ddbstreams_records(shid, seq)",
)
