"""Lambda's tables: the schema of the ``lambda`` owner (functions, versions, aliases, layers, the async
queue, mappings and their shards; the function URL configs and durable executions by migration) and, under their own owner,
the account and configuration APIs' tables (:mod:`.settings`)."""

from __future__ import annotations

from labcloud.services.lambda_.repo import async_queue, durable, settings, urls

TABLES = (
    "lambda_functions",
    "lambda_versions",
    "lambda_aliases",
    "lambda_layers",
    "lambda_async_queue",
    "lambda_esm",
    "lambda_esm_shards",
    "lambda_function_urls",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS lambda_functions (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
        config TEXT NOT NULL, tags TEXT NOT NULL DEFAULT '{}', policy TEXT,
        reserved INTEGER, invoke_configs TEXT NOT NULL DEFAULT '{}',
        last_version INTEGER NOT NULL DEFAULT 0, created REAL NOT NULL,
        PRIMARY KEY (account_id, region, name))""",
    """CREATE TABLE IF NOT EXISTS lambda_versions (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL,
        config TEXT NOT NULL, PRIMARY KEY (account_id, region, name, version))""",
    """CREATE TABLE IF NOT EXISTS lambda_aliases (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, alias TEXT NOT NULL,
        doc TEXT NOT NULL, PRIMARY KEY (account_id, region, name, alias))""",
    """CREATE TABLE IF NOT EXISTS lambda_layers (
        account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL,
        doc TEXT NOT NULL, PRIMARY KEY (account_id, region, name, version))""",
    """CREATE TABLE IF NOT EXISTS lambda_async_queue (
        id TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
        qualifier TEXT NOT NULL, payload BLOB NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
        enqueued REAL NOT NULL, next_at REAL NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS lambda_async_due ON lambda_async_queue (next_at)",
    """CREATE TABLE IF NOT EXISTS lambda_esm (
        uuid TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
        source_arn TEXT NOT NULL, doc TEXT NOT NULL, created REAL NOT NULL)""",
    # stream mappings: per-shard checkpoints ("AT:<seq>"/"AFTER:<seq>"), tumbling-window state
    """CREATE TABLE IF NOT EXISTS lambda_esm_shards (
        uuid TEXT NOT NULL, shard_id TEXT NOT NULL, position TEXT, finished INTEGER NOT NULL DEFAULT 0,
        window_start REAL, state TEXT, PRIMARY KEY (uuid, shard_id))""",
)

MIGRATIONS = (*urls.MIGRATIONS, *durable.MIGRATIONS, *async_queue.MIGRATIONS)

#: Every table Lambda owns (a reset wipes them).
ALL_TABLES = (*TABLES, *durable.TABLES, *settings.TABLES)
