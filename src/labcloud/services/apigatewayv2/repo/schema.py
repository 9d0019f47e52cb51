"""The SQLite tables behind HTTP APIs: each row keeps the resource's AWS document (JSON, the shape the
Get operations answer); VPC links are account-wide (not parts of an API). API ids are unique across accounts (the invoke host names only the id)."""

from __future__ import annotations

TABLES = ("apigwv2_parts", "apigwv2_apis", "apigwv2_vpclinks")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS apigwv2_apis (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        created REAL NOT NULL,
        doc TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS apigwv2_apis_owner ON apigwv2_apis (account_id, region, created, id)",
    """CREATE TABLE IF NOT EXISTS apigwv2_parts (
        api_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        created REAL NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (api_id, kind, id)
    )""",
    """CREATE TABLE IF NOT EXISTS apigwv2_vpclinks (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        created REAL NOT NULL,
        doc TEXT NOT NULL
    )""",
)
