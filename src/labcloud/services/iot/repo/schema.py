"""The SQLite tables behind IoT Core and its data plane."""

from __future__ import annotations

TABLES = (
    "iot_things",
    "iot_policies",
    "iot_certificates",
    "iot_attachments",
    "iot_rules",
    "iot_shadows",
    "iot_retained",
    "iot_outbox",
    "iot_tags",
    "iot_authorizers",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS iot_things (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        id TEXT NOT NULL,
        type_name TEXT,
        attributes TEXT NOT NULL DEFAULT '{}',
        version INTEGER NOT NULL DEFAULT 1,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iot_policies (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        document TEXT NOT NULL,
        version_id INTEGER NOT NULL DEFAULT 1,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iot_certificates (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        pem TEXT NOT NULL,
        status TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS iot_attachments (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        kind TEXT NOT NULL,
        target TEXT NOT NULL,
        principal TEXT NOT NULL,
        PRIMARY KEY (account_id, region, kind, target, principal)
    )""",
    """CREATE TABLE IF NOT EXISTS iot_rules (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        payload TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS iot_shadows (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        thing TEXT NOT NULL,
        shadow TEXT NOT NULL,
        document TEXT NOT NULL,
        version INTEGER NOT NULL,
        updated REAL NOT NULL,
        PRIMARY KEY (account_id, region, thing, shadow)
    )""",
    """CREATE TABLE IF NOT EXISTS iot_retained (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        topic TEXT NOT NULL,
        payload BLOB NOT NULL,
        qos INTEGER NOT NULL,
        updated REAL NOT NULL,
        PRIMARY KEY (account_id, region, topic)
    )""",
    """CREATE TABLE IF NOT EXISTS iot_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        topic TEXT NOT NULL,
        payload BLOB NOT NULL,
        client_id TEXT NOT NULL,
        published REAL NOT NULL,
        hops INTEGER NOT NULL DEFAULT 0
    )""",
    """CREATE TABLE IF NOT EXISTS iot_tags (
        arn TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (arn, key)
    )""",
    """CREATE TABLE IF NOT EXISTS iot_authorizers (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
)
