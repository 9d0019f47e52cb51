"""Queues: names, URLs and ARNs, the queue record, and lookups (cached, invalidated on writes)."""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from labcloud.services.sqs.attributes import RedrivePolicy, parse_redrive_policy
from labcloud.services.sqs.errors import invalid_parameter, queue_does_not_exist
from labcloud.services.sqs.urls import queue_url
from labcloud.store.db import Store

#: Seconds after a DeleteQueue during which the name cannot be created again.
DELETED_NAME_HOLD = 60.0

_NAME = re.compile(r"^[A-Za-z0-9_-]{1,80}$")
_FIFO_NAME = re.compile(r"^[A-Za-z0-9_-]{1,75}\.fifo$")


def check_queue_name(name: str, fifo: bool) -> None:
    if fifo:
        if not _FIFO_NAME.match(name):
            raise invalid_parameter(
                "The name of a FIFO queue can only include alphanumeric characters, hyphens, or underscores, "
                "must end with .fifo suffix and be 1 to 80 in length."
            )
    elif not _NAME.match(name):
        if name.endswith(".fifo") and _FIFO_NAME.match(name):
            raise invalid_parameter(
                "The name of a FIFO queue can only include alphanumeric characters, hyphens, or underscores, "
                "must end with .fifo suffix and be 1 to 80 in length."
            )
        raise invalid_parameter(
            "Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length"
        )


def queue_arn(region: str, account_id: str, name: str) -> str:
    return f"arn:aws:sqs:{region}:{account_id}:{name}"


def parse_queue_url(url: str, default_account: str) -> tuple[str, str]:
    """(account id, queue name) of a queue URL with any host; a bare name means the caller's account."""
    path = urlparse(url).path if "://" in url else url
    parts = [p for p in path.split("/") if p]
    if len(parts) >= 2:
        return parts[-2], parts[-1]
    if len(parts) == 1:
        return default_account, parts[0]
    raise queue_does_not_exist()


_HOST_REGION = re.compile(r"^(?:sqs\.([a-z]{2}(?:-gov)?-[a-z]+-\d)\.|([a-z]{2}(?:-gov)?-[a-z]+-\d)\.queue\.)")


def region_of_url(url: str) -> str | None:
    """The region a queue URL's host names (``sqs.REGION.*`` or ``REGION.queue.*``), if any."""
    if "://" not in url:
        return None
    match = _HOST_REGION.match(urlparse(url).hostname or "")
    return None if match is None else match.group(1) or match.group(2)


def parse_arn(arn: str) -> tuple[str, str, str] | None:
    """(region, account id, name) of an SQS queue ARN."""
    parts = arn.split(":")
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "sqs":
        return None
    return parts[3], parts[4], parts[5]


@dataclass(slots=True)
class Queue:
    id: int
    account_id: str
    region: str
    name: str
    fifo: bool
    attributes: dict[str, str]
    tags: dict[str, str]
    created: float
    modified: float
    purged_at: float | None
    redrive: RedrivePolicy | None = field(default=None)

    @property
    def arn(self) -> str:
        return queue_arn(self.region, self.account_id, self.name)

    def url(self, endpoint: str) -> str:
        return queue_url(endpoint, self.account_id, self.name)

    def int_attr(self, name: str) -> int:
        return int(self.attributes[name])

    @property
    def visibility_timeout(self) -> int:
        return int(self.attributes["VisibilityTimeout"])

    @property
    def content_based_dedup(self) -> bool:
        return self.attributes.get("ContentBasedDeduplication") == "true"

    @staticmethod
    def from_row(row: sqlite3.Row) -> Queue:
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
        queue = Queue.from_row(row)
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
        return Queue.from_row(row) if row is not None else None

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

    def update(self, queue: Queue, **columns: Any) -> None:
        values = {k: (json.dumps(v) if k in ("attributes", "tags") else v) for k, v in columns.items()}
        sets = ", ".join(f"{k}=?" for k in values)
        self.store.execute(f"UPDATE sqs_queues SET {sets} WHERE id=?", (*values.values(), queue.id))
        self._forget(queue)
        if "attributes" in columns:
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

    def in_region(self, account_id: str, region: str, prefix: str = "") -> list[Queue]:
        rows = self.store.all(
            "SELECT * FROM sqs_queues WHERE account_id=? AND region=? AND substr(name, 1, ?)=? ORDER BY name",
            (account_id, region, len(prefix), prefix),
        )
        return [Queue.from_row(r) for r in rows]

    def all(self) -> list[Queue]:
        return [
            Queue.from_row(r)
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
