"""Rows of ``apigw_parts``: the documents an API or an account holds beside its resources (authorizers
now; the table is keyed by scope and kind so later parts share it).

``scope`` is the API id for an API's parts (authorizers), ``kind`` names the part."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(slots=True)
class PartRecord:
    scope: str
    kind: str
    id: str
    doc: dict[str, Any]


def _record(row: Any) -> PartRecord:
    return PartRecord(row[0], row[1], row[2], json.loads(row[3]))


def insert_part(store: Store, part: PartRecord, created: float) -> None:
    store.execute(
        "INSERT INTO apigw_parts (scope, kind, id, created, doc) VALUES (?, ?, ?, ?, ?)",
        (part.scope, part.kind, part.id, created, json.dumps(part.doc)),
    )


def find_part(store: Store, scope: str, kind: str, part_id: str) -> PartRecord | None:
    row = store.one(
        "SELECT scope, kind, id, doc FROM apigw_parts WHERE scope=? AND kind=? AND id=?",
        (scope, kind, part_id),
    )
    return None if row is None else _record(row)


def list_parts(store: Store, scope: str, kind: str) -> list[PartRecord]:
    rows = store.all(
        "SELECT scope, kind, id, doc FROM apigw_parts WHERE scope=? AND kind=? ORDER BY created, id",
        (scope, kind),
    )
    return [_record(r) for r in rows]


def save_part(store: Store, part: PartRecord) -> None:
    store.execute(
        "UPDATE apigw_parts SET doc=? WHERE scope=? AND kind=? AND id=?",
        (json.dumps(part.doc), part.scope, part.kind, part.id),
    )


def delete_part(store: Store, scope: str, kind: str, part_id: str) -> None:
    store.execute("DELETE FROM apigw_parts WHERE scope=? AND kind=? AND id=?", (scope, kind, part_id))


def delete_scope(store: Store, scope: str) -> None:
    store.execute("DELETE FROM apigw_parts WHERE scope=?", (scope,))


def kind_holds(store: Store, kind: str, part_id: str) -> bool:
    """Whether any scope holds a part of ``kind`` with that id (ids are unique across accounts)."""
    row = store.one("SELECT 1 FROM apigw_parts WHERE kind=? AND id=? LIMIT 1", (kind, part_id))
    return row is not None
