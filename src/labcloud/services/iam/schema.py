"""The IAM provider's SQLite tables: roles, users, access keys, inline and managed policies, attachments."""

from __future__ import annotations

TABLES = (
    "iam_roles",
    "iam_users",
    "iam_access_keys",
    "iam_inline_policies",
    "iam_policies",
    "iam_policy_versions",
    "iam_attachments",
    "iam_boundaries",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS iam_roles (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        role_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        trust_policy TEXT NOT NULL,
        description TEXT,
        max_session INTEGER NOT NULL DEFAULT 3600,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_users (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        user_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, name)
    )""",
    # user_name '' = the account root's own keys.
    """CREATE TABLE IF NOT EXISTS iam_access_keys (
        access_key TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        account_id TEXT NOT NULL,
        user_name TEXT NOT NULL COLLATE NOCASE,
        status TEXT NOT NULL DEFAULT 'Active',
        created REAL NOT NULL
    )""",
    # kind: role | user
    """CREATE TABLE IF NOT EXISTS iam_inline_policies (
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        owner TEXT NOT NULL COLLATE NOCASE,
        name TEXT NOT NULL COLLATE NOCASE,
        document TEXT NOT NULL,
        PRIMARY KEY (account_id, kind, owner, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_policies (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        policy_id TEXT NOT NULL,
        description TEXT,
        default_version TEXT NOT NULL,
        next_version INTEGER NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]'
    )""",
    """CREATE TABLE IF NOT EXISTS iam_policy_versions (
        arn TEXT NOT NULL,
        version_id TEXT NOT NULL,
        document TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (arn, version_id)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_attachments (
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        owner TEXT NOT NULL COLLATE NOCASE,
        policy_arn TEXT NOT NULL,
        attached REAL NOT NULL,
        PRIMARY KEY (account_id, kind, owner, policy_arn)
    )""",
    "CREATE INDEX IF NOT EXISTS iam_attachments_policy ON iam_attachments(policy_arn)",
    # A role's or user's permissions boundary (kind: role | user).
    """CREATE TABLE IF NOT EXISTS iam_boundaries (
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        owner TEXT NOT NULL COLLATE NOCASE,
        policy_arn TEXT NOT NULL,
        PRIMARY KEY (account_id, kind, owner)
    )""",
)
