"""The SQLite tables behind OpenSearch Serverless: control-plane records as JSON documents under (account,
Region, kind, id), each collection's indexes (mappings and settings, their document count and next sequence number, kept
as documents come and go so that a write never counts the index) and the indexes' documents."""

from __future__ import annotations

TABLES = ("aoss_records", "aoss_indexes", "aoss_documents")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS aoss_records (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, kind, id)
    )""",
    "CREATE INDEX IF NOT EXISTS aoss_records_name ON aoss_records(account_id, region, kind, name)",
    """CREATE TABLE IF NOT EXISTS aoss_indexes (
        collection_id TEXT NOT NULL,
        name TEXT NOT NULL,
        uuid TEXT NOT NULL,
        mappings TEXT NOT NULL,
        settings TEXT NOT NULL,
        created REAL NOT NULL,
        documents INTEGER NOT NULL DEFAULT 0,
        next_seq INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (collection_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS aoss_documents (
        collection_id TEXT NOT NULL,
        index_name TEXT NOT NULL,
        doc_id TEXT NOT NULL,
        source TEXT NOT NULL,
        version INTEGER NOT NULL,
        seq_no INTEGER NOT NULL,
        PRIMARY KEY (collection_id, index_name, doc_id)
    )""",
)
