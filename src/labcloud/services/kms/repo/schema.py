"""The SQLite tables behind KMS: keys (material wrapped under the data dir's master key), aliases, grants,
the earlier material of rotated keys, and the import parameters of keys with imported material."""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = ("kms_imports", "kms_rotations", "kms_grants", "kms_aliases", "kms_keys")

#: A key's earlier material, one row per rotation (kept so older ciphertexts still decrypt).
MIGRATIONS = (
    Migration(
        1,
        "kms_rotations: the earlier material of rotated keys",
        (
            """CREATE TABLE IF NOT EXISTS kms_rotations (
                key_id TEXT NOT NULL,
                version INTEGER NOT NULL,
                material BLOB NOT NULL,
                rotated REAL NOT NULL,
                kind TEXT NOT NULL,
                PRIMARY KEY (key_id, version)
            )""",
        ),
    ),
    Migration(
        2,
        "keys with imported material: their origin and expiry; kms_imports: wrapping keys, tokens",
        (
            "ALTER TABLE kms_keys ADD COLUMN origin TEXT NOT NULL DEFAULT 'AWS_KMS'",
            "ALTER TABLE kms_keys ADD COLUMN expiration_model TEXT",
            "ALTER TABLE kms_keys ADD COLUMN valid_to REAL",
            # one row per EXTERNAL key: the last GetParametersForImport's wrapping key (its private key
            # wrapped under the master key) and token, and the material first imported (wrapped), which
            # every later import must repeat
            """CREATE TABLE IF NOT EXISTS kms_imports (
                key_id TEXT PRIMARY KEY,
                wrapping_key BLOB,
                wrapping_algorithm TEXT,
                token BLOB,
                parameters_valid_to REAL,
                first_material BLOB
            )""",
        ),
    ),
)

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
