"""The SQLite tables behind EventBridge.

``events_deliveries`` is the durable outbox: PutEvents (and a scheduled rule firing) writes one row
per (event, target) in its own transaction; the delivery worker removes it once delivered, sent to
the dead-letter queue or dropped, so a delivery pending at a restart is made after it, once.
``events_archived`` keeps the events each archive took (``events_archives``) and ``events_replays`` each
replay with the last archived row it queued, so a replay cut off by a restart goes on after it.
``events_endpoints`` holds global endpoints (a new table in the baseline: made on an older data dir at start).
"""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = (
    "events_endpoints",
    "events_replays",
    "events_archived",
    "events_archives",
    "events_deliveries",
    "events_targets",
    "events_rules",
    "events_buses",
    "events_api_destinations",
    "events_connections",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS events_buses (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        description TEXT,
        tags TEXT NOT NULL DEFAULT '{}',
        policy TEXT,
        created REAL NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS events_rules (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        bus TEXT NOT NULL,
        name TEXT NOT NULL,
        event_pattern TEXT,
        schedule TEXT,
        state TEXT NOT NULL,
        description TEXT,
        role_arn TEXT,
        managed_by TEXT,
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        next_fire REAL,
        PRIMARY KEY (account_id, region, bus, name)
    )""",
    "CREATE INDEX IF NOT EXISTS events_rules_due ON events_rules(next_fire) WHERE next_fire IS NOT NULL",
    """CREATE TABLE IF NOT EXISTS events_targets (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        bus TEXT NOT NULL,
        rule TEXT NOT NULL,
        target_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        spec TEXT NOT NULL,
        PRIMARY KEY (account_id, region, bus, rule, target_id)
    )""",
    "CREATE INDEX IF NOT EXISTS events_targets_arn ON events_targets(account_id, region, json_extract(spec, '$.Arn'))",
    """CREATE TABLE IF NOT EXISTS events_deliveries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        rule_arn TEXT NOT NULL,
        target TEXT NOT NULL,
        event TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        due REAL NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS events_deliveries_due ON events_deliveries(due)",
    """CREATE TABLE IF NOT EXISTS events_connections (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        arn TEXT NOT NULL,
        description TEXT,
        auth_type TEXT NOT NULL,
        shown TEXT NOT NULL,
        secret BLOB NOT NULL,
        state TEXT NOT NULL,
        created REAL NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS events_api_destinations (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        arn TEXT NOT NULL,
        description TEXT,
        connection_arn TEXT NOT NULL,
        endpoint TEXT NOT NULL,
        method TEXT NOT NULL,
        rate INTEGER NOT NULL,
        created REAL NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS events_archives (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        bus_arn TEXT NOT NULL,
        spec TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    "CREATE INDEX IF NOT EXISTS events_archives_bus ON events_archives(bus_arn)",
    """CREATE TABLE IF NOT EXISTS events_archived (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        archive_arn TEXT NOT NULL,
        at REAL NOT NULL,
        event TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS events_archived_at ON events_archived(archive_arn, at)",
    """CREATE TABLE IF NOT EXISTS events_replays (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        archive_arn TEXT NOT NULL,
        state TEXT NOT NULL,
        spec TEXT NOT NULL,
        position INTEGER NOT NULL DEFAULT 0,
        started REAL NOT NULL,
        ended REAL,
        last_replayed REAL,
        reason TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS events_endpoints (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        spec TEXT NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
)

MIGRATIONS = (
    Migration(
        1,
        "events_connections.authorized: when a connection was last authorized (UpdateConnection)",
        ("ALTER TABLE events_connections ADD COLUMN authorized REAL",),
    ),
)
