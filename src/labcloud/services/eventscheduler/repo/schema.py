"""The SQLite tables behind EventBridge Scheduler.

``scheduler_runs`` is the durable outbox: a schedule falling due writes one row (and its next firing
time, or its deletion) in one transaction; the row goes once delivered, sent to the dead-letter queue
or dropped, so a firing pending at a restart is made after it, once.
"""

from __future__ import annotations

TABLES = ("scheduler_runs", "scheduler_schedules", "scheduler_groups")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS scheduler_groups (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS scheduler_schedules (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        grp TEXT NOT NULL,
        name TEXT NOT NULL,
        spec TEXT NOT NULL,
        created REAL NOT NULL,
        modified REAL NOT NULL,
        next_fire REAL,
        PRIMARY KEY (account_id, region, grp, name)
    )""",
    "CREATE INDEX IF NOT EXISTS scheduler_schedules_due ON scheduler_schedules(next_fire)"
    " WHERE next_fire IS NOT NULL",
    """CREATE TABLE IF NOT EXISTS scheduler_runs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        schedule_arn TEXT NOT NULL,
        target TEXT NOT NULL,
        scheduled REAL NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        due REAL NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS scheduler_runs_due ON scheduler_runs(due)",
)
