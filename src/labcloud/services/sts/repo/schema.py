"""STS's tables: sessions, the session policies limiting them, and their tags."""

from __future__ import annotations

TABLES = ("sts_sessions", "sts_session_policies", "sts_session_tags")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sts_sessions (
        access_key TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        token TEXT NOT NULL,
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        arn TEXT NOT NULL,
        role_arn TEXT,
        name TEXT,
        session_name TEXT,
        user_id TEXT,
        expires REAL NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS sts_sessions_expires ON sts_sessions(expires)",
    # documents: JSON list of [name, document text]
    """CREATE TABLE IF NOT EXISTS sts_session_policies (
        access_key TEXT PRIMARY KEY,
        documents TEXT NOT NULL
    )""",
    # tags / transitive: JSON lists of [key, value]
    """CREATE TABLE IF NOT EXISTS sts_session_tags (
        access_key TEXT PRIMARY KEY,
        tags TEXT NOT NULL,
        transitive TEXT NOT NULL
    )""",
)
