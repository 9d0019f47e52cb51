"""The SQLite table behind ECS: every cluster, task definition, service and task is a JSON document under
its ARN, with the columns its lookups need (kind, owner, the cluster or family it belongs to, its name;
a task's service, address and when it stopped)."""

from __future__ import annotations

TABLES = ("ecs_resources",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ecs_resources (
        arn TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        parent TEXT NOT NULL,
        name TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        service TEXT NOT NULL DEFAULT '',
        ip TEXT NOT NULL DEFAULT '',
        stopped REAL
    )""",
    "CREATE INDEX IF NOT EXISTS ecs_resources_owner ON ecs_resources(account_id, region, kind, parent, name)",
    # a task's service and whether it is stopped: a service's live tasks, the addresses in use, pruning
    "CREATE INDEX IF NOT EXISTS ecs_resources_tasks ON ecs_resources(kind, service, stopped)",
)
