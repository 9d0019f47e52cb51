"""Rows of ``cloudtrail_events``: recorded API calls, written in batches after their responses."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

#: (event_id, account, region, at, category, name, source, read_only, username, access_key, resources, record)
Row = tuple[str, str, str, float, str, str, str, int, str | None, str | None, str, str]


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Stored(FrozenRecord):
    """One recorded call (a row of its table): the lookup attributes LookupEvents filters on and the record."""

    seq: int
    event_id: str
    at: float
    event_name: str
    event_source: str
    read_only: bool
    username: str | None
    access_key: str | None
    resources: str
    record: str
    category: str
    region: str


def _stored(row: sqlite3.Row) -> Stored:
    return Stored(
        row["seq"],
        row["event_id"],
        row["at"],
        row["event_name"],
        row["event_source"],
        bool(row["read_only"]),
        row["username"],
        row["access_key"],
        row["resources"],
        row["record"],
        row["category"],
        row["region"],
    )


#: LookupAttributes' keys → their columns (ResourceType/ResourceName look inside ``resources``).
_COLUMNS = {
    "EventId": "event_id",
    "EventName": "event_name",
    "ReadOnly": "read_only",
    "Username": "username",
    "EventSource": "event_source",
    "AccessKeyId": "access_key",
}


class Events:
    def __init__(self, store: Store) -> None:
        self.store = store

    def insert_many(self, rows: Sequence[Row]) -> None:
        self.store.executemany(
            "INSERT INTO cloudtrail_events (event_id, account_id, region, at, category, event_name, event_source,"
            " read_only, username, access_key, resources, record) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )

    def lookup(
        self,
        account_id: str,
        region: str,
        start: float,
        end: float,
        column: str | None,
        value: object,
        before: tuple[float, int] | None,
        limit: int,
    ) -> list[Stored]:
        """Management events newest first, at most ``limit``, strictly after the page mark ``before``."""
        sql = (
            "SELECT * FROM cloudtrail_events WHERE account_id = ? AND region = ? AND category = 'Management'"
            " AND at >= ? AND at <= ?"
        )
        args: list[object] = [account_id, region, start, end]
        if column in ("ResourceType", "ResourceName"):
            sql += " AND EXISTS (SELECT 1 FROM json_each(resources) WHERE json_extract(value, ?) = ?)"
            args += [f"$.{column}", value]
        elif column is not None:
            sql += f" AND {_COLUMNS[column]} = ?"
            args.append(value)
        if before is not None:
            sql += " AND (at < ? OR (at = ? AND seq < ?))"
            args += [before[0], before[0], before[1]]
        sql += " ORDER BY at DESC, seq DESC LIMIT ?"
        args.append(limit)
        return [_stored(row) for row in self.store.all(sql, args)]

    def after(self, account_id: str, region: str | None, seq: int, limit: int) -> list[Stored]:
        """Events past ``seq`` (of one region, or every region for None), oldest first: a trail's delivery."""
        if region is None:
            rows = self.store.all(
                "SELECT * FROM cloudtrail_events WHERE account_id = ? AND seq > ? ORDER BY seq LIMIT ?",
                (account_id, seq, limit),
            )
        else:
            rows = self.store.all(
                "SELECT * FROM cloudtrail_events WHERE account_id = ? AND region = ? AND seq > ?"
                " ORDER BY seq LIMIT ?",
                (account_id, region, seq, limit),
            )
        return [_stored(row) for row in rows]

    def last_seq(self) -> int:
        return int(self.store.scalar("SELECT COALESCE(MAX(seq), 0) FROM cloudtrail_events") or 0)

    def prune(self, older_than: float, keep: int) -> None:
        """Forget events older than ``older_than`` and all but the newest ``keep``."""
        with self.store.transaction():
            self.store.execute("DELETE FROM cloudtrail_events WHERE at < ?", (older_than,))
            self.store.execute(
                "DELETE FROM cloudtrail_events WHERE seq <= (SELECT COALESCE(MAX(seq), 0) FROM cloudtrail_events) - ?",
                (keep,),
            )
