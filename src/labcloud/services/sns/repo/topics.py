"""Topic records in ``sns_topics`` and the FIFO deduplication window in ``sns_dedup``."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Topic:
    arn: str
    account_id: str
    region: str
    name: str
    fifo: bool
    attributes: dict[str, str]
    tags: dict[str, str]
    created: float


def _topic(row: sqlite3.Row) -> Topic:
    return Topic(
        row["arn"],
        row["account_id"],
        row["region"],
        row["name"],
        bool(row["fifo"]),
        json.loads(row["attributes"]),
        json.loads(row["tags"]),
        row["created"],
    )


class Topics:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, arn: str) -> Topic | None:
        row = self.store.one("SELECT * FROM sns_topics WHERE arn=?", (arn,))
        return _topic(row) if row is not None else None

    def insert(self, topic: Topic) -> None:
        self.store.execute(
            "INSERT INTO sns_topics (arn, account_id, region, name, fifo, attributes, tags, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                topic.arn,
                topic.account_id,
                topic.region,
                topic.name,
                int(topic.fifo),
                json.dumps(topic.attributes),
                json.dumps(topic.tags),
                topic.created,
            ),
        )

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM sns_topics WHERE arn=?", (arn,))
        self.store.execute("DELETE FROM sns_dedup WHERE topic_arn=?", (arn,))

    def set_attributes(self, arn: str, attributes: dict[str, str]) -> None:
        self.store.execute("UPDATE sns_topics SET attributes=? WHERE arn=?", (json.dumps(attributes), arn))

    def set_tags(self, arn: str, tags: dict[str, str]) -> None:
        self.store.execute("UPDATE sns_topics SET tags=? WHERE arn=?", (json.dumps(tags), arn))

    def tagged(self, account_id: str, region: str) -> list[tuple[str, dict[str, str]]]:
        """Each topic of the account in ``region`` with its tags (the Tagging API's view)."""
        rows = self.store.all(
            "SELECT arn, tags FROM sns_topics WHERE account_id=? AND region=? ORDER BY arn",
            (account_id, region),
        )
        return [(row["arn"], json.loads(row["tags"])) for row in rows]

    def page(self, account_id: str, region: str, after: str, limit: int) -> list[str]:
        rows = self.store.all(
            "SELECT arn FROM sns_topics WHERE account_id=? AND region=? AND arn>? ORDER BY arn LIMIT ?",
            (account_id, region, after, limit),
        )
        return [row["arn"] for row in rows]

    def next_sequence(self, arn: str) -> int:
        """The topic's next FIFO sequence number (call inside the publish transaction)."""
        self.store.execute("UPDATE sns_topics SET next_sequence=next_sequence+1 WHERE arn=?", (arn,))
        return int(self.store.scalar("SELECT next_sequence FROM sns_topics WHERE arn=?", (arn,)))

    # ------------------------------------------------------------------ FIFO deduplication

    def seen(self, arn: str, dedup_id: str, now: float) -> tuple[str, str] | None:
        row = self.store.one(
            "SELECT message_id, sequence_number FROM sns_dedup WHERE topic_arn=? AND dedup_id=? AND expires>?",
            (arn, dedup_id, now),
        )
        return (row["message_id"], row["sequence_number"]) if row is not None else None

    def remember(self, arn: str, dedup_id: str, message_id: str, sequence: str, expires: float) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO sns_dedup (topic_arn, dedup_id, message_id, sequence_number, expires)"
            " VALUES (?, ?, ?, ?, ?)",
            (arn, dedup_id, message_id, sequence, expires),
        )

    def forget_expired(self, now: float) -> None:
        self.store.execute("DELETE FROM sns_dedup WHERE expires<=?", (now,))


class TopicCount:
    """Whether any topic has a policy a client set (enforcement looks topic policies up only then; a
    topic on AWS's default policy keeps other accounts out by itself, ``policies.reachable``)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._count: int | None = None

    def changed(self) -> None:
        self._count = None
        self.store.after_commit(self._forget)

    def _forget(self) -> None:
        self._count = None

    def active(self) -> bool:
        if self._count is None:
            self._count = int(
                self.store.scalar(
                    "SELECT COUNT(*) FROM sns_topics WHERE json_extract(attributes, '$.Policy') IS NOT NULL"
                )
                or 0
            )
        return self._count > 0
