"""Hosted zone rows in ``route53_zones``: one JSON document each (the zone as GetHostedZone answers it,
its VPCs, name servers and tags)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def _doc(row: Any) -> dict[str, Any]:
    return dict(json.loads(row["doc"]))


def _key(doc: dict[str, Any]) -> str:
    """The row's id: the zone id without its ``/hostedzone/`` prefix."""
    return str(doc["Id"]).rsplit("/", 1)[-1]


def get(store: Store, account_id: str, zone_id: str) -> dict[str, Any] | None:
    row = store.one("SELECT doc FROM route53_zones WHERE id=? AND account_id=?", (zone_id, account_id))
    return None if row is None else _doc(row)


def by_reference(store: Store, account_id: str, reference: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM route53_zones WHERE account_id=? AND caller_reference=?", (account_id, reference)
    )
    return None if row is None else _doc(row)


def of_account(store: Store, account_id: str) -> list[dict[str, Any]]:
    """The account's zones in creation order (ListHostedZones' order)."""
    rows = store.all("SELECT doc FROM route53_zones WHERE account_id=? ORDER BY created, id", (account_id,))
    return [_doc(row) for row in rows]


def count(store: Store, account_id: str) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM route53_zones WHERE account_id=?", (account_id,)))


def every(store: Store) -> list[dict[str, Any]]:
    return [_doc(row) for row in store.all("SELECT doc FROM route53_zones ORDER BY created, id")]


def insert(store: Store, account_id: str, created: float, doc: dict[str, Any]) -> None:
    store.execute(
        "INSERT INTO route53_zones (id, account_id, name, created, caller_reference, doc) VALUES (?,?,?,?,?,?)",
        (_key(doc), account_id, doc["Name"], created, doc["CallerReference"], json.dumps(doc)),
    )


def update(store: Store, doc: dict[str, Any]) -> None:
    store.execute("UPDATE route53_zones SET doc=? WHERE id=?", (json.dumps(doc), _key(doc)))


def delete(store: Store, zone_id: str) -> None:
    store.execute("DELETE FROM route53_zones WHERE id=?", (zone_id,))
