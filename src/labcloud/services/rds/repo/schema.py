"""RDS's one SQLite table: clusters, instances, subnet groups and parameter groups as JSON documents
under (kind, account, region, identifier)."""

from __future__ import annotations

TABLES = ("rds_resources",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS rds_resources (
        kind TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        id TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (kind, account_id, region, id)
    )""",
)
