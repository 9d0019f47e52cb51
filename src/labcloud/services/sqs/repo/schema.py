"""The SQLite tables behind SQS: queues, messages, the FIFO deduplication windows and move tasks.

Messages are indexed by ``(queue_id, visible_at, seq)`` so receiving, counting and finding the
next message to become visible never scan a queue; receipt handles name the message's ``seq``
(its primary key), so deletes and visibility changes are point lookups.
"""

from __future__ import annotations

TABLES = (
    "sqs_messages",
    "sqs_dedup",
    "sqs_receive_attempts",
    "sqs_deleted_queues",
    "sqs_move_tasks",
    "sqs_queues",
)

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sqs_queues (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        fifo INTEGER NOT NULL DEFAULT 0,
        attributes TEXT NOT NULL,
        tags TEXT NOT NULL DEFAULT '{}',
        created REAL NOT NULL,
        modified REAL NOT NULL,
        purged_at REAL,
        next_sequence INTEGER NOT NULL DEFAULT 0,
        UNIQUE (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS sqs_messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        queue_id INTEGER NOT NULL,
        message_id TEXT NOT NULL,
        body TEXT NOT NULL,
        attributes TEXT,
        system_attributes TEXT,
        md5_body TEXT NOT NULL,
        md5_attributes TEXT,
        md5_system TEXT,
        sent REAL NOT NULL,
        visible_at REAL NOT NULL,
        received INTEGER NOT NULL DEFAULT 0,
        receive_count INTEGER NOT NULL DEFAULT 0,
        first_receive REAL,
        receipt TEXT,
        group_id TEXT,
        dedup_id TEXT,
        sequence_number TEXT,
        sender_id TEXT NOT NULL,
        dlq_source_arn TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS sqs_messages_visible ON sqs_messages(queue_id, visible_at, seq)",
    "CREATE INDEX IF NOT EXISTS sqs_messages_sent ON sqs_messages(queue_id, sent)",
    "CREATE INDEX IF NOT EXISTS sqs_messages_group ON sqs_messages(queue_id, group_id, visible_at)"
    " WHERE group_id IS NOT NULL",
    """CREATE TABLE IF NOT EXISTS sqs_dedup (
        queue_id INTEGER NOT NULL,
        scope_key TEXT NOT NULL,
        message_id TEXT NOT NULL,
        sequence_number TEXT,
        expires REAL NOT NULL,
        PRIMARY KEY (queue_id, scope_key)
    )""",
    "CREATE INDEX IF NOT EXISTS sqs_dedup_expires ON sqs_dedup(expires)",
    # FIFO receives by ReceiveRequestAttemptId: [[seq, receipt nonce, visible_at], ...] handed out
    """CREATE TABLE IF NOT EXISTS sqs_receive_attempts (
        queue_id INTEGER NOT NULL,
        attempt_id TEXT NOT NULL,
        messages TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (queue_id, attempt_id)
    )""",
    # names deleted in the last 60 seconds cannot be created again (QueueDeletedRecently)
    """CREATE TABLE IF NOT EXISTS sqs_deleted_queues (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        deleted REAL NOT NULL,
        PRIMARY KEY (account_id, region, name)
    )""",
    """CREATE TABLE IF NOT EXISTS sqs_move_tasks (
        handle TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        source_arn TEXT NOT NULL,
        destination_arn TEXT,
        max_per_second INTEGER,
        status TEXT NOT NULL,
        moved INTEGER NOT NULL DEFAULT 0,
        to_move INTEGER NOT NULL DEFAULT 0,
        started REAL NOT NULL,
        failure_reason TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS sqs_move_tasks_source ON sqs_move_tasks(source_arn, started)",
)
