"""The SQLite tables behind AppSync: GraphQL APIs (with their schema text) and what hangs under an API."""

from __future__ import annotations

TABLES = ("appsync_apis", "appsync_items")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS appsync_apis (
        api_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        body TEXT NOT NULL,
        schema_text TEXT,
        schema_status TEXT,
        schema_details TEXT,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS appsync_apis_account ON appsync_apis(account_id, region, created)",
    """CREATE TABLE IF NOT EXISTS appsync_items (
        api_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        key TEXT NOT NULL,
        body TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (api_id, kind, key)
    )""",
)
