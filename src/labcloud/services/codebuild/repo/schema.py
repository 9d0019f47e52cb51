"""The SQLite table behind CodeBuild: every project and build a JSON document under (account, region,
kind, id), with its parent (a build's project) and, for builds, whether it is complete."""

from __future__ import annotations

TABLES = ("codebuild_records",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS codebuild_records (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        parent TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        done INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, region, kind, id)
    )""",
    "CREATE INDEX IF NOT EXISTS codebuild_records_parent"
    " ON codebuild_records(account_id, region, kind, parent, created)",
    "CREATE INDEX IF NOT EXISTS codebuild_records_open ON codebuild_records(kind, done)",
)
