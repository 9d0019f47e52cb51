"""The SQLite tables behind AWS Private CA: certificate authorities (with their private keys, never
returned), the certificates each issued (and their revocations), and the permissions granted to ACM."""

from __future__ import annotations

TABLES = ("acmpca_authorities", "acmpca_certificates", "acmpca_permissions")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS acmpca_authorities (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        type TEXT NOT NULL,
        status TEXT NOT NULL,
        configuration TEXT NOT NULL,
        revocation TEXT NOT NULL DEFAULT '{}',
        key_storage TEXT NOT NULL,
        usage_mode TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        token TEXT,
        private_key TEXT NOT NULL,
        csr TEXT NOT NULL,
        certificate TEXT,
        chain TEXT,
        serial TEXT,
        not_before REAL,
        not_after REAL,
        policy TEXT,
        created REAL NOT NULL,
        changed REAL NOT NULL,
        restorable_until REAL,
        crl BLOB
    )""",
    "CREATE INDEX IF NOT EXISTS acmpca_authorities_account ON acmpca_authorities(account_id, region, created)",
    """CREATE TABLE IF NOT EXISTS acmpca_certificates (
        arn TEXT PRIMARY KEY,
        authority_arn TEXT NOT NULL,
        serial TEXT NOT NULL,
        certificate TEXT NOT NULL,
        template TEXT NOT NULL,
        token TEXT,
        created REAL NOT NULL,
        revoked REAL,
        revocation_reason TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS acmpca_certificates_authority ON acmpca_certificates(authority_arn, serial)",
    """CREATE TABLE IF NOT EXISTS acmpca_permissions (
        authority_arn TEXT NOT NULL,
        principal TEXT NOT NULL,
        source_account TEXT NOT NULL,
        actions TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (authority_arn, principal)
    )""",
)
