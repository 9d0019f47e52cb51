"""DynamoDB's SQLite tables: table metadata, items, secondary-index entries, idempotency tokens,
backups and the point-in-time journal.

Items are keyed by (table id, partition bytes, sort bytes). Partition bytes are an 8-byte hash
prefix followed by the canonical key bytes, so a Scan walks partitions in hash order and a
parallel-scan segment is a contiguous range; sort bytes are ``sort_key_bytes`` (order
preserving), so a Query is an index range scan. Index entries hold the projected item under
(table id, index name, index partition bytes, index sort bytes, table key bytes).
"""

from __future__ import annotations

from labcloud.services.dynamodb.repo import kinesis_outbox, replication
from labcloud.store.db import Migration

ITEM_TABLES = ("ddb_tables", "ddb_items", "ddb_index_items", "ddb_tx_tokens")

ITEM_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ddb_tables (
        tid INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        meta TEXT NOT NULL,
        UNIQUE (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ddb_items (
        tid INTEGER NOT NULL,
        hk BLOB NOT NULL,
        rk BLOB NOT NULL,
        item TEXT NOT NULL,
        bin INTEGER NOT NULL DEFAULT 0,
        size INTEGER NOT NULL,
        ttl REAL,
        PRIMARY KEY (tid, hk, rk)
    ) WITHOUT ROWID""",
    "CREATE INDEX IF NOT EXISTS ddb_items_ttl ON ddb_items(ttl) WHERE ttl IS NOT NULL",
    """CREATE TABLE IF NOT EXISTS ddb_index_items (
        tid INTEGER NOT NULL,
        iname TEXT NOT NULL,
        hk BLOB NOT NULL,
        rk BLOB NOT NULL,
        pk BLOB NOT NULL,
        item TEXT NOT NULL,
        bin INTEGER NOT NULL DEFAULT 0,
        size INTEGER NOT NULL,
        PRIMARY KEY (tid, iname, hk, rk, pk)
    ) WITHOUT ROWID""",
    """CREATE TABLE IF NOT EXISTS ddb_tx_tokens (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        token TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        response TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, token)
    )""",
)

BACKUP_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ddb_backups (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        table_name TEXT NOT NULL,
        table_arn TEXT NOT NULL,
        meta TEXT NOT NULL,
        created REAL NOT NULL,
        items INTEGER NOT NULL,
        size INTEGER NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS ddb_backup_items (
        arn TEXT NOT NULL,
        hk BLOB NOT NULL,
        rk BLOB NOT NULL,
        item TEXT NOT NULL,
        bin INTEGER NOT NULL,
        size INTEGER NOT NULL,
        ttl REAL,
        PRIMARY KEY (arn, hk, rk)
    ) WITHOUT ROWID""",
)
BACKUP_TABLES = ("ddb_backups", "ddb_backup_items")
BACKUP_MIGRATIONS = (
    Migration(
        2,
        "ddb_backups.kind: USER or SYSTEM backups",
        ("ALTER TABLE ddb_backups ADD COLUMN kind TEXT NOT NULL DEFAULT 'USER'",),
    ),
)

JOURNAL = """CREATE TABLE IF NOT EXISTS ddb_pitr_journal (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    tid INTEGER NOT NULL,
    at REAL NOT NULL,
    hk BLOB NOT NULL,
    rk BLOB NOT NULL,
    old TEXT,
    bin INTEGER NOT NULL DEFAULT 0,
    size INTEGER NOT NULL DEFAULT 0
)"""
JOURNAL_INDEX = "CREATE INDEX IF NOT EXISTS ddb_pitr_journal_at ON ddb_pitr_journal(tid, at)"

JOURNAL_MIGRATIONS = (
    Migration(1, "ddb_pitr_journal: before-images for point-in-time restore", (JOURNAL, JOURNAL_INDEX)),
)
JOURNAL_TABLES = ("ddb_pitr_journal",)

TABLES = ITEM_TABLES + BACKUP_TABLES + JOURNAL_TABLES + kinesis_outbox.TABLES + replication.TABLES
SCHEMA = ITEM_SCHEMA + BACKUP_SCHEMA
#: One migration numbering for the service: the journal holds version 1, backups' kind version 2, the
#: Kinesis destinations' outbox version 3, global tables' replication version 4.
MIGRATIONS = JOURNAL_MIGRATIONS + BACKUP_MIGRATIONS + kinesis_outbox.MIGRATIONS + replication.MIGRATIONS
