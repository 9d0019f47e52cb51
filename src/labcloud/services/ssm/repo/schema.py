"""The SQLite tables behind SSM Parameter Store.

``ssm_parameters`` holds one row per parameter (its latest version number and its tags);
``ssm_versions`` every kept version (at most 100) with the value as stored (SecureString values
sealed, never in clear); ``ssm_labels`` which version each label points at (a label names one
version of one parameter); ``ssm_local_keys`` the per account/region AES keys that seal SecureString
values while KMS is not served (``sealing.py``); ``ssm_documents`` one row per SSM document (type, default
and latest version, tags, the accounts it is shared with) and ``ssm_document_versions`` each version's content.
"""

from __future__ import annotations

TABLES = (
    "ssm_labels",
    "ssm_versions",
    "ssm_parameters",
    "ssm_local_keys",
    "ssm_document_versions",
    "ssm_documents",
    "ssm_association_versions",
    "ssm_associations",
    "ssm_window_parts",
    "ssm_windows",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ssm_parameters (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        version INTEGER NOT NULL,
        tier TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_versions (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        version INTEGER NOT NULL,
        type TEXT NOT NULL,
        value TEXT NOT NULL,
        key_id TEXT,
        description TEXT,
        allowed_pattern TEXT,
        tier TEXT NOT NULL,
        policies TEXT,
        data_type TEXT NOT NULL,
        modified REAL NOT NULL,
        modified_by TEXT NOT NULL,
        PRIMARY KEY (account_id, region, name, version)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_labels (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        label TEXT NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (account_id, region, name, label)
    )""",
    "CREATE INDEX IF NOT EXISTS ssm_labels_version ON ssm_labels(account_id, region, name, version)",
    """CREATE TABLE IF NOT EXISTS ssm_local_keys (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        secret BLOB NOT NULL,
        PRIMARY KEY (account_id, region)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_documents (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        doc_type TEXT NOT NULL,
        target_type TEXT,
        default_version INTEGER NOT NULL,
        latest_version INTEGER NOT NULL,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        shared TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_document_versions (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        version INTEGER NOT NULL,
        content TEXT NOT NULL,
        format TEXT NOT NULL,
        hash TEXT NOT NULL,
        version_name TEXT,
        display_name TEXT,
        schema_version TEXT NOT NULL,
        description TEXT,
        parameters TEXT NOT NULL,
        created REAL NOT NULL,
        requires TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (account_id, region, name, version)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_associations (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        association_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        body TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (account_id, region, association_id)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_association_versions (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        association_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        body TEXT NOT NULL,
        PRIMARY KEY (account_id, region, association_id, version)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_windows (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        window_id TEXT NOT NULL,
        body TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (account_id, region, window_id)
    )""",
    """CREATE TABLE IF NOT EXISTS ssm_window_parts (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        window_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        part_id TEXT NOT NULL,
        body TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, window_id, kind, part_id)
    )""",
)
