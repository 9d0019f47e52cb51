"""The S3 Control tables: access points of both kinds, and each account's public access block."""

TABLES = ("s3control_points", "s3control_account_blocks")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS s3control_points (
        account_id TEXT NOT NULL, region TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
        alias TEXT NOT NULL UNIQUE, created REAL NOT NULL, policy TEXT, doc TEXT NOT NULL,
        PRIMARY KEY (account_id, region, kind, name))""",
    """CREATE TABLE IF NOT EXISTS s3control_account_blocks (
        account_id TEXT PRIMARY KEY, doc TEXT NOT NULL)""",
)
