"""The SQLite tables behind Secrets Manager: secrets and their versions (values encrypted under KMS)."""

from __future__ import annotations

TABLES = ("sm_versions", "sm_secrets")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sm_secrets (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT,
        kms_key_id TEXT,
        tags TEXT NOT NULL DEFAULT '[]',
        created REAL NOT NULL,
        changed REAL NOT NULL,
        accessed REAL,
        deleted REAL,
        delete_at REAL,
        policy TEXT,
        rotation_enabled INTEGER NOT NULL DEFAULT 0,
        rotation_lambda TEXT,
        rotation_rules TEXT,
        rotated REAL,
        next_rotation REAL,
        replicas TEXT NOT NULL DEFAULT '[]'
    )""",
    "CREATE UNIQUE INDEX IF NOT EXISTS sm_secrets_name ON sm_secrets(account_id, region, name)",
    """CREATE TABLE IF NOT EXISTS sm_versions (
        secret_arn TEXT NOT NULL,
        version_id TEXT NOT NULL,
        stages TEXT NOT NULL,
        created REAL NOT NULL,
        accessed REAL,
        binary INTEGER NOT NULL,
        key_arn TEXT NOT NULL,
        data_key BLOB NOT NULL,
        sealed BLOB NOT NULL,
        digest TEXT NOT NULL,
        PRIMARY KEY (secret_arn, version_id)
    )""",
)
