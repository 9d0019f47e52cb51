"""The SQLite tables behind KMS: keys (material wrapped under the data dir's master key), aliases, grants."""

from __future__ import annotations

TABLES = ("kms_grants", "kms_aliases", "kms_keys")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS kms_keys (
        key_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        arn TEXT NOT NULL UNIQUE,
        spec TEXT NOT NULL,
        usage TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL,
        manager TEXT NOT NULL,
        created REAL NOT NULL,
        deletion_date REAL,
        pending_days INTEGER,
        rotation INTEGER NOT NULL DEFAULT 0,
        rotation_days INTEGER,
        multi_region INTEGER NOT NULL DEFAULT 0,
        policy TEXT NOT NULL,
        policy_extra INTEGER NOT NULL DEFAULT 0,
        tags TEXT NOT NULL DEFAULT '{}',
        material BLOB NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS kms_keys_account ON kms_keys(account_id, region, created)",
    """CREATE TABLE IF NOT EXISTS kms_aliases (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        key_id TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS kms_grants (
        grant_id TEXT PRIMARY KEY,
        key_id TEXT NOT NULL,
        token TEXT NOT NULL,
        name TEXT,
        grantee TEXT NOT NULL,
        retiree TEXT,
        operations TEXT NOT NULL,
        issuer TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS kms_grants_key ON kms_grants(key_id, created)",
)
