"""Queue records in ``sqs_queues``: reads (cached by account, region and name), writes, counts, gauges.

Also the recently deleted names (``sqs_deleted_queues``) and whether any queue has a policy.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from typing import Any

from labcloud.services.sqs.attributes import parse_redrive_policy
from labcloud.services.sqs.errors import queue_does_not_exist
from labcloud.services.sqs.interfaces import QueueGauges
from labcloud.services.sqs.queues import Queue, parse_arn, parse_queue_url, region_of_url
from labcloud.store.db import Store


def queue_from_row(row: sqlite3.Row) -> Queue:
    attributes = json.loads(row["attributes"])
    return Queue(
        row["id"],
        row["account_id"],
        row["region"],
        row["name"],
        bool(row["fifo"]),
        attributes,
        json.loads(row["tags"]),
        row["created"],
        row["modified"],
        row["purged_at"],
        parse_redrive_policy(attributes.get("RedrivePolicy")),
    )


class Queues:
    """Reads and writes of ``sqs_queues`` with a small cache keyed by (account, region, name)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._cache: dict[tuple[str, str, str], Queue] = {}
        #: (queue URL, caller's account) -> (account, name): URLs repeat on every call.
        self._urls: dict[tuple[str, str], tuple[str, str, str | None]] = {}
        #: Called when a queue's attributes (and so maybe its policy) change, or a queue comes or goes.
        self.on_policy_change: Callable[[], None] = lambda: None

    def clear_cache(self) -> None:
        self._cache.clear()

    def _forget(self, queue: Queue) -> None:
        key = (queue.account_id, queue.region, queue.name)
        self._cache.pop(key, None)

        def forget() -> None:
            self._cache.pop(key, None)

        self.store.after_commit(forget)

    def find(self, account_id: str, region: str, name: str) -> Queue | None:
        key = (account_id, region, name)
        queue = self._cache.get(key)
        if queue is not None:
            return queue
        row = self.store.one("SELECT * FROM sqs_queues WHERE account_id=? AND region=? AND name=?", key)
        if row is None:
            return None
        queue = queue_from_row(row)
        if not self.store.in_transaction:
            self._cache[key] = queue
        return queue

    def get(self, account_id: str, region: str, name: str) -> Queue:
        queue = self.find(account_id, region, name)
        if queue is None:
            raise queue_does_not_exist()
        return queue

    def _parsed(self, url: str, account_id: str) -> tuple[str, str, str | None]:
        key = (url, account_id)
        parsed = self._urls.get(key)
        if parsed is None:
            parsed = (*parse_queue_url(url, account_id), region_of_url(url))
            if len(self._urls) >= 4096:
                self._urls.clear()
            self._urls[key] = parsed
        return parsed

    def account_and_name(self, url: str, account_id: str) -> tuple[str, str]:
        account, name, _ = self._parsed(url, account_id)
        return account, name

    def by_url(self, url: str, account_id: str, region: str) -> Queue:
        """The queue of a URL in any host form; a host naming a region (``sqs.REGION.localhost``) picks it."""
        account, name, named_region = self._parsed(url, account_id)
        return self.get(account, named_region or region, name)

    def by_arn(self, arn: str) -> Queue | None:
        parsed = parse_arn(arn)
        if parsed is None:
            return None
        region, account, name = parsed
        return self.find(account, region, name)

    def by_id(self, queue_id: int) -> Queue | None:
        row = self.store.one("SELECT * FROM sqs_queues WHERE id=?", (queue_id,))
        return queue_from_row(row) if row is not None else None

    def insert(
        self,
        account_id: str,
        region: str,
        name: str,
        fifo: bool,
        attributes: dict[str, str],
        tags: dict[str, str],
        now: float,
    ) -> None:
        self.store.execute(
            "INSERT INTO sqs_queues (account_id, region, name, fifo, attributes, tags, created, modified)"
            " VALUES (?,?,?,?,?,?,?,?)",
            (account_id, region, name, int(fifo), json.dumps(attributes), json.dumps(tags), now, now),
        )
        if "Policy" in attributes:
            self.on_policy_change()

    def update(
        self,
        queue: Queue,
        *,
        attributes: dict[str, str] | None = None,
        tags: dict[str, str] | None = None,
        modified: float | None = None,
        purged_at: float | None = None,
    ) -> None:
        columns: dict[str, Any] = {}
        if attributes is not None:
            columns["attributes"] = json.dumps(attributes)
        if tags is not None:
            columns["tags"] = json.dumps(tags)
        if modified is not None:
            columns["modified"] = modified
        if purged_at is not None:
            columns["purged_at"] = purged_at
        sets = ", ".join(f"{k}=?" for k in columns)
        self.store.execute(f"UPDATE sqs_queues SET {sets} WHERE id=?", (*columns.values(), queue.id))
        self._forget(queue)
        if attributes is not None:
            self.on_policy_change()

    def delete(self, queue: Queue, now: float) -> None:
        self.store.execute("DELETE FROM sqs_messages WHERE queue_id=?", (queue.id,))
        self.store.execute("DELETE FROM sqs_dedup WHERE queue_id=?", (queue.id,))
        self.store.execute("DELETE FROM sqs_receive_attempts WHERE queue_id=?", (queue.id,))
        self.store.execute("DELETE FROM sqs_queues WHERE id=?", (queue.id,))
        self.store.execute(
            "INSERT OR REPLACE INTO sqs_deleted_queues (account_id, region, name, deleted) VALUES (?,?,?,?)",
            (queue.account_id, queue.region, queue.name, now),
        )
        self._forget(queue)
        self.on_policy_change()

    def deleted_at(self, account_id: str, region: str, name: str) -> float | None:
        """When a queue of this name was last deleted (kept for a minute: QueueDeletedRecently)."""
        value = self.store.scalar(
            "SELECT deleted FROM sqs_deleted_queues WHERE account_id=? AND region=? AND name=?",
            (account_id, region, name),
        )
        return None if value is None else float(value)

    def forget_deleted_before(self, cutoff: float) -> None:
        self.store.execute("DELETE FROM sqs_deleted_queues WHERE deleted<=?", (cutoff,))

    def in_region(self, account_id: str, region: str, prefix: str = "") -> list[Queue]:
        rows = self.store.all(
            "SELECT * FROM sqs_queues WHERE account_id=? AND region=? AND substr(name, 1, ?)=? ORDER BY name",
            (account_id, region, len(prefix), prefix),
        )
        return [queue_from_row(r) for r in rows]

    def all(self) -> list[Queue]:
        return [
            queue_from_row(r)
            for r in self.store.all("SELECT * FROM sqs_queues ORDER BY account_id, region, name")
        ]

    def counts(self, queue_id: int, now: float) -> tuple[int, int, int]:
        """(visible, in flight, delayed) — index range counts, no table scan."""
        visible = self.store.scalar(
            "SELECT COUNT(*) FROM sqs_messages WHERE queue_id=? AND visible_at<=?", (queue_id, now)
        )
        hidden = self.store.one(
            "SELECT COALESCE(SUM(received), 0), COUNT(*) FROM sqs_messages WHERE queue_id=? AND visible_at>?",
            (queue_id, now),
        )
        in_flight = int(hidden[0]) if hidden else 0
        delayed = (int(hidden[1]) - in_flight) if hidden else 0
        return int(visible or 0), in_flight, delayed

    def next_sequence_number(self, queue: Queue) -> int:
        """The queue's FIFO sequence counter, incremented."""
        rows = self.store.all(
            "UPDATE sqs_queues SET next_sequence = next_sequence + 1 WHERE id=? RETURNING next_sequence",
            (queue.id,),
        )
        return int(rows[0][0]) if rows else 0

    def gauges(self, now: float) -> list[QueueGauges]:
        """Every queue's depth and oldest-message age, in one read (CloudWatch's AWS/SQS gauges).

        Index range counts and an index minimum per queue, like :meth:`counts`: a join over every
        message read the whole table, ~0.5 s of the event loop at 1,000,000 messages per sample."""
        rows = self.store.all(
            "SELECT q.account_id, q.region, q.name,"
            " (SELECT COUNT(*) FROM sqs_messages m WHERE m.queue_id = q.id AND m.visible_at <= ?) AS visible,"
            " (SELECT COUNT(*) FROM sqs_messages m"
            "  WHERE m.queue_id = q.id AND m.visible_at > ? AND m.received != 0) AS in_flight,"
            " (SELECT COUNT(*) FROM sqs_messages m"
            "  WHERE m.queue_id = q.id AND m.visible_at > ? AND m.received = 0) AS delayed,"
            " (SELECT MIN(m.sent) FROM sqs_messages m WHERE m.queue_id = q.id) AS oldest"
            " FROM sqs_queues q ORDER BY q.id",
            (now, now, now),
        )
        return [
            QueueGauges(
                r["account_id"],
                r["region"],
                r["name"],
                int(r["visible"]),
                int(r["in_flight"]),
                int(r["delayed"]),
                max(0.0, now - r["oldest"]) if r["oldest"] is not None else 0.0,
            )
            for r in rows
        ]


def count_policies(store: Store) -> int:
    """How many queues have a policy (``resource_policies.PolicyCount`` asks after a change)."""
    return int(
        store.scalar("SELECT COUNT(*) FROM sqs_queues WHERE json_extract(attributes, '$.Policy') IS NOT NULL")
        or 0
    )
