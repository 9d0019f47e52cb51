"""The SQLite tables behind API Gateway's REST APIs.

Each row keeps the resource's AWS document (JSON, the shape GetRestApi/GetResource/GetStage answer)
beside the columns lookups need. A deployment keeps a snapshot of every resource of the API as it was
deployed: the data plane serves a stage from its deployment's snapshot, never from the live resources.
API ids are unique across accounts (the invoke host names only the id), children are keyed by it.
"""

from __future__ import annotations

TABLES = ("apigw_parts", "apigw_stages", "apigw_deployments", "apigw_resources", "apigw_rest_apis")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS apigw_rest_apis (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        created REAL NOT NULL,
        doc TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS apigw_rest_apis_owner ON apigw_rest_apis (account_id, region, created, id)",
    """CREATE TABLE IF NOT EXISTS apigw_resources (
        api_id TEXT NOT NULL,
        id TEXT NOT NULL,
        parent_id TEXT,
        path TEXT NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (api_id, id)
    )""",
    """CREATE TABLE IF NOT EXISTS apigw_deployments (
        api_id TEXT NOT NULL,
        id TEXT NOT NULL,
        created REAL NOT NULL,
        doc TEXT NOT NULL,
        snapshot TEXT NOT NULL,
        PRIMARY KEY (api_id, id)
    )""",
    """CREATE TABLE IF NOT EXISTS apigw_stages (
        api_id TEXT NOT NULL,
        name TEXT NOT NULL,
        created REAL NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (api_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS apigw_parts (
        scope TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        created REAL NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (scope, kind, id)
    )""",
)
