"""The SQLite tables behind SES (v1 and v2 share them: one store, two APIs).

``ses_identities`` one row per email address or domain identity (verified at once: labcloud has no mail);
``ses_templates`` each email template (subject, HTML and text parts); ``ses_messages`` every message sent
(kept, so the view and ``/_labcloud/ses/messages`` show it); ``ses_config_sets`` configuration sets and
``ses_event_destinations`` their SNS / EventBridge event destinations; receiving: ``ses_receipt_rule_sets``
(``active`` marks the one active set of an account and region), ``ses_receipt_rules`` (each rule as v1's
``ReceiptRule`` JSON, ordered by ``position``), ``ses_receipt_filters`` (IP filters) and ``ses_receipts``
(each message received: the rules matched and what each action did; ``pending`` holds what its actions
need until they have run, so a restart resumes them).
"""

from __future__ import annotations

TABLES = (
    "ses_receipts",
    "ses_receipt_filters",
    "ses_receipt_rules",
    "ses_receipt_rule_sets",
    "ses_event_destinations",
    "ses_config_sets",
    "ses_messages",
    "ses_templates",
    "ses_identities",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ses_identities (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        identity TEXT NOT NULL,
        kind TEXT NOT NULL,
        token TEXT NOT NULL,
        created REAL NOT NULL,
        config_set TEXT,
        tags TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (account_id, region, identity)
    )""",
    """CREATE TABLE IF NOT EXISTS ses_templates (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        subject TEXT,
        html TEXT,
        text TEXT,
        created REAL NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ses_messages (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        message_id TEXT NOT NULL,
        sent REAL NOT NULL,
        api TEXT NOT NULL,
        source TEXT NOT NULL,
        destination TEXT NOT NULL,
        subject TEXT,
        text TEXT,
        html TEXT,
        raw TEXT,
        template TEXT,
        template_data TEXT,
        config_set TEXT,
        tags TEXT NOT NULL DEFAULT '{}',
        status TEXT NOT NULL,
        PRIMARY KEY (account_id, region, message_id)
    )""",
    "CREATE INDEX IF NOT EXISTS ses_messages_sent ON ses_messages(account_id, region, sent)",
    """CREATE TABLE IF NOT EXISTS ses_config_sets (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        created REAL NOT NULL,
        sending_enabled INTEGER NOT NULL DEFAULT 1,
        options TEXT NOT NULL DEFAULT '{}',
        tags TEXT NOT NULL DEFAULT '{}',
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ses_event_destinations (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        config_set TEXT NOT NULL,
        name TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        types TEXT NOT NULL,
        sns_topic_arn TEXT,
        event_bus_arn TEXT,
        PRIMARY KEY (account_id, region, config_set, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ses_receipt_rule_sets (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        created REAL NOT NULL,
        active INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ses_receipt_rules (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        rule_set TEXT NOT NULL,
        name TEXT NOT NULL,
        position INTEGER NOT NULL,
        rule TEXT NOT NULL,
        PRIMARY KEY (account_id, region, rule_set, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ses_receipt_filters (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        policy TEXT NOT NULL,
        cidr TEXT NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS ses_receipts (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        message_id TEXT NOT NULL,
        received REAL NOT NULL,
        rule_set TEXT NOT NULL,
        recipients TEXT NOT NULL,
        actions TEXT NOT NULL DEFAULT '[]',
        pending TEXT,
        PRIMARY KEY (account_id, region, message_id)
    )""",
)
