"""Reads and writes of SSM's records of instance work: State Manager associations (each kept version) and
maintenance windows with their registered targets and tasks. Each record is its AWS description as JSON
(times as epoch seconds); nothing here runs, since no managed instance exists."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

_BLOB = "__labcloud_blob__"


def _dumps(body: dict[str, Any]) -> str:
    """JSON of a description; blobs (a Lambda task's Payload) kept as base64 under a marker key."""

    def blob(value: object) -> object:
        if isinstance(value, (bytes, bytearray)):
            return {_BLOB: base64.b64encode(value).decode()}
        raise TypeError(f"not storable: {type(value).__name__}")

    return json.dumps(body, default=blob)


def _loads(text: str) -> Any:
    def unblob(value: dict[str, Any]) -> Any:
        return base64.b64decode(value[_BLOB]) if set(value) == {_BLOB} else value

    return json.loads(text, object_hook=unblob)


@dataclass(frozen=True, slots=True)
class Record:
    """One association or window: its id, latest version (associations), description and tags."""

    ident: str
    version: int
    body: dict[str, Any]
    tags: dict[str, str]


class Associations:
    """``ssm_associations`` (the current description) and ``ssm_association_versions`` (every version)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, account_id: str, region: str, ident: str) -> Record | None:
        row = self.store.one(
            "SELECT association_id, version, body, tags FROM ssm_associations"
            " WHERE account_id=? AND region=? AND association_id=?",
            (account_id, region, ident),
        )
        return None if row is None else Record(row[0], row[1], _loads(row[2]), json.loads(row[3]))

    def listing(self, account_id: str, region: str, after: str | None = None) -> list[Record]:
        rows = self.store.all(
            "SELECT association_id, version, body, tags FROM ssm_associations"
            " WHERE account_id=? AND region=? AND association_id>? ORDER BY association_id",
            (account_id, region, after or ""),
        )
        return [Record(r[0], r[1], _loads(r[2]), json.loads(r[3])) for r in rows]

    def count(self, account_id: str, region: str) -> int:
        row = self.store.one(
            "SELECT COUNT(*) FROM ssm_associations WHERE account_id=? AND region=?", (account_id, region)
        )
        return int(row[0]) if row else 0

    def put(self, account_id: str, region: str, record: Record) -> None:
        """Write the association's current description and keep it as version ``record.version``."""
        body = _dumps(record.body)
        self.store.execute(
            "INSERT INTO ssm_associations (account_id, region, association_id, version, body, tags)"
            " VALUES (?,?,?,?,?,?) ON CONFLICT (account_id, region, association_id)"
            " DO UPDATE SET version=excluded.version, body=excluded.body, tags=excluded.tags",
            (account_id, region, record.ident, record.version, body, json.dumps(record.tags)),
        )
        self.store.execute(
            "INSERT OR REPLACE INTO ssm_association_versions (account_id, region, association_id, version, body)"
            " VALUES (?,?,?,?,?)",
            (account_id, region, record.ident, record.version, body),
        )

    def set_tags(self, account_id: str, region: str, ident: str, tags: dict[str, str]) -> None:
        self.store.execute(
            "UPDATE ssm_associations SET tags=? WHERE account_id=? AND region=? AND association_id=?",
            (json.dumps(tags), account_id, region, ident),
        )

    def versions(self, account_id: str, region: str, ident: str) -> list[dict[str, Any]]:
        rows = self.store.all(
            "SELECT body FROM ssm_association_versions WHERE account_id=? AND region=? AND association_id=?"
            " ORDER BY version",
            (account_id, region, ident),
        )
        return [_loads(r[0]) for r in rows]

    def delete(self, account_id: str, region: str, ident: str) -> None:
        key = (account_id, region, ident)
        self.store.execute(
            "DELETE FROM ssm_associations WHERE account_id=? AND region=? AND association_id=?", key
        )
        self.store.execute(
            "DELETE FROM ssm_association_versions WHERE account_id=? AND region=? AND association_id=?", key
        )


class Windows:
    """``ssm_windows`` (one row per maintenance window) and ``ssm_window_parts`` (its targets and tasks)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, account_id: str, region: str, ident: str) -> Record | None:
        row = self.store.one(
            "SELECT window_id, body, tags FROM ssm_windows WHERE account_id=? AND region=? AND window_id=?",
            (account_id, region, ident),
        )
        return None if row is None else Record(row[0], 1, _loads(row[1]), json.loads(row[2]))

    def listing(self, account_id: str, region: str) -> list[Record]:
        rows = self.store.all(
            "SELECT window_id, body, tags FROM ssm_windows WHERE account_id=? AND region=? ORDER BY window_id",
            (account_id, region),
        )
        return [Record(r[0], 1, _loads(r[1]), json.loads(r[2])) for r in rows]

    def count(self, account_id: str, region: str) -> int:
        row = self.store.one(
            "SELECT COUNT(*) FROM ssm_windows WHERE account_id=? AND region=?", (account_id, region)
        )
        return int(row[0]) if row else 0

    def put(self, account_id: str, region: str, record: Record) -> None:
        self.store.execute(
            "INSERT INTO ssm_windows (account_id, region, window_id, body, tags) VALUES (?,?,?,?,?)"
            " ON CONFLICT (account_id, region, window_id) DO UPDATE SET body=excluded.body, tags=excluded.tags",
            (account_id, region, record.ident, _dumps(record.body), json.dumps(record.tags)),
        )

    def delete(self, account_id: str, region: str, ident: str) -> None:
        key = (account_id, region, ident)
        self.store.execute("DELETE FROM ssm_windows WHERE account_id=? AND region=? AND window_id=?", key)
        self.store.execute(
            "DELETE FROM ssm_window_parts WHERE account_id=? AND region=? AND window_id=?", key
        )

    def part(self, account_id: str, region: str, window: str, kind: str, ident: str) -> dict[str, Any] | None:
        row = self.store.one(
            "SELECT body FROM ssm_window_parts WHERE account_id=? AND region=? AND window_id=? AND kind=?"
            " AND part_id=?",
            (account_id, region, window, kind, ident),
        )
        return None if row is None else dict(_loads(row[0]))

    def parts(self, account_id: str, region: str, window: str, kind: str) -> list[dict[str, Any]]:
        rows = self.store.all(
            "SELECT body FROM ssm_window_parts WHERE account_id=? AND region=? AND window_id=? AND kind=?"
            " ORDER BY created, part_id",
            (account_id, region, window, kind),
        )
        return [_loads(r[0]) for r in rows]

    def put_part(
        self,
        account_id: str,
        region: str,
        window: str,
        kind: str,
        ident: str,
        body: dict[str, Any],
        created: float,
    ) -> None:
        self.store.execute(
            "INSERT INTO ssm_window_parts (account_id, region, window_id, kind, part_id, body, created)"
            " VALUES (?,?,?,?,?,?,?) ON CONFLICT (account_id, region, window_id, kind, part_id)"
            " DO UPDATE SET body=excluded.body",
            (account_id, region, window, kind, ident, _dumps(body), created),
        )

    def drop_part(self, account_id: str, region: str, window: str, kind: str, ident: str) -> None:
        self.store.execute(
            "DELETE FROM ssm_window_parts WHERE account_id=? AND region=? AND window_id=? AND kind=? AND part_id=?",
            (account_id, region, window, kind, ident),
        )
