"""The SQLite tables behind KMS: keys (material wrapped under the data dir's master key), aliases, grants,
the earlier material of rotated keys, and the import parameters of keys with imported material."""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = ("kms_imports", "kms_rotations", "kms_grants", "kms_aliases", "kms_keys")

#: kms_keys's columns up to migration 2 (what migration 3 copies into the rebuilt table).
_COLUMNS_2 = (
    "key_id, account_id, region, arn, spec, usage, description, state, manager, created, deletion_date,"
    " pending_days, rotation, rotation_days, multi_region, policy, policy_extra, tags, material, origin,"
    " expiration_model, valid_to"
)

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
    Migration(
        3,
        "multi-Region keys: a replica shares its primary's key id, so a key is (key_id, region); primary_region",
        (
            """CREATE TABLE kms_keys_3 (
                key_id TEXT NOT NULL,
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
                material BLOB NOT NULL,
                origin TEXT NOT NULL DEFAULT 'AWS_KMS',
                expiration_model TEXT,
                valid_to REAL,
                primary_region TEXT,
                PRIMARY KEY (key_id, region)
            )""",
            f"INSERT INTO kms_keys_3 ({_COLUMNS_2}) SELECT {_COLUMNS_2} FROM kms_keys",
            "UPDATE kms_keys_3 SET primary_region=region WHERE multi_region=1",
            "DROP TABLE kms_keys",
            "ALTER TABLE kms_keys_3 RENAME TO kms_keys",
            "CREATE INDEX IF NOT EXISTS kms_keys_account ON kms_keys(account_id, region, created)",
            "CREATE INDEX IF NOT EXISTS kms_keys_id ON kms_keys(key_id)",
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
