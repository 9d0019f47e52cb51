"""The SQLite tables behind AWS WAF: each entity (web ACL, IP set, regex pattern set, rule group) a JSON
document under (account, region, kind, id) with its scope, name and lock token; the web ACL protecting each
resource ARN; the requests sampled for GetSampledRequests (bounded per web ACL)."""

from __future__ import annotations

TABLES = ("wafv2_entities", "wafv2_associations", "wafv2_samples")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS wafv2_entities (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        scope TEXT NOT NULL,
        name TEXT NOT NULL,
        arn TEXT NOT NULL,
        lock_token TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, kind, id)
    )""",
    "CREATE UNIQUE INDEX IF NOT EXISTS wafv2_entities_name ON wafv2_entities(account_id, region, kind, scope, name)",
    "CREATE UNIQUE INDEX IF NOT EXISTS wafv2_entities_arn ON wafv2_entities(arn)",
    """CREATE TABLE IF NOT EXISTS wafv2_associations (
        resource_arn TEXT PRIMARY KEY,
        acl_arn TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS wafv2_associations_acl ON wafv2_associations(acl_arn)",
    """CREATE TABLE IF NOT EXISTS wafv2_samples (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        acl_arn TEXT NOT NULL,
        metric TEXT NOT NULL,
        at REAL NOT NULL,
        doc TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS wafv2_samples_acl ON wafv2_samples(acl_arn, metric, at)",
)
