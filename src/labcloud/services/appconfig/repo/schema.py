"""The SQLite tables behind AppConfig: every resource a JSON document under (account, region, kind, id)
with its parent (the application, or the profile of a hosted version), and the data plane's sessions."""

from __future__ import annotations

TABLES = ("appconfig_records", "appconfig_sessions")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS appconfig_records (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        parent TEXT NOT NULL,
        doc TEXT NOT NULL,
        content BLOB,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, kind, id)
    )""",
    "CREATE INDEX IF NOT EXISTS appconfig_records_parent ON appconfig_records(account_id, region, kind, parent)",
    """CREATE TABLE IF NOT EXISTS appconfig_sessions (
        token TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        session TEXT NOT NULL,
        served TEXT NOT NULL,
        expires REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS appconfig_sessions_expires ON appconfig_sessions(expires)",
)
