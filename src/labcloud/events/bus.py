"""The internal event bus: domain events published by services, stored, and streamed.

Events are rows in the ``events`` table (so history survives a restart and the deletion of the
resource it describes) and are pushed to live subscribers (the view's event stream, the lab
checker) once the publishing transaction commits. Kinds are dotted: ``sqs.message.sent``,
``dynamodb.write.decided``, ``lambda.invocation.finished``, ``iam.denied``, ...

Events published while a request's :mod:`scope <labcloud.events.scope>` is open carry its trace
header and the Lambda invocation that made it (for a request's trace).

Held events (in memory only): a hot path may publish its events to be written *after* its
response (:meth:`EventBus.publish_later`: SQS's events, ten per batch call of messages). They are
kept in publish order with the transaction that published them and written, in that order, by a
callback the event loop runs once the request's task yields (its response already on the wire: the
write overlaps with the client's own work); any other publish, every read of the bus, the next
transaction to begin and any copy, restore or close of the store write them first, so every reader
sees exactly the events, order and sequence numbers publishing at once would give. Held events of a
transaction that rolled back are dropped, as its rows would be (a savepoint rolled back inside a
transaction that commits does not drop them, as it never cancelled their live delivery either).
A durable store writes every event in the transaction of the write it describes.

Retention: the table keeps the newest :data:`DEFAULT_MAX_EVENTS` events (``LABCLOUD_MAX_EVENTS``
overrides); every :data:`PRUNE_EVERY` publishes, older rows are deleted in the publishing
transaction. Readers page through what is kept (:meth:`EventBus.replay`), so a subscriber that falls
behind reads its gap back from the store; only what retention already dropped is gone, and the
stream says so (``docs/events.md``).
"""

from __future__ import annotations

import asyncio
import functools
import json
import sqlite3
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from labcloud.events import scope
from labcloud.store.db import Migration, Store

#: Events kept in the table (the newest); ``LABCLOUD_MAX_EVENTS`` overrides.
DEFAULT_MAX_EVENTS = 200_000
#: Publishes between two prunes of the oldest events.
PRUNE_EVERY = 1000
#: Events one INSERT of :meth:`EventBus.publish_many` writes (7 parameters each, well under SQLite's limit).
_MANY_ROWS = 100

