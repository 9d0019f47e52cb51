"""The SQLite tables behind Cognito user pools.

A pool keeps its settings as one JSON spec and its RSA signing key (PEM) beside them; a user keeps
its attributes as JSON and its password only as a salted scrypt hash; a refresh token and a challenge
session are kept only as the SHA-256 of the opaque value handed out.
"""

from __future__ import annotations

from labcloud.store.db import Migration

TABLES = (
    "cognito_resource_servers",
    "cognito_sessions",
    "cognito_refresh",
    "cognito_members",
    "cognito_groups",
    "cognito_users",
    "cognito_domains",
    "cognito_clients",
    "cognito_pools",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS cognito_pools (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        spec TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        key_id TEXT NOT NULL,
        private_key TEXT NOT NULL,
        created REAL NOT NULL,
        modified REAL NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS cognito_clients (
        id TEXT PRIMARY KEY,
        pool_id TEXT NOT NULL,
        name TEXT NOT NULL,
        secret TEXT,
        spec TEXT NOT NULL,
        created REAL NOT NULL,
        modified REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS cognito_clients_pool ON cognito_clients(pool_id)",
    """CREATE TABLE IF NOT EXISTS cognito_domains (
        domain TEXT PRIMARY KEY,
        pool_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        spec TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS cognito_users (
        pool_id TEXT NOT NULL,
        username TEXT NOT NULL,
        sub TEXT NOT NULL,
        attributes TEXT NOT NULL,
        password TEXT,
        status TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1,
        code TEXT,
        signed_out REAL NOT NULL DEFAULT 0,
        created REAL NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (pool_id, username)
    )""",
    """CREATE TABLE IF NOT EXISTS cognito_groups (
        pool_id TEXT NOT NULL,
        name TEXT NOT NULL,
        spec TEXT NOT NULL,
        created REAL NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (pool_id, name)
    )""",
    """CREATE TABLE IF NOT EXISTS cognito_members (
        pool_id TEXT NOT NULL,
        group_name TEXT NOT NULL,
        username TEXT NOT NULL,
        PRIMARY KEY (pool_id, group_name, username)
    )""",
    """CREATE TABLE IF NOT EXISTS cognito_refresh (
        digest TEXT PRIMARY KEY,
        pool_id TEXT NOT NULL,
        client_id TEXT NOT NULL,
        username TEXT NOT NULL,
        origin_jti TEXT NOT NULL,
        issued REAL NOT NULL,
        expires REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS cognito_refresh_origin ON cognito_refresh(origin_jti)",
    """CREATE TABLE IF NOT EXISTS cognito_resource_servers (
        pool_id TEXT NOT NULL,
        identifier TEXT NOT NULL,
        name TEXT NOT NULL,
        scopes TEXT NOT NULL,
        PRIMARY KEY (pool_id, identifier)
    )""",
    """CREATE TABLE IF NOT EXISTS cognito_sessions (
        digest TEXT PRIMARY KEY,
        pool_id TEXT NOT NULL,
        client_id TEXT NOT NULL,
        username TEXT NOT NULL,
        challenge TEXT NOT NULL,
        expires REAL NOT NULL
    )""",
)

MIGRATIONS = (
    # a custom-auth (CUSTOM_CHALLENGE) session carries its challenges so far and the current one's private
    # parameters from one RespondToAuthChallenge to the next
    Migration(
        1,
        "cognito_sessions.data: a custom challenge's state",
        ("ALTER TABLE cognito_sessions ADD COLUMN data TEXT NOT NULL DEFAULT '{}'",),
    ),
)
