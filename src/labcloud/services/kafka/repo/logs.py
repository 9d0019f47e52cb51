"""The topic logs' SQL: topics, records appended with the next offset of their partition, reads from an
offset, the first offset at or after a time, and consumer groups' committed offsets."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.kafka.interfaces import LogRecord
from labcloud.store.db import Store


class Logs:
    def __init__(self, store: Store) -> None:
        self.store = store

    def partitions(self, source: str, topic: str) -> int | None:
        row = self.store.one(
            "SELECT partitions FROM kafka_topics WHERE source = ? AND topic = ?", (source, topic)
        )
        return None if row is None else int(row["partitions"])

    def add_topic(self, source: str, topic: str, partitions: int, now: float) -> None:
        self.store.execute(
            "INSERT OR IGNORE INTO kafka_topics (source, topic, partitions, created) VALUES (?, ?, ?, ?)",
            (source, topic, partitions, now),
        )

    def topics(self, source: str) -> list[tuple[str, int]]:
        rows = self.store.all(
            "SELECT topic, partitions FROM kafka_topics WHERE source = ? ORDER BY topic", (source,)
        )
        return [(str(r["topic"]), int(r["partitions"])) for r in rows]

    def end(self, source: str, topic: str, partition: int) -> int:
        """The offset the next record of the partition gets."""
        row = self.store.one(
            "SELECT MAX(offset) AS last FROM kafka_records WHERE source = ? AND topic = ? AND partition = ?",
            (source, topic, partition),
        )
        return 0 if row is None or row["last"] is None else int(row["last"]) + 1

    def append(self, source: str, topic: str, partition: int, record: dict[str, Any]) -> int:
        offset = self.end(source, topic, partition)
        self.store.execute(
            "INSERT INTO kafka_records (source, topic, partition, offset, timestamp, key, value, headers) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                source,
                topic,
                partition,
                offset,
                int(record["timestamp"]),
                record.get("key"),
                record.get("value"),
                json.dumps(record.get("headers") or []),
            ),
        )
        return offset

    def read(self, source: str, topic: str, partition: int, start: int, limit: int) -> list[LogRecord]:
        rows = self.store.all(
            "SELECT offset, timestamp, key, value, headers FROM kafka_records WHERE source = ? AND topic = ?"
            " AND partition = ? AND offset >= ? ORDER BY offset LIMIT ?",
            (source, topic, partition, start, limit),
        )
        return [
            LogRecord(
                topic,
                partition,
                int(r["offset"]),
                int(r["timestamp"]),
                r["key"],
                r["value"],
                list(json.loads(r["headers"])),
            )
            for r in rows
        ]

    def offset_at(self, source: str, topic: str, partition: int, millis: int) -> int:
        """The first offset whose timestamp is at or after ``millis`` (the end when none is)."""
        row = self.store.one(
            "SELECT MIN(offset) AS first FROM kafka_records WHERE source = ? AND topic = ? AND partition = ?"
            " AND timestamp >= ?",
            (source, topic, partition, millis),
        )
        if row is None or row["first"] is None:
            return self.end(source, topic, partition)
        return int(row["first"])

    def committed(self, source: str, topic: str, group: str) -> dict[int, int]:
        rows = self.store.all(
            "SELECT partition, offset FROM kafka_offsets WHERE source = ? AND topic = ? AND consumer_group = ?",
            (source, topic, group),
        )
        return {int(r["partition"]): int(r["offset"]) for r in rows}

    def commit(self, source: str, topic: str, group: str, partition: int, offset: int) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO kafka_offsets (source, topic, consumer_group, partition, offset)"
            " VALUES (?, ?, ?, ?, ?)",
            (source, topic, group, partition, offset),
        )
