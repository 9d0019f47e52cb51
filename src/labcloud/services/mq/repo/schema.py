"""The SQLite tables behind Amazon MQ: every broker and configuration is a JSON document under its ARN
(with its id, name and owner as columns), and every message put on a broker's queue is a row until a
consumer settles it (its lease, while a consumer holds it, and how often it was delivered)."""

from __future__ import annotations

TABLES = ("mq_resources", "mq_messages")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS mq_resources (
        arn TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE UNIQUE INDEX IF NOT EXISTS mq_resources_id ON mq_resources(account_id, kind, id)",
    "CREATE INDEX IF NOT EXISTS mq_resources_owner ON mq_resources(account_id, region, kind, created)",
    """CREATE TABLE IF NOT EXISTS mq_messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        broker_arn TEXT NOT NULL,
        queue TEXT NOT NULL,
        vhost TEXT NOT NULL,
        doc TEXT NOT NULL,
        leased_until REAL NOT NULL DEFAULT 0,
        deliveries INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX IF NOT EXISTS mq_messages_queue ON mq_messages(broker_arn, queue, vhost, seq)",
)
