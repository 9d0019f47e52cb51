"""Health check rows in ``route53_health_checks``: one ``HealthCheck`` document each (with its tags and
recorded status under keys starting with ``_``)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def _doc(row: Any) -> dict[str, Any]:
    return dict(json.loads(row["doc"]))


def get(store: Store, account_id: str, check_id: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM route53_health_checks WHERE id=? AND account_id=?", (check_id, account_id)
    )
    return None if row is None else _doc(row)


def by_reference(store: Store, account_id: str, reference: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM route53_health_checks WHERE account_id=? AND caller_reference=?",
        (account_id, reference),
    )
    return None if row is None else _doc(row)


def of_account(store: Store, account_id: str) -> list[dict[str, Any]]:
    rows = store.all(
        "SELECT doc FROM route53_health_checks WHERE account_id=? ORDER BY created, id", (account_id,)
    )
    return [_doc(row) for row in rows]


def every(store: Store) -> list[dict[str, Any]]:
    return [_doc(row) for row in store.all("SELECT doc FROM route53_health_checks ORDER BY created, id")]


def every_with_account(store: Store) -> list[tuple[str, dict[str, Any]]]:
    """Every account's checks with their account (CloudWatch's health gauges)."""
    rows = store.all("SELECT account_id, doc FROM route53_health_checks ORDER BY created, id")
    return [(str(row["account_id"]), _doc(row)) for row in rows]


def insert(store: Store, account_id: str, created: float, doc: dict[str, Any]) -> None:
    store.execute(
        "INSERT INTO route53_health_checks (id, account_id, created, caller_reference, doc) VALUES (?,?,?,?,?)",
        (doc["Id"], account_id, created, doc["CallerReference"], json.dumps(doc)),
    )


def update(store: Store, doc: dict[str, Any]) -> None:
    store.execute("UPDATE route53_health_checks SET doc=? WHERE id=?", (json.dumps(doc), doc["Id"]))


def delete(store: Store, check_id: str) -> None:
    store.execute("DELETE FROM route53_health_checks WHERE id=?", (check_id,))