SCHEMA = (
    # ``seq`` is the rowid (no AUTOINCREMENT: that is a write to ``sqlite_sequence``, one more page in
    # every durable commit). SQLite gives a new row the largest seq + 1; a prune keeps the newest
    # rows, so only :meth:`EventBus.clear` empties the table, and it first records the largest seq
    # given in ``events_floor``: the first event after it is numbered past that (never reused).
    """CREATE TABLE IF NOT EXISTS events (
        seq INTEGER PRIMARY KEY,
        ts REAL NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        service TEXT NOT NULL,
        kind TEXT NOT NULL,
        resource TEXT NOT NULL DEFAULT '',
        data TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS events_kind ON events(kind, seq)",
    "CREATE TABLE IF NOT EXISTS events_floor (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL)",
)

_COLUMNS = "ts, account_id, region, service, kind, resource, data"


def _rebuild_without_autoincrement(conn: sqlite3.Connection) -> None:
    """Migration 2 on a store made before it: the same rows in a table without AUTOINCREMENT, the
    sequence SQLite kept for it becoming the floor (so a cleared table still numbers past it)."""
    made = conn.execute("SELECT sql FROM sqlite_master WHERE type='table' AND name='events'").fetchone()
    if made is None or "AUTOINCREMENT" not in str(made[0]).upper():
        return
    given = conn.execute("SELECT seq FROM sqlite_sequence WHERE name='events'").fetchone()
    conn.execute(SCHEMA[0].replace("IF NOT EXISTS events", "events_rebuilt", 1))
    conn.execute(f"INSERT INTO events_rebuilt (seq, {_COLUMNS}) SELECT seq, {_COLUMNS} FROM events")  # noqa: S608
    conn.execute("DROP TABLE events")
    conn.execute("ALTER TABLE events_rebuilt RENAME TO events")
    conn.execute("CREATE INDEX events_kind ON events(kind, seq)")
    conn.execute("CREATE INDEX events_service ON events(service, seq)")
    if given is not None and given[0]:
        conn.execute(
            "INSERT INTO events_floor (id, seq) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET seq=max(seq, excluded.seq)",
            (int(given[0]),),
        )


MIGRATIONS = (
    Migration(
        1,
        "index events by service (the view and the events API filter on it)",
        ("CREATE INDEX IF NOT EXISTS events_service ON events(service, seq)",),
    ),
    # Every publish writes the table and each of its indexes in the transaction of the write it
    # describes: on a durable store, pages in every commit. Only the internal events API's optional
    # ``resource=`` filter read the index by resource (nothing in labcloud or the view does; the filter
    # still works, scanning the kept events in order), and AUTOINCREMENT's bookkeeping is replaced by
    # ``events_floor`` (see SCHEMA).
    Migration(
        2,
        "drop the events index by resource and AUTOINCREMENT (pages every publish paid for)",
        ("DROP INDEX IF EXISTS events_resource",),
        _rebuild_without_autoincrement,
    ),
)


def like_escaped(text: str) -> str:
    """``text`` with LIKE's wildcards taken literally (use with ``ESCAPE '\\'``)."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


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
_ORJSON_OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_NON_STR_KEYS


#: From this many rows on, a batch binds the columns its rows share once (``_shared_insert``); fewer rows
#: are cheaper as plain VALUES (the subquery has a cost of its own).
_SHARED_FROM = 4


@functools.lru_cache(maxsize=_MANY_ROWS)
def _shared_insert(rows: int) -> str:
    """INSERT of ``rows`` events of one kind and resource: the six shared columns are parameters 1-6, each
    row's data one more (a third of the parameters a row each would bind; SQLite numbers the rows in order)."""
    values = ",".join(f"(?{7 + n})" for n in range(rows))
    return f"INSERT INTO events ({_COLUMNS}) SELECT ?1,?2,?3,?4,?5,?6,column1 FROM (VALUES {values})"  # noqa: S608


def encode_data(payload: dict[str, Any]) -> str:
    """An event's data as JSON text: orjson (every write publishes one, so its speed counts), with the
    standard library for what orjson refuses (integers past 64 bits)."""
    try:
        return orjson.dumps(payload, default=_json_default, option=_ORJSON_OPTIONS).decode()
    except orjson.JSONEncodeError:
        return _ENCODER.encode(payload)


@dataclass(slots=True)
class _Held:
    """Events published with :meth:`EventBus.publish_later`, not written yet."""

    generation: int  # the store transaction that published them
    ts: float
    kind: str
    service: str
    account_id: str
    region: str
    resource: str
    payloads: list[dict[str, Any]]  # stamped with the publishing request's scope
    committed: bool = False

    def commit(self) -> None:
        self.committed = True


@dataclass(slots=True)
class Event:
    """One published event: its sequence number, time, where it happened, its kind and data."""

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

    def __init__(self, store: Store, max_events: int | None = None) -> None:
        self.store = store
        store.ensure_schema("events", SCHEMA, MIGRATIONS)
        #: Each live subscriber's queue and the kind prefixes it wants (``None``: every event).
        self._subscribers: dict[asyncio.Queue[Event], tuple[str, ...] | None] = {}
        #: What any subscriber wants, recomputed when they change: every kind, or these prefixes.
        self._wanted_all = False
        self._wanted_prefixes: tuple[str, ...] = ()
        self.max_events = max_events or DEFAULT_MAX_EVENTS
        self._since_prune = 0
        #: Events of :meth:`publish_later` not written yet, in publish order (memory stores only).
        self._held: list[_Held] = []
        self._holds = store.path is None
        self._write_scheduled = False
        store.owes(self.write_held)
        #: While the table holds nothing past the recorded floor (it was cleared), the first event is
        #: numbered explicitly past it; 0 otherwise (SQLite's largest seq + 1 is right).
        self._floor = self._floor_ahead()

    def _floor_ahead(self) -> int:
        floor = int(self.store.scalar("SELECT seq FROM events_floor WHERE id = 1") or 0)
        if floor and int(self.store.scalar("SELECT COALESCE(MAX(seq), 0) FROM events") or 0) < floor:
            return floor
        return 0

    def _past_floor(self) -> None:
        """After a commit that numbered events past the floor: back to SQLite's numbering (looked up
        again, as a savepoint rolled back may have dropped those rows)."""
        self._floor = self._floor_ahead()

    def _insert(self, rows: int, params: list[Any]) -> sqlite3.Cursor:
        """INSERT ``rows`` events (7 parameters each); the first numbered past the floor if one is ahead."""
        if not self._floor:
            sql = f"INSERT INTO events ({_COLUMNS}) VALUES " + ",".join(("(?,?,?,?,?,?,?)",) * rows)
            return self.store.execute(sql, params)
        sql = (
            f"INSERT INTO events (seq, {_COLUMNS}) VALUES "  # noqa: S608 - placeholders only
            "((SELECT max(COALESCE(MAX(seq), 0), ?) + 1 FROM events),?,?,?,?,?,?,?)"
            + ",(NULL,?,?,?,?,?,?,?)"
            * (rows - 1)
        )
        cursor = self.store.execute(sql, [self._floor, *params])
        self.store.after_commit(self._past_floor)
        return cursor

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
        opened = scope.current()
        if opened is not None:
            payload = scope.stamped(opened, payload)
        if self._held:
            self.write_held()
        return self._insert_one(kind, service, account_id, region, resource, payload, time.time())

    def _insert_one(
        self,
        kind: str,
        service: str,
        account_id: str,
        region: str,
        resource: str,
        payload: dict[str, Any],
        now: float,
    ) -> Event:
        cursor = self._insert(1, [now, account_id, region, service, kind, resource, encode_data(payload)])
        event = Event(int(cursor.lastrowid or 0), now, account_id, region, service, kind, resource, payload)
        self._prune_after(1, event.seq)
        if self._wanted(kind):
            self.store.after_commit(lambda: self._fan_out(event))
        return event

    def _prune_after(self, written: int, last_seq: int) -> None:
        """Count ``written`` new rows; every so often drop the rows older than the newest ``max_events``."""
        self._since_prune += written
        if self._since_prune >= PRUNE_EVERY or self._since_prune >= self.max_events:
            self._since_prune = 0
            self.store.execute("DELETE FROM events WHERE seq <= ?", (last_seq - self.max_events,))

    def _wanted(self, kind: str) -> bool:
        """Whether any subscriber streams events of this kind."""
        return bool(self._wanted_all or (self._wanted_prefixes and kind.startswith(self._wanted_prefixes)))

    def publish_many(
        self,
        kind: str,
        datas: Sequence[dict[str, Any]],
        *,
        service: str,
        account_id: str,
        region: str,
        resource: str = "",
    ) -> list[Event]:
        """:meth:`publish` for several events of one kind and resource (a batch operation's messages): one
        multi-row INSERT each :data:`_MANY_ROWS` events. The rows, sequence numbers and fan-out are what
        publishing them one by one would give (SQLite numbers one statement's rows in order)."""
        payloads = self._stamped(datas)
        if self._held:
            self.write_held()
        return self._insert_many(kind, service, account_id, region, resource, payloads, None)

    def _insert_many(
        self,
        kind: str,
        service: str,
        account_id: str,
        region: str,
        resource: str,
        all_payloads: list[dict[str, Any]],
        ts: float | None,
        *,
        keep: bool = True,
    ) -> list[Event]:
        """Insert the events; their :class:`Event` records, built only when ``keep`` (the caller returns
        them) or a subscriber streams the kind: held events' writes need neither (most of them)."""
        events: list[Event] = []
        build = keep or self._wanted(kind)
        for start in range(0, len(all_payloads), _MANY_ROWS):
            payloads = all_payloads[start : start + _MANY_ROWS]
            now = time.time() if ts is None else ts
            if self._floor or len(payloads) < _SHARED_FROM:
                params: list[Any] = []
                for payload in payloads:
                    params += (now, account_id, region, service, kind, resource, encode_data(payload))
                cursor = self._insert(len(payloads), params)
            else:  # the columns the rows share bound once, then each row's data
                params = [now, account_id, region, service, kind, resource]
                params += map(encode_data, payloads)
                cursor = self.store.execute(_shared_insert(len(payloads)), params)
            last = int(cursor.lastrowid or 0)
            if build:
                first = last - len(payloads) + 1
                events += (
                    Event(first + n, now, account_id, region, service, kind, resource, payload)
                    for n, payload in enumerate(payloads)
                )
            self._prune_after(len(payloads), last)
        if events and self._wanted(kind):
            self.store.after_commit(lambda: self._fan_out_all(events))
        return events

    @staticmethod
    def _stamped(datas: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
        payloads = [data or {} for data in datas]
        opened = scope.current()
        if opened is not None:
            payloads = [scope.stamped(opened, payload) for payload in payloads]
        return payloads

    # ------------------------------------------------------------------ held events

    def publish_later(
        self,
        kind: str,
        datas: Sequence[dict[str, Any]],
        *,
        service: str,
        account_id: str,
        region: str,
        resource: str = "",
    ) -> None:
        """:meth:`publish_many` (one event or several), written after the response where it may be
        (a memory store, inside a transaction, on the event loop; see the module's docstring)."""
        store = self.store
        loop = None
        if self._holds and store.in_transaction:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                pass
        if loop is None:
            self.publish_many(
                kind, datas, service=service, account_id=account_id, region=region, resource=resource
            )
            return
        payloads = self._stamped(datas)
        held = _Held(store.generation, time.time(), kind, service, account_id, region, resource, payloads)
        self._held.append(held)
        store.after_commit(held.commit)
        store.owe()
        if not self._write_scheduled:
            self._write_scheduled = True
            loop.call_soon(self._write_scheduled_held)

    def _write_scheduled_held(self) -> None:
        self._write_scheduled = False
        if not self._held:
            return
        if self.store.in_transaction:  # another task's transaction spans an await: look again shortly
            self._write_scheduled = True
            asyncio.get_running_loop().call_later(0.001, self._write_scheduled_held)
            return
        self.write_held()

    def write_held(self) -> None:
        """Write the held events (of committed transactions, and of the one open now, inside it), in the
        order they were published; those of transactions that rolled back are dropped. The store runs
        this before any transaction begins after a commit that left events held, so committed ones are
        always written in their own transaction, before anything published later."""
        held, self._held = self._held, []
        store = self.store
        current = store.generation if store.in_transaction else -1
        kept = [h for h in held if h.committed or h.generation == current]
        if not kept:
            return
        with store.transaction():
            for h in kept:
                if len(h.payloads) == 1:
                    self._insert_one(
                        h.kind, h.service, h.account_id, h.region, h.resource, h.payloads[0], h.ts
                    )
                else:
                    self._insert_many(
                        h.kind, h.service, h.account_id, h.region, h.resource, h.payloads, h.ts, keep=False
                    )

    def _fan_out_all(self, events: list[Event]) -> None:
        for event in events:
            self._fan_out(event)

    def _subscribers_changed(self) -> None:
        wants = self._subscribers.values()
        self._wanted_all = any(prefixes is None for prefixes in wants)
        self._wanted_prefixes = tuple({prefix for prefixes in wants if prefixes for prefix in prefixes})

    def _fan_out(self, event: Event) -> None:
        for queue, prefixes in list(self._subscribers.items()):
            if prefixes is not None and not event.kind.startswith(prefixes):
                continue
            try:
                queue.put_nowait(event)
            except asyncio.QueueFull:
                pass  # a subscriber that cannot keep up reads the gap back from the store

    def subscribe(
        self, maxsize: int = 10000, kind_prefixes: Iterable[str] | None = None
    ) -> asyncio.Queue[Event]:
        """A queue that receives events as they commit: all of them, or only the kinds starting with one of
        ``kind_prefixes`` (a write whose event no subscriber wants then schedules no delivery at all)."""
        queue: asyncio.Queue[Event] = asyncio.Queue(maxsize)
        self._subscribers[queue] = None if kind_prefixes is None else tuple(kind_prefixes)
        self._subscribers_changed()
        return queue

    def narrow(self, queue: asyncio.Queue[Event], kind_prefixes: Iterable[str]) -> None:
        """Change which kinds a subscribed ``queue`` receives (see :meth:`subscribe`)."""
        if queue in self._subscribers:
            self._subscribers[queue] = tuple(kind_prefixes)
            self._subscribers_changed()

    def unsubscribe(self, queue: asyncio.Queue[Event]) -> None:
        self._subscribers.pop(queue, None)
        self._subscribers_changed()

    def query(
        self,
        *,
        after: int = 0,
        kinds: Iterable[str] | None = None,
        kind_prefix: str | None = None,
        service: str | None = None,
        resource: str | None = None,
        contains: str | None = None,
        data_field: tuple[str, str] | None = None,
        limit: int = 1000,
        newest_first: bool = False,
        account_id: str | None = None,
    ) -> list[Event]:
        """Stored events after ``after``, oldest first (``newest_first``: the newest ``limit``).

        ``contains`` matches text anywhere in the data or resource; ``data_field`` = (member, value)
        matches events whose data has that top-level member with that text value."""
        if self._held:
            self.write_held()
        sql = "SELECT * FROM events WHERE seq > ?"
        params: list[Any] = [after]
        kind_list = list(kinds or [])
        if kind_list:
            sql += " AND kind IN (" + ",".join("?" * len(kind_list)) + ")"
            params.extend(kind_list)
        if kind_prefix:
            sql += " AND kind LIKE ? ESCAPE '\\'"
            params.append(like_escaped(kind_prefix) + "%")
        if service:
            sql += " AND service = ?"
            params.append(service)
        if account_id:
            sql += " AND account_id = ?"
            params.append(account_id)
        if resource:
            sql += " AND resource = ?"
            params.append(resource)
        if data_field is not None:
            sql += " AND json_extract(data, ?) = ?"
            params.extend(["$." + data_field[0], data_field[1]])
        if contains:
            sql += " AND (data LIKE ? ESCAPE '\\' OR resource LIKE ? ESCAPE '\\')"
            pattern = f"%{like_escaped(contains)}%"
            params.extend([pattern, pattern])
        sql += " ORDER BY seq DESC" if newest_first else " ORDER BY seq"
        sql += " LIMIT ?"
        params.append(max(1, min(limit, 100000)))
        return [self._row(row) for row in self.store.all(sql, params)]

    def containing(self, texts: Sequence[str], after: int = 0, limit: int = 10000) -> list[Event]:
        """Kept events after ``after`` whose data or resource holds any of ``texts`` (case-sensitive,
        taken literally), oldest first: what a request's trace reads instead of every event."""
        if self._held:
            self.write_held()
        if not texts:
            return []
        tests = " OR ".join(["instr(data, ?) > 0 OR instr(resource, ?) > 0"] * len(texts))
        params: list[Any] = [after]
        for text in texts:
            params += [text, text]
        rows = self.store.all(
            f"SELECT * FROM events WHERE seq > ? AND ({tests}) ORDER BY seq LIMIT ?",  # noqa: S608 - placeholders only
            [*params, max(1, limit)],
        )
        return [self._row(row) for row in rows]

    def replay(self, after: int, upto: int | None = None, page: int = 1000) -> Iterator[Event]:
        """Every kept event after ``after`` (through ``upto``), read from the store a page at a time."""
        if self._held:
            self.write_held()
        while True:
            sql = "SELECT * FROM events WHERE seq > ?" + (" AND seq <= ?" if upto is not None else "")
            args: list[Any] = [after] + ([upto] if upto is not None else [])
            rows = self.store.all(sql + " ORDER BY seq LIMIT ?", [*args, page])
            for row in rows:
                event = self._row(row)
                after = event.seq
                yield event
            if len(rows) < page:
                return

    def first_seq(self) -> int:
        if self._held:
            self.write_held()
        return int(self.store.scalar("SELECT COALESCE(MIN(seq), 0) FROM events") or 0)

    def last_seq(self) -> int:
        """The newest sequence number ever given (it does not go back when events are pruned or reset)."""
        if self._held:
            self.write_held()
        return int(
            self.store.scalar(
                "SELECT max((SELECT COALESCE(MAX(seq), 0) FROM events),"
                " (SELECT COALESCE(MAX(seq), 0) FROM events_floor))"
            )
            or 0
        )

    @staticmethod
    def _row(row: Any) -> Event:
        return Event(
            row["seq"],
            row["ts"],
            row["account_id"],
            row["region"],
            row["service"],
            row["kind"],
            row["resource"],
            json.loads(row["data"]),
        )

    def clear(self) -> None:
        if self._held:
            self.write_held()
        with self.store.transaction():
            given = self.last_seq()
            if given:
                self.store.execute(
                    "INSERT INTO events_floor (id, seq) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET seq=excluded.seq",
                    (given,),
                )
            self.store.execute("DELETE FROM events")
        self._floor = self._floor_ahead()
