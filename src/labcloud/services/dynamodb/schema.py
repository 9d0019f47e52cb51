"""The provider's SQLite tables: table metadata, items, secondary-index entries, idempotency tokens.

Items are keyed by (table id, partition bytes, sort bytes). Partition bytes are an 8-byte hash
prefix followed by the canonical key bytes, so a Scan walks partitions in hash order and a
parallel-scan segment is a contiguous range; sort bytes are ``sort_key_bytes`` (order
preserving), so a Query is an index range scan. Index entries hold the projected item under
(table id, index name, index partition bytes, index sort bytes, table key bytes).
"""

from __future__ import annotations

TABLES = ("ddb_tables", "ddb_items", "ddb_index_items", "ddb_tx_tokens")

SCHEMA = (
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
