"""The SQLite table behind MSK: every cluster and configuration is a JSON document under its ARN, with
the columns its lookups need (kind, owner, name); the topics written through labcloud's route, their
partitions' records and consumer groups' committed offsets."""

from __future__ import annotations

TABLES = ("kafka_resources", "kafka_topics", "kafka_records", "kafka_offsets")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS kafka_resources (
        arn TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        name TEXT NOT NULL,
        doc TEXT NOT NULL,
        created REAL NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS kafka_resources_owner ON kafka_resources(account_id, region, kind, name)",
    # a topic of a source (a cluster's ARN, or a self-managed bootstrap server list): created when first written
    """CREATE TABLE IF NOT EXISTS kafka_topics (
        source TEXT NOT NULL,
        topic TEXT NOT NULL,
        partitions INTEGER NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (source, topic)
    )""",
    # each partition's log: offsets from 0, key and value base64 (NULL when absent), headers as JSON
    """CREATE TABLE IF NOT EXISTS kafka_records (
        source TEXT NOT NULL,
        topic TEXT NOT NULL,
        partition INTEGER NOT NULL,
        offset INTEGER NOT NULL,
        timestamp INTEGER NOT NULL,
        key TEXT,
        value TEXT,
        headers TEXT NOT NULL,
        PRIMARY KEY (source, topic, partition, offset)
    )""",
    # a consumer group's committed offset per partition (the next offset it reads)
    """CREATE TABLE IF NOT EXISTS kafka_offsets (
        source TEXT NOT NULL,
        topic TEXT NOT NULL,
        consumer_group TEXT NOT NULL,
        partition INTEGER NOT NULL,
        offset INTEGER NOT NULL,
        PRIMARY KEY (source, topic, consumer_group, partition)
    )""",
)
