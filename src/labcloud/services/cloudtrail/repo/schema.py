"""The SQLite tables behind CloudTrail: recorded event records and trails."""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = ("cloudtrail_events", "cloudtrail_trails")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS cloudtrail_events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        at REAL NOT NULL,
        category TEXT NOT NULL,
        event_name TEXT NOT NULL,
        event_source TEXT NOT NULL,
        read_only INTEGER NOT NULL,
        username TEXT,
        access_key TEXT,
        resources TEXT NOT NULL DEFAULT '[]',
        record TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS cloudtrail_events_time ON cloudtrail_events(account_id, region, at)",
    """CREATE TABLE IF NOT EXISTS cloudtrail_trails (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        config TEXT NOT NULL,
        selectors TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        logging INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT '{}',
        delivered_seq INTEGER NOT NULL DEFAULT 0,
        created REAL NOT NULL
    )""",
    "CREATE UNIQUE INDEX IF NOT EXISTS cloudtrail_trails_name ON cloudtrail_trails(account_id, region, name)",
)

MIGRATIONS = (
    # a trail's delivery to CloudWatch Logs keeps its own mark: its log group hears of events within
    # seconds, while its S3 files go every five minutes
    Migration(
        1,
        "cloudtrail_trails.logs_seq: the CloudWatch Logs delivery mark",
        ("ALTER TABLE cloudtrail_trails ADD COLUMN logs_seq INTEGER NOT NULL DEFAULT 0",),
    ),
)
