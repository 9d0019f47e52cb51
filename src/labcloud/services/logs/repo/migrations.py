"""Schema changes of the CloudWatch Logs tables after the baseline in :mod:`.schema`."""

from __future__ import annotations

from labcloud.store.db import Migration

MIGRATIONS = (
    Migration(
        1,
        "logs_metric_filters: metric filters per log group",
        (
            """CREATE TABLE IF NOT EXISTS logs_metric_filters (
                group_id INTEGER NOT NULL,
                name TEXT NOT NULL,
                pattern TEXT NOT NULL,
                transformation TEXT NOT NULL,
                metric_namespace TEXT NOT NULL,
                metric_name TEXT NOT NULL,
                creation_time INTEGER NOT NULL,
                PRIMARY KEY (group_id, name)
            )""",
        ),
    ),
    Migration(
        2,
        "logs_resource_policies: account-scoped resource policies",
        (
            """CREATE TABLE IF NOT EXISTS logs_resource_policies (
                account_id TEXT NOT NULL,
                region TEXT NOT NULL,
                name TEXT NOT NULL,
                document TEXT NOT NULL,
                last_updated INTEGER NOT NULL,
                PRIMARY KEY (account_id, region, name)
            )""",
        ),
    ),
    Migration(
        3,
        "logs_query_definitions: saved Logs Insights queries",
        (
            """CREATE TABLE IF NOT EXISTS logs_query_definitions (
                account_id TEXT NOT NULL,
                region TEXT NOT NULL,
                id TEXT NOT NULL,
                name TEXT NOT NULL,
                query_language TEXT NOT NULL,
                query_string TEXT NOT NULL,
                log_group_names TEXT NOT NULL,
                parameters TEXT,
                client_token TEXT,
                last_modified INTEGER NOT NULL,
                PRIMARY KEY (account_id, region, id)
            )""",
        ),
    ),
    Migration(
        4,
        "data protection: policies per log group, and the unmasked text of masked events",
        (
            """CREATE TABLE IF NOT EXISTS logs_data_protection (
                group_id INTEGER PRIMARY KEY,
                document TEXT NOT NULL,
                last_updated INTEGER NOT NULL
            )""",
            "ALTER TABLE logs_events ADD COLUMN unmasked TEXT",
        ),
    ),
    Migration(
        5,
        "logs_account_policies: account-level subscription filter policies",
        (
            """CREATE TABLE IF NOT EXISTS logs_account_policies (
                account_id TEXT NOT NULL,
                region TEXT NOT NULL,
                policy_type TEXT NOT NULL,
                name TEXT NOT NULL,
                document TEXT NOT NULL,
                scope TEXT NOT NULL,
                selection_criteria TEXT,
                last_updated INTEGER NOT NULL,
                PRIMARY KEY (account_id, region, policy_type, name)
            )""",
        ),
    ),
)

#: The tables the migrations add (wiped on reset with the baseline ones).
TABLES = (
    "logs_metric_filters",
    "logs_resource_policies",
    "logs_query_definitions",
    "logs_data_protection",
    "logs_account_policies",
)
