"""The SQLite tables behind EventBridge Pipes.

``pipes_pipes`` holds each pipe's definition (the request's fields as one JSON spec), its desired and
current state and its tags; ``pipes_checkpoints`` the last sequence number a stream pipe has delivered
per shard, written after the target accepted the batch, so a restart resumes after it.
"""

from __future__ import annotations

TABLES = ("pipes_checkpoints", "pipes_pipes")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS pipes_pipes (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        spec TEXT NOT NULL,
        desired TEXT NOT NULL,
        current TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        modified REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS pipes_checkpoints (
        pipe_arn TEXT NOT NULL,
        source_arn TEXT NOT NULL,
        shard_id TEXT NOT NULL,
        sequence TEXT NOT NULL,
        PRIMARY KEY (pipe_arn, source_arn, shard_id)
    )""",
)
