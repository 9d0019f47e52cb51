"""Access point rows in ``s3control_points``: ``kind`` is ``ap`` (an access point) or ``olap`` (an Object
Lambda access point); ``doc`` the point as GetAccessPoint answers it (and the Object Lambda configuration)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Point:
    account_id: str
    region: str
    kind: str
    name: str
    alias: str
    created: float
    policy: str | None
    doc: dict[str, Any]


def _point(row: Any) -> Point:
    return Point(
        row["account_id"],
        row["region"],
        row["kind"],
        row["name"],
        row["alias"],
        row["created"],
        row["policy"],
        dict(json.loads(row["doc"])),
    )


_COLUMNS = "account_id, region, kind, name, alias, created, policy, doc"


def get(store: Store, account_id: str, region: str, kind: str, name: str) -> Point | None:
    row = store.one(
        f"SELECT {_COLUMNS} FROM s3control_points WHERE account_id=? AND region=? AND kind=? AND name=?",
        (account_id, region, kind, name),
    )
    return None if row is None else _point(row)


def by_alias(store: Store, alias: str) -> Point | None:
    row = store.one(f"SELECT {_COLUMNS} FROM s3control_points WHERE alias=?", (alias,))
    return None if row is None else _point(row)


def of_account(store: Store, account_id: str, region: str, kind: str) -> list[Point]:
    rows = store.all(
        f"SELECT {_COLUMNS} FROM s3control_points WHERE account_id=? AND region=? AND kind=? ORDER BY name",
        (account_id, region, kind),
    )
    return [_point(row) for row in rows]


def insert(store: Store, point: Point) -> None:
    store.execute(
        f"INSERT INTO s3control_points ({_COLUMNS}) VALUES (?,?,?,?,?,?,?,?)",
        (
            point.account_id,
            point.region,
            point.kind,
            point.name,
            point.alias,
            point.created,
            point.policy,
            json.dumps(point.doc),
        ),
    )


def set_policy(store: Store, point: Point, policy: str | None) -> None:
    store.execute(
        "UPDATE s3control_points SET policy=? WHERE account_id=? AND region=? AND kind=? AND name=?",
        (policy, point.account_id, point.region, point.kind, point.name),
    )


def set_doc(store: Store, point: Point, doc: dict[str, Any]) -> None:
    store.execute(
        "UPDATE s3control_points SET doc=? WHERE account_id=? AND region=? AND kind=? AND name=?",
        (json.dumps(doc), point.account_id, point.region, point.kind, point.name),
    )


def delete(store: Store, point: Point) -> None:
    store.execute(
        "DELETE FROM s3control_points WHERE account_id=? AND region=? AND kind=? AND name=?",
        (point.account_id, point.region, point.kind, point.name),
    )
