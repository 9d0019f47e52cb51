"""The SQLite tables of CloudWatch Logs: groups, tags, streams, events and subscription filters.

Events carry their group and stream ids; the two time indexes serve FilterLogEvents (one group,
by time) and GetLogEvents (one stream, by time). ``json_object`` marks messages that may be a
JSON object (first non-blank character ``{``), so JSON patterns skip the rest in SQL.
"""

from __future__ import annotations

TABLES = ("logs_subscriptions", "logs_events", "logs_streams", "logs_tags", "logs_groups")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS logs_groups (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        creation_time INTEGER NOT NULL,
        retention_days INTEGER,
        kms_key_id TEXT,
        log_group_class TEXT NOT NULL DEFAULT 'STANDARD',
        deletion_protection INTEGER NOT NULL DEFAULT 0,
        UNIQUE (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS logs_tags (
        group_id INTEGER NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (group_id, key)
    )""",
    """CREATE TABLE IF NOT EXISTS logs_streams (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        group_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        creation_time INTEGER NOT NULL,
        first_event_ts INTEGER,
        last_event_ts INTEGER,
        last_ingestion_time INTEGER,
        upload_seq INTEGER NOT NULL DEFAULT 0,
        stored_bytes INTEGER NOT NULL DEFAULT 0,
        UNIQUE (group_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS logs_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        group_id INTEGER NOT NULL,
        stream_id INTEGER NOT NULL,
        ts INTEGER NOT NULL,
        ingestion_time INTEGER NOT NULL,
        json_object INTEGER NOT NULL,
        message TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS logs_events_group_ts ON logs_events(group_id, ts)",
    "CREATE INDEX IF NOT EXISTS logs_events_stream_ts ON logs_events(stream_id, ts)",
    """CREATE TABLE IF NOT EXISTS logs_subscriptions (
        group_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        pattern TEXT NOT NULL,
        destination_arn TEXT NOT NULL,
        role_arn TEXT,
        distribution TEXT NOT NULL,
        creation_time INTEGER NOT NULL,
        PRIMARY KEY (group_id, name)
    )""",
)
