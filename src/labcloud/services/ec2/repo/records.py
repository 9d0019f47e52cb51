"""Reads and writes of EC2 records (``ec2_resources``, ``ec2_defaults``), returning typed records."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from labcloud import clock
from labcloud.store.db import Store


@dataclass(slots=True)
class Record:
    """One networking record: ``body`` is its description as EC2 answers it (keys starting with ``_``
    are the record's own bookkeeping, never answered)."""

    id: str
    kind: str
    vpc_id: str | None
    body: dict[str, Any] = field(default_factory=dict)
    created: float = 0.0


def _record(row: sqlite3.Row) -> Record:
    return Record(row["id"], row["kind"], row["vpc_id"], json.loads(row["body"]), row["created"])


class Records:
    """``ec2_resources`` and ``ec2_defaults`` of one store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, account_id: str, region: str, record_id: str) -> Record | None:
        row = self.store.one(
            "SELECT * FROM ec2_resources WHERE account_id=? AND region=? AND id=?",
            (account_id, region, record_id),
        )
        return None if row is None else _record(row)

    def of_kind(self, account_id: str, region: str, kind: str) -> list[Record]:
        rows = self.store.all(
            "SELECT * FROM ec2_resources WHERE account_id=? AND region=? AND kind=? ORDER BY created, id",
            (account_id, region, kind),
        )
        return [_record(row) for row in rows]

    def in_vpc(self, account_id: str, region: str, vpc_id: str, kind: str | None = None) -> list[Record]:
        rows = self.store.all(
            "SELECT * FROM ec2_resources WHERE account_id=? AND region=? AND vpc_id=? ORDER BY created, id",
            (account_id, region, vpc_id),
        )
        return [_record(row) for row in rows if kind is None or row["kind"] == kind]

    def put(self, account_id: str, region: str, record: Record) -> None:
        if not record.created:
            record.created = clock.now()
        self.store.execute(
            "INSERT INTO ec2_resources (account_id, region, id, kind, vpc_id, body, created)"
            " VALUES (?,?,?,?,?,?,?) ON CONFLICT (account_id, region, id) DO UPDATE SET"
            " vpc_id=excluded.vpc_id, body=excluded.body",
            (
                account_id,
                region,
                record.id,
                record.kind,
                record.vpc_id,
                json.dumps(record.body),
                record.created,
            ),
        )

    def delete(self, account_id: str, region: str, record_id: str) -> None:
        self.store.execute(
            "DELETE FROM ec2_resources WHERE account_id=? AND region=? AND id=?",
            (account_id, region, record_id),
        )

    def accounts(self) -> list[tuple[str, str]]:
        rows = self.store.all(
            "SELECT DISTINCT account_id, region FROM ec2_resources ORDER BY account_id, region"
        )
        return [(row["account_id"], row["region"]) for row in rows]

    def defaults_made(self, account_id: str, region: str) -> bool:
        found = self.store.one(
            "SELECT 1 FROM ec2_defaults WHERE account_id=? AND region=?", (account_id, region)
        )
        return found is not None

    def note_defaults(self, account_id: str, region: str) -> None:
        self.store.execute(
            "INSERT OR IGNORE INTO ec2_defaults (account_id, region) VALUES (?,?)", (account_id, region)
        )
