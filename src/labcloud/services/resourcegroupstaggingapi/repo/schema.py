"""The SQLite table behind the Tagging API: the pagination tokens it handed out (a token names its query and
where the next page starts, and expires as AWS's do)."""

from __future__ import annotations

TABLES = ("tagging_tokens",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS tagging_tokens (
        token TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        query TEXT NOT NULL,
        position INTEGER NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS tagging_tokens_created ON tagging_tokens(created)",
)
