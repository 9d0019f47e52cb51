"""Stored log events: inserting a batch, reading one stream (GetLogEvents) and searching a group
(FilterLogEvents).

Events are ordered by (timestamp, event id); the event id is the insertion order, so events with
the same timestamp keep the order they were put in. Positions in tokens are such pairs.
FilterLogEvents narrows rows in SQL first (group, streams, time range, and for term patterns the
exact ``instr`` tests), then applies the compiled pattern to each remaining message.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

from ..errors import invalid_token
from ..ingest import EVENT_OVERHEAD_BYTES, looks_like_json_object
from ..tokens import decode_key, encode_token

if TYPE_CHECKING:
    # the filter pattern compiler is imported when a filter is first used, not when Logs is built
    from ..filter_pattern import FilterPattern

MAX_EVENTS = 10_000
MAX_RESPONSE_BYTES = 1_048_576
_POSITION = re.compile(r"^([fb])/(\d{19})(\d{19})/s$")


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class StoredEvent(FrozenRecord):
    """One ``logs_events`` row as the readers outside FilterLogEvents/GetLogEvents see it."""

    id: int
    group_id: int
    stream_id: int
    ts: int
    ingestion_time: int
    message: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class RecordRow(FrozenRecord):
    """The event behind a Logs Insights ``@ptr``, with its stream's and group's names."""

    ts: int
    ingestion_time: int
    message: str
    stream: str
    group: str


def event_id(timestamp: int, row_id: int) -> str:
    """A FilterLogEvents ``eventId``: a long decimal string, unique and stable per event."""
    return f"{max(timestamp, 0):019d}{row_id:037d}"


def position_token(direction: str, key: tuple[int, int]) -> str:
    return f"{direction}/{max(key[0], 0):019d}{max(key[1], 0):019d}/s"


def parse_position_token(token: str) -> tuple[str, tuple[int, int]]:
    found = _POSITION.match(token)
    if found is None:
        raise invalid_token()
    return found.group(1), (int(found.group(2)), int(found.group(3)))


class EventStore:
    def __init__(self, store: Store) -> None:
        self.store = store

    def insert(
        self,
        group_id: int,
        stream_id: int,
        events: Iterable[tuple[int, str]],
        now_ms: int,
        originals: list[str | None] | None = None,
    ) -> list[int]:
        """Store events; ``originals`` holds, per event, the unmasked text when masking changed it."""
        ids: list[int] = []
        for index, (timestamp, message) in enumerate(events):
            original = originals[index] if originals is not None else None
            cursor = self.store.execute(
                "INSERT INTO logs_events (group_id, stream_id, ts, ingestion_time, json_object, message, unmasked)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    group_id,
                    stream_id,
                    timestamp,
                    now_ms,
                    int(looks_like_json_object(message)),
                    message,
                    original,
                ),
            )
            ids.append(int(cursor.lastrowid or 0))
        return ids

    # ------------------------------------------------------------------ GetLogEvents

    def read_stream(
        self,
        stream_id: int,
        *,
        start: int | None,
        end: int | None,
        token: str | None,
        limit: int | None,
        from_head: bool,
        min_ts: int | None,
        unmask: bool = False,
    ) -> dict[str, Any]:
        where = ["stream_id = ?"]
        args: list[Any] = [stream_id]
        lower = (
            max(v for v in (start, min_ts) if v is not None)
            if start is not None or min_ts is not None
            else None
        )
        if lower is not None:
            where.append("ts >= ?")
            args.append(lower)
        if end is not None:
            where.append("ts < ?")
            args.append(end)
        if token:
            direction, key = parse_position_token(token)
        else:
            direction, key = ("f" if from_head else "b"), None
        if key is not None:
            where.append("(ts, id) > (?, ?)" if direction == "f" else "(ts, id) < (?, ?)")
            args += list(key)
        order = "ts, id" if direction == "f" else "ts DESC, id DESC"
        count = min(limit or MAX_EVENTS, MAX_EVENTS)
        rows = self.store.all(
            f"SELECT id, ts, ingestion_time, {_message(unmask)} FROM logs_events WHERE {' AND '.join(where)}"
            f" ORDER BY {order} LIMIT ?",
            [*args, count],
        )
        rows = _within_bytes(rows)
        if direction == "b":
            rows.reverse()
        events = [
            {"timestamp": row["ts"], "message": row["message"], "ingestionTime": row["ingestion_time"]}
            for row in rows
        ]
        if rows:
            first, last = (rows[0]["ts"], rows[0]["id"]), (rows[-1]["ts"], rows[-1]["id"])
            return {
                "events": events,
                "nextForwardToken": position_token("f", last),
                "nextBackwardToken": position_token("b", first),
            }
        # Nothing more this way: hand back the same position, so a reader polling the tokens
        # (and the CLI's paginator) sees them stop changing.
        here = key if key is not None else (0, 0)
        return {
            "events": [],
            "nextForwardToken": position_token("f", here),
            "nextBackwardToken": position_token("b", here),
        }

    # ------------------------------------------------------------------ FilterLogEvents

    def search(
        self,
        group_id: int,
        stream_names: dict[int, str],
        *,
        stream_ids: list[int] | None,
        start: int | None,
        end: int | None,
        pattern: FilterPattern,
        token: str | None,
        limit: int | None,
        min_ts: int | None,
        unmask: bool = False,
    ) -> dict[str, Any]:
        where = ["group_id = ?"]
        args: list[Any] = [group_id]
        if stream_ids is not None:
            if not stream_ids:
                return {"events": [], "searchedLogStreams": []}
            where.append(f"stream_id IN ({','.join('?' * len(stream_ids))})")
            args += stream_ids
        lower = (
            max(v for v in (start, min_ts) if v is not None)
            if start is not None or min_ts is not None
            else None
        )
        if lower is not None:
            where.append("ts >= ?")
            args.append(lower)
        if end is not None:
            where.append("ts < ?")
            args.append(end)
        if token:
            where.append("(ts, id) > (?, ?)")
            args += list(decode_key(token))
        if not unmask:  # the SQL tests read the stored (masked) text
            prefilter, prefilter_args = sql_prefilter(pattern)
            where += prefilter
            args += prefilter_args
        count = min(limit or MAX_EVENTS, MAX_EVENTS)
        cursor = self.store.execute(
            f"SELECT id, stream_id, ts, ingestion_time, {_message(unmask)} FROM logs_events"
            f" WHERE {' AND '.join(where)}"
            " ORDER BY ts, id",
            args,
        )
        matches = pattern.matches
        events: list[dict[str, Any]] = []
        size = 0
        last: tuple[int, int] | None = None
        more = False
        for row_id, sid, ts, ingestion_time, message in cursor:
            if not matches(message):
                continue
            size += len(message) + EVENT_OVERHEAD_BYTES
            if len(events) >= count or (events and size > MAX_RESPONSE_BYTES):
                more = True
                break
            events.append(
                {
                    "logStreamName": stream_names.get(sid, ""),
                    "timestamp": ts,
                    "message": message,
                    "ingestionTime": ingestion_time,
                    "eventId": event_id(ts, row_id),
                }
            )
            last = (ts, row_id)
        cursor.close()
        out: dict[str, Any] = {"events": events, "searchedLogStreams": []}
        if more and last is not None:
            out["nextToken"] = encode_token(list(last))
        return out

    def delete_before(self, group_id: int, cutoff: int) -> list[int]:
        """Delete a group's events older than ``cutoff``; returns the streams that lost events."""
        streams = [
            row[0]
            for row in self.store.all(
                "SELECT DISTINCT stream_id FROM logs_events WHERE group_id = ? AND ts < ?", (group_id, cutoff)
            )
        ]
        if streams:
            self.store.execute("DELETE FROM logs_events WHERE group_id = ? AND ts < ?", (group_id, cutoff))
        return streams

    # ------------------------------------------------------------------ other readers

    def latest_id(self) -> int:
        """The newest event's row id (0 when there is none): where a Live Tail session starts."""
        return int(self.store.scalar("SELECT COALESCE(MAX(id), 0) FROM logs_events") or 0)

    def after(self, last_id: int, group_ids: Sequence[int]) -> list[StoredEvent]:
        """Events of ``group_ids`` stored after row ``last_id``, in insertion order (Live Tail)."""
        marks = ",".join("?" * len(group_ids))
        rows = self.store.all(
            "SELECT id, group_id, stream_id, ts, ingestion_time, message FROM logs_events"
            f" WHERE id > ? AND group_id IN ({marks}) ORDER BY id",
            [last_id, *group_ids],
        )
        return [_stored(row) for row in rows]

    def newest_messages(self, group_id: int, start_ms: int, end_ms: int, limit: int) -> list[str]:
        """The messages of the newest ``limit`` events of the group in [start, end] (GetLogGroupFields)."""
        rows = self.store.all(
            "SELECT message FROM logs_events WHERE group_id = ? AND ts >= ? AND ts <= ? ORDER BY ts DESC LIMIT ?",
            (group_id, start_ms, end_ms, limit),
        )
        return [row["message"] for row in rows]

    def newest_first(self, group_id: int, stream_id: int | None = None) -> Generator[StoredEvent, None, None]:
        """The group's (or one stream's) events, newest first, read lazily (the view's latest events)."""
        sql = (
            "SELECT id, group_id, stream_id, ts, ingestion_time, message FROM logs_events WHERE group_id = ?"
        )
        args: list[Any] = [group_id]
        if stream_id is not None:
            sql += " AND stream_id = ?"
            args.append(stream_id)
        cursor = self.store.execute(sql + " ORDER BY ts DESC, id DESC", args)
        try:
            for row_id, gid, sid, ts, ingestion_time, message in cursor:
                yield StoredEvent(row_id, gid, sid, ts, ingestion_time, message)
        finally:
            cursor.close()

    def in_groups(
        self, group_ids: Sequence[int], start_ms: int, end_ms: int
    ) -> Iterator[tuple[int, int, int, int, str, str]]:
        """(row id, group id, timestamp, ingestion time, message, stream name) of the groups' events in
        [start, end], newest first, read lazily (Logs Insights' scan)."""
        marks = ",".join("?" * len(group_ids))
        cursor = self.store.conn.execute(
            "SELECT e.id, e.group_id, e.ts, e.ingestion_time, e.message, s.name FROM logs_events e JOIN logs_streams s"
            f" ON s.id = e.stream_id WHERE e.group_id IN ({marks}) AND e.ts >= ? AND e.ts <= ? ORDER BY e.ts DESC, e.id"
            " DESC",
            (*group_ids, start_ms, end_ms),
        )
        yield from cursor

    def record(self, row_id: int, account_id: str, region: str, *, unmask: bool) -> RecordRow | None:
        """The event of one account and region behind a Logs Insights pointer (GetLogRecord)."""
        message = "COALESCE(e.unmasked, e.message)" if unmask else "e.message"
        row = self.store.one(
            f"SELECT e.ts, e.ingestion_time, {message} AS message, s.name AS stream, g.name AS grp FROM logs_events e"
            " JOIN logs_streams s ON s.id = e.stream_id JOIN logs_groups g ON g.id = e.group_id"
            " WHERE e.id = ? AND g.account_id = ? AND g.region = ?",
            (row_id, account_id, region),
        )
        if row is None:
            return None
        return RecordRow(row["ts"], row["ingestion_time"], row["message"], row["stream"], row["grp"])


