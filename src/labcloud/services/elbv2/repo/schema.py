"""The SQLite tables behind ELBv2: one row per load balancer, target group, listener and rule (its API
shape as a JSON document, with the columns lookups need), and the targets registered in target groups.
A 2xx answer means the row is committed, so everything survives a restart."""

from __future__ import annotations

TABLES = ("elbv2_targets", "elbv2_resources")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS elbv2_resources (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        parent TEXT NOT NULL DEFAULT '',
        dns TEXT NOT NULL DEFAULT '',
        doc TEXT NOT NULL,
        attributes TEXT NOT NULL DEFAULT '{}',
        tags TEXT NOT NULL DEFAULT '[]',
        created REAL NOT NULL,
        seq INTEGER NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS elbv2_resources_kind ON elbv2_resources(account_id, region, kind, name)",
    "CREATE INDEX IF NOT EXISTS elbv2_resources_parent ON elbv2_resources(parent)",
    "CREATE INDEX IF NOT EXISTS elbv2_resources_dns ON elbv2_resources(dns)",
    """CREATE TABLE IF NOT EXISTS elbv2_targets (
        target_group TEXT NOT NULL,
        target_id TEXT NOT NULL,
        port INTEGER NOT NULL DEFAULT 0,
        zone TEXT NOT NULL DEFAULT '',
        registered REAL NOT NULL,
        PRIMARY KEY (target_group, target_id, port)
    )""",
)
