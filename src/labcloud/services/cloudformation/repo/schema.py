"""CloudFormation's tables: stacks, their resources and events, change sets, exports, response URLs (all its SQL is in this package)."""

from __future__ import annotations

TABLES = (
    "cfn_stacks",
    "cfn_resources",
    "cfn_events",
    "cfn_change_sets",
    "cfn_exports",
    "cfn_responses",
    "cfn_response_bodies",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS cfn_stacks (
        stack_id TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
        status TEXT NOT NULL, deleted INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL, doc TEXT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS cfn_stacks_by_name ON cfn_stacks (account_id, region, name, deleted)",
    """CREATE TABLE IF NOT EXISTS cfn_resources (
        stack_id TEXT NOT NULL, logical_id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (stack_id, logical_id))""",
    """CREATE TABLE IF NOT EXISTS cfn_events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, stack_id TEXT NOT NULL, doc TEXT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS cfn_events_by_stack ON cfn_events (stack_id, seq)",
    """CREATE TABLE IF NOT EXISTS cfn_change_sets (
        change_set_id TEXT PRIMARY KEY, stack_id TEXT NOT NULL, name TEXT NOT NULL, created REAL NOT NULL,
        doc TEXT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS cfn_change_sets_by_stack ON cfn_change_sets (stack_id, name)",
    """CREATE TABLE IF NOT EXISTS cfn_exports (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, stack_id TEXT NOT NULL,
        value TEXT NOT NULL, PRIMARY KEY (account_id, region, name))""",
    # presigned response URLs (responses.py): pending requests and the bodies PUT to them
    "CREATE TABLE IF NOT EXISTS cfn_responses (token TEXT PRIMARY KEY, doc TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS cfn_response_bodies (
        token TEXT NOT NULL, seq INTEGER NOT NULL, body BLOB NOT NULL, PRIMARY KEY (token, seq))""",
)