def _stored(row: sqlite3.Row) -> StoredEvent:
    return StoredEvent(
        row["id"], row["group_id"], row["stream_id"], row["ts"], row["ingestion_time"], row["message"]
    )


def _message(unmask: bool) -> str:
    """The message column: the stored (masked) text, or the original when asked to unmask."""
    return "COALESCE(unmasked, message) AS message" if unmask else "message"


def sql_prefilter(pattern: FilterPattern) -> tuple[list[str], list[Any]]:
    """SQL conditions implied by the pattern that select a superset of its matches.

    Term patterns test substrings, which ``instr`` decides exactly; JSON patterns only ever match
    messages that start (after JSON blanks) with ``{``, recorded at ingestion. The compiled
    pattern is still applied to every row, so these only ever save work.
    """
    from ..filter_pattern import JsonPattern, TermPattern

    where: list[str] = []
    args: list[Any] = []
    if isinstance(pattern, TermPattern):
        for term in pattern.required:
            if term:
                where.append("instr(message, ?) > 0")
                args.append(term)
        for term in pattern.excluded:
            if term:
                where.append("instr(message, ?) = 0")
                args.append(term)
        optional = [term for term in pattern.optional if term]
        if optional and len(optional) == len(pattern.optional):
            where.append("(" + " OR ".join("instr(message, ?) > 0" for _ in optional) + ")")
            args += optional
    elif isinstance(pattern, JsonPattern):
        where.append("json_object = 1")
    return where, args


def _within_bytes(rows: list[Any]) -> list[Any]:
    size = 0
    for index, row in enumerate(rows):
        size += len(row["message"]) + EVENT_OVERHEAD_BYTES
        if index and size > MAX_RESPONSE_BYTES:
            return rows[:index]
    return list(rows)
