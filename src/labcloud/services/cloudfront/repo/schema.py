"""The CloudFront table: every resource a row of its kind (CloudFront is global: no region)."""

TABLES = ("cloudfront_resources",)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS cloudfront_resources (
        kind TEXT NOT NULL, id TEXT NOT NULL, account_id TEXT NOT NULL, parent TEXT NOT NULL DEFAULT '',
        created REAL NOT NULL, reference TEXT NOT NULL DEFAULT '', doc TEXT NOT NULL,
        PRIMARY KEY (kind, id))""",
    """CREATE INDEX IF NOT EXISTS cloudfront_resources_account
        ON cloudfront_resources (account_id, kind, parent, created)""",
)
