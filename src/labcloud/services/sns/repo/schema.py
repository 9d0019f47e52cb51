"""The SQLite tables behind SNS.

A published message becomes one ``sns_deliveries`` row per matching subscription inside the
publish transaction, so an acknowledged Publish is delivered even across a kill -9; the delivery
worker deletes a row once the endpoint took the message (or it was dead-lettered or dropped).
"""

from __future__ import annotations

TABLES = (
    "sns_deliveries",
    "sns_outbox",
    "sns_dedup",
    "sns_subscriptions",
    "sns_topics",
    "sns_signing",
    "sns_platform_endpoints",
    "sns_platform_apps",
    "sns_sms_numbers",
    "sns_sms_settings",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sns_topics (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        fifo INTEGER NOT NULL DEFAULT 0,
        attributes TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        next_sequence INTEGER NOT NULL DEFAULT 0
    )""",
    "CREATE INDEX IF NOT EXISTS sns_topics_list ON sns_topics(account_id, region, arn)",
    """CREATE TABLE IF NOT EXISTS sns_subscriptions (
        arn TEXT PRIMARY KEY,
        topic_arn TEXT NOT NULL,
        owner TEXT NOT NULL,
        region TEXT NOT NULL,
        protocol TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        attributes TEXT NOT NULL,
        confirmed INTEGER NOT NULL,
        token TEXT,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS sns_subscriptions_topic ON sns_subscriptions(topic_arn, created)",
    "CREATE INDEX IF NOT EXISTS sns_subscriptions_owner ON sns_subscriptions(owner, region, arn)",
    # FIFO topics: deduplication ids seen in the last five minutes
    """CREATE TABLE IF NOT EXISTS sns_dedup (
        topic_arn TEXT NOT NULL,
        dedup_id TEXT NOT NULL,
        message_id TEXT NOT NULL,
        sequence_number TEXT NOT NULL,
        expires REAL NOT NULL,
        PRIMARY KEY (topic_arn, dedup_id)
    )""",
    """CREATE TABLE IF NOT EXISTS sns_deliveries (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        subscription_arn TEXT NOT NULL,
        topic_arn TEXT NOT NULL,
        message TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        due REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS sns_deliveries_due ON sns_deliveries(due, seq)",
    """CREATE TABLE IF NOT EXISTS sns_outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        protocol TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        subscription_arn TEXT,
        message TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS sns_signing (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        key_pem TEXT NOT NULL,
        cert_pem TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS sns_platform_apps (
        arn TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        platform TEXT NOT NULL,
        attributes TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS sns_platform_apps_list ON sns_platform_apps(account_id, region, arn)",
    """CREATE TABLE IF NOT EXISTS sns_platform_endpoints (
        arn TEXT PRIMARY KEY,
        app_arn TEXT NOT NULL,
        token TEXT NOT NULL,
        attributes TEXT NOT NULL,
        created REAL NOT NULL,
        UNIQUE (app_arn, token)
    )""",
    """CREATE TABLE IF NOT EXISTS sns_sms_numbers (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        phone TEXT NOT NULL,
        status TEXT NOT NULL,
        otp TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, phone)
    )""",
    """CREATE TABLE IF NOT EXISTS sns_sms_settings (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        attributes TEXT NOT NULL,
        PRIMARY KEY (account_id, region)
    )""",
)
