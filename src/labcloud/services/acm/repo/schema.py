"""The SQLite tables behind ACM: certificates, each account's labcloud CA, and account configuration."""

from __future__ import annotations

TABLES = ("acm_certificates", "acm_authorities", "acm_accounts")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS acm_certificates (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        type TEXT NOT NULL,
        domain TEXT NOT NULL,
        names TEXT NOT NULL,
        status TEXT NOT NULL,
        validation_method TEXT,
        validation_domains TEXT NOT NULL DEFAULT '{}',
        key_algorithm TEXT NOT NULL,
        options TEXT NOT NULL DEFAULT '{}',
        tags TEXT NOT NULL DEFAULT '[]',
        token TEXT,
        created REAL NOT NULL,
        issue_at REAL,
        issued REAL,
        imported REAL,
        not_before REAL,
        not_after REAL,
        serial TEXT,
        subject TEXT,
        issuer TEXT,
        signature_algorithm TEXT,
        certificate TEXT,
        chain TEXT,
        private_key TEXT,
        exported INTEGER NOT NULL DEFAULT 0,
        resent INTEGER NOT NULL DEFAULT 0,
        warned_day INTEGER
    )""",
    "CREATE INDEX IF NOT EXISTS acm_certificates_account ON acm_certificates(account_id, region, created)",
    """CREATE TABLE IF NOT EXISTS acm_authorities (
        account_id TEXT PRIMARY KEY,
        private_key TEXT NOT NULL,
        certificate TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS acm_accounts (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        days_before_expiry INTEGER NOT NULL,
        token TEXT,
        token_at REAL,
        PRIMARY KEY (account_id, region)
    )""",
)
