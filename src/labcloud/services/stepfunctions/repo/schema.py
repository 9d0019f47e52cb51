"""The SQLite tables behind Step Functions.

An execution row carries its resume cursor (the next top-level state, its input and, inside a Wait
or a task-token Task, the deadline or the token) and the id of the last history event that cursor
covers: on restart, events past it are dropped and the state runs again from the cursor.
"""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = (
    "sfn_events",
    "sfn_tokens",
    "sfn_executions",
    "sfn_machines",
    "sfn_versions",
    "sfn_aliases",
    "sfn_version_counters",
    "sfn_activities",
    "sfn_activity_tasks",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sfn_machines (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        definition TEXT NOT NULL,
        role_arn TEXT NOT NULL,
        logging TEXT NOT NULL,
        tracing TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        revision_id TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS sfn_machines_owner ON sfn_machines(account_id, region, name)",
    """CREATE TABLE IF NOT EXISTS sfn_executions (
        arn TEXT PRIMARY KEY,
        machine_arn TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        status TEXT NOT NULL,
        input TEXT NOT NULL,
        output TEXT,
        error TEXT,
        cause TEXT,
        started REAL NOT NULL,
        stopped REAL,
        definition TEXT NOT NULL,
        role_arn TEXT NOT NULL,
        trace_header TEXT,
        cursor TEXT,
        cursor_event INTEGER NOT NULL DEFAULT 0,
        last_event INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX IF NOT EXISTS sfn_executions_machine ON sfn_executions(machine_arn, started)",
    "CREATE INDEX IF NOT EXISTS sfn_executions_running ON sfn_executions(status) WHERE status = 'RUNNING'",
    "CREATE INDEX IF NOT EXISTS sfn_executions_stopped ON sfn_executions(stopped) WHERE stopped IS NOT NULL",
    """CREATE TABLE IF NOT EXISTS sfn_events (
        execution_arn TEXT NOT NULL,
        id INTEGER NOT NULL,
        ts REAL NOT NULL,
        type TEXT NOT NULL,
        previous INTEGER NOT NULL,
        details TEXT,
        PRIMARY KEY (execution_arn, id)
    )""",
    """CREATE TABLE IF NOT EXISTS sfn_tokens (
        token TEXT PRIMARY KEY,
        execution_arn TEXT NOT NULL,
        created REAL NOT NULL,
        outcome TEXT
    )""",
)

MIGRATIONS = (
    # versions and aliases (an execution records the version and alias it ran), and redrives
    Migration(
        1,
        "sfn_versions, sfn_aliases; executions' version, alias and redrive columns",
        (
            """CREATE TABLE IF NOT EXISTS sfn_versions (
                arn TEXT PRIMARY KEY,
                machine_arn TEXT NOT NULL,
                number INTEGER NOT NULL,
                type TEXT NOT NULL,
                definition TEXT NOT NULL,
                role_arn TEXT NOT NULL,
                logging TEXT NOT NULL,
                tracing TEXT NOT NULL,
                revision_id TEXT NOT NULL,
                description TEXT,
                created REAL NOT NULL
            )""",
            "CREATE INDEX IF NOT EXISTS sfn_versions_machine ON sfn_versions(machine_arn, number)",
            """CREATE TABLE IF NOT EXISTS sfn_version_counters (
                machine_arn TEXT PRIMARY KEY,
                last INTEGER NOT NULL,
                initial_revision TEXT NOT NULL
            )""",
            """CREATE TABLE IF NOT EXISTS sfn_aliases (
                arn TEXT PRIMARY KEY,
                machine_arn TEXT NOT NULL,
                name TEXT NOT NULL,
                description TEXT,
                routing TEXT NOT NULL,
                created REAL NOT NULL,
                updated REAL NOT NULL
            )""",
            "ALTER TABLE sfn_executions ADD COLUMN version_arn TEXT",
            "ALTER TABLE sfn_executions ADD COLUMN alias_arn TEXT",
            "ALTER TABLE sfn_executions ADD COLUMN redrive_count INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE sfn_executions ADD COLUMN redrive_date REAL",
            "ALTER TABLE sfn_executions ADD COLUMN redrive_token TEXT",
        ),
    ),
    # activities and the tasks that wait for their workers
    Migration(
        2,
        "sfn_activities, sfn_activity_tasks",
        (
            """CREATE TABLE IF NOT EXISTS sfn_activities (
                arn TEXT PRIMARY KEY,
                account_id TEXT NOT NULL,
                region TEXT NOT NULL,
                name TEXT NOT NULL,
                tags TEXT NOT NULL DEFAULT '{}',
                created REAL NOT NULL
            )""",
            """CREATE TABLE IF NOT EXISTS sfn_activity_tasks (
                token TEXT PRIMARY KEY,
                activity_arn TEXT NOT NULL,
                execution_arn TEXT NOT NULL,
                input TEXT NOT NULL,
                scheduled REAL NOT NULL,
                started REAL,
                worker TEXT
            )""",
            "CREATE INDEX IF NOT EXISTS sfn_activity_tasks_pending ON sfn_activity_tasks(activity_arn, scheduled)",
        ),
    ),
)
