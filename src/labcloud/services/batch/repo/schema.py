"""The SQLite table behind Batch: every compute environment, job queue, job definition, scheduling policy
and job is a JSON document under its ARN, with the columns its lookups need (kind, owner, name, the queue
of a job, its status as last announced, whether it ended)."""

from __future__ import annotations

TABLES = ("batch_resources",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS batch_resources (
        arn TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        parent TEXT NOT NULL DEFAULT '',
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        announced TEXT NOT NULL DEFAULT ''
    )""",
    "CREATE INDEX IF NOT EXISTS batch_resources_owner ON batch_resources(account_id, region, kind, name)",
    # jobs whose status on the clock may have moved past the one last announced on EventBridge
    "CREATE INDEX IF NOT EXISTS batch_resources_announced ON batch_resources(kind, announced)",
)
