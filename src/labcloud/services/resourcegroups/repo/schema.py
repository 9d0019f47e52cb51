"""The SQLite table behind Resource Groups: each group with its resource query, settings and tags."""

from __future__ import annotations

TABLES = ("rg_groups",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS rg_groups (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        arn TEXT NOT NULL UNIQUE,
        description TEXT,
        query_type TEXT,
        query TEXT,
        criticality INTEGER,
        owner TEXT,
        display_name TEXT,
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
)
