"""Log streams (``logs_streams``): typed records, lookup, per-stream statistics, and
DescribeLogStreams' orderings and pages."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

from ..errors import stream_exists, stream_not_found

DEFAULT_PAGE = 50


def sequence_token(seq: int) -> str:
    """An upload sequence token in AWS's shape (a long decimal number); accepted and ignored on input."""
    return f"49{seq:054d}"


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Stream(FrozenRecord):
    """One ``logs_streams`` row (``events``: how many it holds, when the query counted them)."""

    id: int
    group_id: int
    name: str
    creation_time: int
    first_event_ts: int | None
    last_event_ts: int | None
    last_ingestion_time: int | None
    upload_seq: int
    stored_bytes: int
    events: int = 0

    @staticmethod
    def of(row: sqlite3.Row) -> Stream:
        return Stream(
            int(row["id"]),
            int(row["group_id"]),
            row["name"],
            int(row["creation_time"]),
            row["first_event_ts"],
            row["last_event_ts"],
            row["last_ingestion_time"],
            int(row["upload_seq"]),
            int(row["stored_bytes"]),
            int(row["events"]) if "events" in row.keys() else 0,
        )


class Streams:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, group_id: int, name: str) -> Stream | None:
        row = self.store.one("SELECT * FROM logs_streams WHERE group_id = ? AND name = ?", (group_id, name))
        return None if row is None else Stream.of(row)

    def require(self, group_id: int, name: str) -> Stream:
        row = self.find(group_id, name)
        if row is None:
            raise stream_not_found()
        return row

    def create(self, group_id: int, name: str, now_ms: int) -> int:
        if self.find(group_id, name) is not None:
            raise stream_exists()
        cursor = self.store.execute(
            "INSERT INTO logs_streams (group_id, name, creation_time) VALUES (?, ?, ?)",
            (group_id, name, now_ms),
        )
        return int(cursor.lastrowid or 0)

    def delete(self, stream_id: int) -> None:
        self.store.execute("DELETE FROM logs_events WHERE stream_id = ?", (stream_id,))
        self.store.execute("DELETE FROM logs_streams WHERE id = ?", (stream_id,))

    def record_put(
        self, stream_id: int, first_ts: int | None, last_ts: int | None, added_bytes: int, now_ms: int
    ) -> int:
        """Account for one PutLogEvents call; returns the stream's new upload sequence number."""
        self.store.execute(
            "UPDATE logs_streams SET upload_seq = upload_seq + 1, last_ingestion_time = ?,"
            " stored_bytes = stored_bytes + ?,"
            " first_event_ts = CASE WHEN ? IS NULL THEN first_event_ts"
            "   ELSE MIN(COALESCE(first_event_ts, ?), ?) END,"
            " last_event_ts = CASE WHEN ? IS NULL THEN last_event_ts"
            "   ELSE MAX(COALESCE(last_event_ts, ?), ?) END"
            " WHERE id = ?",
            (now_ms, added_bytes, first_ts, first_ts, first_ts, last_ts, last_ts, last_ts, stream_id),
        )
        return int(self.store.scalar("SELECT upload_seq FROM logs_streams WHERE id = ?", (stream_id,)))

    def recount(self, stream_ids: list[int]) -> None:
        """Recompute first timestamp and stored bytes after events were expired."""
        for stream_id in stream_ids:
            self.store.execute(
                "UPDATE logs_streams SET"
                " first_event_ts = (SELECT MIN(ts) FROM logs_events WHERE stream_id = ?),"
                " stored_bytes = (SELECT COALESCE(SUM(length(CAST(message AS BLOB))), 0)"
                "   FROM logs_events WHERE stream_id = ?)"
                " WHERE id = ?",
                (stream_id, stream_id, stream_id),
            )

    def names_by_id(self, group_id: int) -> dict[int, str]:
        rows = self.store.all("SELECT id, name FROM logs_streams WHERE group_id = ?", (group_id,))
        return {row["id"]: row["name"] for row in rows}

    def names_of(self, stream_ids: list[int]) -> dict[int, str]:
        if not stream_ids:
            return {}
        rows = self.store.all(
            f"SELECT id, name FROM logs_streams WHERE id IN ({','.join('?' * len(stream_ids))})", stream_ids
        )
        return {row["id"]: row["name"] for row in rows}

    def with_counts(self, group_id: int) -> list[Stream]:
        """The group's streams, each with its event count, latest event first (for the view)."""
        rows = self.store.all(
            "SELECT s.*, (SELECT COUNT(*) FROM logs_events e WHERE e.stream_id = s.id) AS events"
            " FROM logs_streams s WHERE s.group_id = ? ORDER BY COALESCE(s.last_event_ts, 0) DESC, s.name",
            (group_id,),
        )
        return [Stream.of(row) for row in rows]

    def page(
        self,
        group_id: int,
        *,
        prefix: str | None,
        by_last_event: bool,
        descending: bool,
        after: tuple[int, str] | str | None,
        limit: int,
    ) -> list[Stream]:
        """DescribeLogStreams' selection: at most ``limit`` streams of the group in name order, or by last
        event time (then name); ``after``: the position past which the page starts (a name, or a
        (last event time, name) pair when ordered by last event)."""
        sql = "SELECT * FROM logs_streams WHERE group_id = ?"
        args: list[Any] = [group_id]
        if prefix:
            sql += " AND substr(name, 1, ?) = ?"
            args += [len(prefix), prefix]
        compare = "<" if descending else ">"
        direction = "DESC" if descending else "ASC"
        if by_last_event:
            if after is not None:
                sql += f" AND (COALESCE(last_event_ts, 0), name) {compare} (?, ?)"
                args += list(after)
            sql += f" ORDER BY COALESCE(last_event_ts, 0) {direction}, name {direction}"
        else:
            if after is not None:
                sql += f" AND name {compare} ?"
                args.append(after)
            sql += f" ORDER BY name {direction}"
        sql += " LIMIT ?"
        args.append(limit)
        return [Stream.of(row) for row in self.store.all(sql, args)]
