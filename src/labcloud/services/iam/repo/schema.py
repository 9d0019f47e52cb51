"""IAM's SQLite tables: the schema of version 0 and the migrations that added the later tables.

Every table is IAM's own (``iam_`` prefix); the modules beside this one hold all of IAM's SQL.
"""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = (
    "iam_roles",
    "iam_users",
    "iam_access_keys",
    "iam_inline_policies",
    "iam_policies",
    "iam_policy_versions",
    "iam_attachments",
    "iam_boundaries",
    "iam_groups",
    "iam_group_members",
    "iam_role_last_used",
    "iam_account_aliases",
    "iam_slr_deletions",
    "iam_service_credentials",
    "iam_instance_profiles",
    "iam_oidc_providers",
    "iam_saml_providers",
    "iam_login_profiles",
    "iam_password_policies",
    "iam_server_certificates",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS iam_roles (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        role_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        trust_policy TEXT NOT NULL,
        description TEXT,
        max_session INTEGER NOT NULL DEFAULT 3600,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_users (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        user_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, name)
    )""",
    # user_name '' = the account root's own keys.
    """CREATE TABLE IF NOT EXISTS iam_access_keys (
        access_key TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        account_id TEXT NOT NULL,
        user_name TEXT NOT NULL COLLATE NOCASE,
        status TEXT NOT NULL DEFAULT 'Active',
        created REAL NOT NULL
    )""",
    # kind: role | user
    """CREATE TABLE IF NOT EXISTS iam_inline_policies (
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        owner TEXT NOT NULL COLLATE NOCASE,
        name TEXT NOT NULL COLLATE NOCASE,
        document TEXT NOT NULL,
        PRIMARY KEY (account_id, kind, owner, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_policies (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        policy_id TEXT NOT NULL,
        description TEXT,
        default_version TEXT NOT NULL,
        next_version INTEGER NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]'
    )""",
    """CREATE TABLE IF NOT EXISTS iam_policy_versions (
        arn TEXT NOT NULL,
        version_id TEXT NOT NULL,
        document TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (arn, version_id)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_attachments (
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        owner TEXT NOT NULL COLLATE NOCASE,
        policy_arn TEXT NOT NULL,
        attached REAL NOT NULL,
        PRIMARY KEY (account_id, kind, owner, policy_arn)
    )""",
    "CREATE INDEX IF NOT EXISTS iam_attachments_policy ON iam_attachments(policy_arn)",
    # A role's or user's permissions boundary (kind: role | user).
    """CREATE TABLE IF NOT EXISTS iam_boundaries (
        account_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        owner TEXT NOT NULL COLLATE NOCASE,
        policy_arn TEXT NOT NULL,
        PRIMARY KEY (account_id, kind, owner)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_groups (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        path TEXT NOT NULL,
        group_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_group_members (
        account_id TEXT NOT NULL,
        group_name TEXT NOT NULL COLLATE NOCASE,
        user_name TEXT NOT NULL COLLATE NOCASE,
        added REAL NOT NULL,
        PRIMARY KEY (account_id, group_name, user_name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_role_last_used (
        account_id TEXT NOT NULL,
        name TEXT NOT NULL COLLATE NOCASE,
        used REAL NOT NULL,
        region TEXT NOT NULL,
        PRIMARY KEY (account_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_account_aliases (
        alias TEXT PRIMARY KEY,
        account_id TEXT NOT NULL UNIQUE
    )""",
    """CREATE TABLE IF NOT EXISTS iam_slr_deletions (
        task_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        status TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS iam_service_credentials (
        credential_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        user_name TEXT NOT NULL COLLATE NOCASE,
        service TEXT NOT NULL,
        password TEXT NOT NULL,
        status TEXT NOT NULL,
        created REAL NOT NULL
    )""",
)

_INSTANCE_PROFILES = """CREATE TABLE IF NOT EXISTS iam_instance_profiles (
    account_id TEXT NOT NULL,
    name TEXT NOT NULL COLLATE NOCASE,
    path TEXT NOT NULL,
    profile_id TEXT NOT NULL,
    arn TEXT NOT NULL,
    created REAL NOT NULL,
    role_name TEXT COLLATE NOCASE,
    tags TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (account_id, name)
)"""

_IDENTITY_PROVIDERS = (
    """CREATE TABLE IF NOT EXISTS iam_oidc_providers (
        account_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        url TEXT NOT NULL,
        client_ids TEXT NOT NULL DEFAULT '[]',
        thumbprints TEXT NOT NULL DEFAULT '[]',
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, arn)
    )""",
    """CREATE TABLE IF NOT EXISTS iam_saml_providers (
        account_id TEXT NOT NULL,
        arn TEXT NOT NULL,
        name TEXT NOT NULL,
        provider_uuid TEXT NOT NULL,
        metadata TEXT NOT NULL,
        valid_until REAL,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, arn)
    )""",
)

_LOGIN_PROFILES = Migration(
    3,
    "iam_login_profiles: console passwords (hashed) per user",
    (
        """CREATE TABLE IF NOT EXISTS iam_login_profiles (
            account_id TEXT NOT NULL,
            user_name TEXT NOT NULL COLLATE NOCASE,
            password_hash TEXT NOT NULL,
            reset_required INTEGER NOT NULL DEFAULT 0,
            created REAL NOT NULL,
            PRIMARY KEY (account_id, user_name)
        )""",
    ),
)

_PASSWORD_POLICIES = Migration(
    4,
    "iam_password_policies: the account password policy",
    (
        """CREATE TABLE IF NOT EXISTS iam_password_policies (
            account_id TEXT PRIMARY KEY,
            policy TEXT NOT NULL
        )""",
    ),
)

_SERVER_CERTIFICATES = Migration(
    5,
    "iam_server_certificates: uploaded server certificates (no private key kept)",
    (
        """CREATE TABLE IF NOT EXISTS iam_server_certificates (
            account_id TEXT NOT NULL,
            name TEXT NOT NULL COLLATE NOCASE,
            path TEXT NOT NULL,
            certificate_id TEXT NOT NULL,
            arn TEXT NOT NULL,
            body TEXT NOT NULL,
            chain TEXT,
            expiration REAL NOT NULL,
            uploaded REAL NOT NULL,
            tags TEXT NOT NULL DEFAULT '[]',
            PRIMARY KEY (account_id, name)
        )""",
    ),
)

MIGRATIONS = (
    Migration(1, "iam_instance_profiles: instance profiles and their role", (_INSTANCE_PROFILES,)),
    Migration(2, "iam_oidc_providers, iam_saml_providers: identity providers", _IDENTITY_PROVIDERS),
    _LOGIN_PROFILES,
    _PASSWORD_POLICIES,
    _SERVER_CERTIFICATES,
)
