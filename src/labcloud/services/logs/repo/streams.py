"""Log streams (``logs_streams``): typed records, lookup, per-stream statistics, and
DescribeLogStreams' orderings and pages."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

from ..errors import invalid_parameter, invalid_token, stream_exists, stream_not_found
from ..names import stream_arn
from ..tokens import decode_token, encode_token
from .groups import Group

DEFAULT_PAGE = 50


def sequence_token(seq: int) -> str:
    """An upload sequence token in AWS's shape (a long decimal number); accepted and ignored on input."""
    return f"49{seq:054d}"


@dataclass(frozen=True, slots=True)
class Stream:
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

    # ------------------------------------------------------------------ listing

    def describe(self, group: Group, params: Mapping[str, Any]) -> dict[str, Any]:
        prefix = params.get("logStreamNamePrefix")
        order_by = params.get("orderBy") or "LogStreamName"
        descending = bool(params.get("descending"))
        limit = int(params.get("limit") or DEFAULT_PAGE)
        if order_by == "LastEventTime" and prefix:
            raise invalid_parameter("Cannot order by LastEventTime with a logStreamNamePrefix.")
        sql = "SELECT * FROM logs_streams WHERE group_id = ?"
        args: list[Any] = [group.id]
        if prefix:
            sql += " AND substr(name, 1, ?) = ?"
            args += [len(prefix), prefix]
        compare = "<" if descending else ">"
        direction = "DESC" if descending else "ASC"
        token = params.get("nextToken")
        if order_by == "LastEventTime":
            if token:
                after = decode_token(token)
                if (
                    not isinstance(after, list)
                    or len(after) != 2
                    or not isinstance(after[0], int)
                    or not isinstance(after[1], str)
                ):
                    raise invalid_token()
                sql += f" AND (COALESCE(last_event_ts, 0), name) {compare} (?, ?)"
                args += after
            sql += f" ORDER BY COALESCE(last_event_ts, 0) {direction}, name {direction}"
        else:
            if token:
                after = decode_token(token)
                if not isinstance(after, str):
                    raise invalid_token()
                sql += f" AND name {compare} ?"
                args.append(after)
            sql += f" ORDER BY name {direction}"
        sql += " LIMIT ?"
        args.append(limit + 1)
        rows = self.store.all(sql, args)
        out: dict[str, Any] = {"logStreams": [describe_stream(group, row) for row in rows[:limit]]}
        if len(rows) > limit:
            last = rows[limit - 1]
            position: Any = (
                [last["last_event_ts"] or 0, last["name"]] if order_by == "LastEventTime" else last["name"]
            )
            out["nextToken"] = encode_token(position)
        return out


def describe_stream(group: Group, row: sqlite3.Row) -> dict[str, Any]:
    out: dict[str, Any] = {
        "logStreamName": row["name"],
        "creationTime": row["creation_time"],
        "arn": stream_arn(group.region, group.account_id, group.name, row["name"]),
        # AWS stopped reporting a stream's size in 2019: always zero (the group has the total).
        "storedBytes": 0,
    }
    if row["first_event_ts"] is not None:
        out["firstEventTimestamp"] = row["first_event_ts"]
    if row["last_event_ts"] is not None:
        out["lastEventTimestamp"] = row["last_event_ts"]
    if row["last_ingestion_time"] is not None:
        out["lastIngestionTime"] = row["last_ingestion_time"]
    if row["upload_seq"]:
        out["uploadSequenceToken"] = sequence_token(row["upload_seq"])
    return out
