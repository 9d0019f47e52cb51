"""The internal event bus: domain events published by services, stored, and streamed.

Events are rows in the ``events`` table (so history survives a restart and the deletion of the
resource it describes) and are pushed to live subscribers (the view's event stream, the lab
checker) once the publishing transaction commits. Kinds are dotted: ``sqs.message.sent``,
``dynamodb.write.decided``, ``lambda.invocation.finished``, ``iam.denied``, ...
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from labcloud.store.db import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        ts REAL NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        service TEXT NOT NULL,
        kind TEXT NOT NULL,
        resource TEXT NOT NULL DEFAULT '',
        data TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS events_kind ON events(kind, seq)",
    "CREATE INDEX IF NOT EXISTS events_resource ON events(resource, seq)",
)


def _json_default(value: Any) -> Any:
    if isinstance(value, bytes):
        import base64

        return {"__bytes__": base64.b64encode(value).decode()}
    if hasattr(value, "isoformat"):
        return value.isoformat()
    if isinstance(value, set | frozenset):
        return sorted(value)
    return str(value)


_ENCODER = json.JSONEncoder(default=_json_default)


@dataclass(slots=True)
class Event:
    seq: int
    ts: float
    account_id: str
    region: str
    service: str
    kind: str
    resource: str
    data: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "ts": self.ts,
            "account_id": self.account_id,
            "region": self.region,
            "service": self.service,
            "kind": self.kind,
            "resource": self.resource,
            "data": self.data,
        }


class EventBus:
    """Publish, persist and stream domain events."""

    def __init__(self, store: Store) -> None:
        self.store = store
        store.ensure_schema("events", SCHEMA)
        self._subscribers: set[asyncio.Queue[Event]] = set()

    def publish(
        self,
        kind: str,
        *,
        service: str,
        account_id: str,
        region: str,
        resource: str = "",
        data: dict[str, Any] | None = None,
    ) -> Event:
        """Store an event (inside the caller's transaction, if any) and stream it after commit."""
        payload = data or {}
        now = time.time()
        cursor = self.store.execute(
            "INSERT INTO events (ts, account_id, region, service, kind, resource, data) VALUES (?,?,?,?,?,?,?)",
            (now, account_id, region, service, kind, resource, _ENCODER.encode(payload)),
        )
        event = Event(int(cursor.lastrowid or 0), now, account_id, region, service, kind, resource, payload)
        if self._subscribers:
            self.store.after_commit(lambda: self._fan_out(event))
        return event

    def _fan_out(self, event: Event) -> None:
        for queue in list(self._subscribers):
            try:
                queue.put_nowait(event)
            except asyncio.QueueFull:
                pass  # a subscriber that cannot keep up reads the gap back from the store

    def subscribe(self, maxsize: int = 10000) -> asyncio.Queue[Event]:
        queue: asyncio.Queue[Event] = asyncio.Queue(maxsize)
        self._subscribers.add(queue)
        return queue

    def unsubscribe(self, queue: asyncio.Queue[Event]) -> None:
        self._subscribers.discard(queue)

    def query(
        self,
        *,
        after: int = 0,
        kinds: Iterable[str] | None = None,
        kind_prefix: str | None = None,
        service: str | None = None,
        resource: str | None = None,
        contains: str | None = None,
        limit: int = 1000,
        newest_first: bool = False,
    ) -> list[Event]:
        sql = "SELECT * FROM events WHERE seq > ?"
        params: list[Any] = [after]
        kind_list = list(kinds or [])
        if kind_list:
            sql += " AND kind IN (" + ",".join("?" * len(kind_list)) + ")"
            params.extend(kind_list)
        if kind_prefix:
            sql += " AND kind LIKE ?"
            params.append(kind_prefix.replace("%", r"\%") + "%")
        if service:
            sql += " AND service = ?"
            params.append(service)
        if resource:
            sql += " AND resource = ?"
            params.append(resource)
        if contains:
            sql += " AND (data LIKE ? OR resource LIKE ?)"
            params.extend([f"%{contains}%", f"%{contains}%"])
        sql += " ORDER BY seq DESC" if newest_first else " ORDER BY seq"
        sql += " LIMIT ?"
        params.append(max(1, min(limit, 100000)))
        return [self._row(row) for row in self.store.all(sql, params)]

    def last_seq(self) -> int:
        return int(self.store.scalar("SELECT COALESCE(MAX(seq), 0) FROM events") or 0)

    @staticmethod
    def _row(row: Any) -> Event:
        return Event(
            row["seq"], row["ts"], row["account_id"], row["region"], row["service"], row["kind"],
            row["resource"], json.loads(row["data"]),
        )

    def clear(self) -> None:
        self.store.execute("DELETE FROM events")
