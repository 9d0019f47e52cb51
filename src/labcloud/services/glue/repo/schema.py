"""The SQLite table behind Glue: every resource a JSON document under (account, region, kind, id) with its
parent (a table's database, a partition's or version's table, a run's job)."""

from __future__ import annotations

TABLES = ("glue_records",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS glue_records (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        parent TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, kind, id)
    )""",
    "CREATE INDEX IF NOT EXISTS glue_records_parent ON glue_records(account_id, region, kind, parent, created)",
)
