"""CloudFront's resource rows in ``cloudfront_resources``: one JSON document each, of a ``kind``
(``distribution``, ``oac``, ``oai``, ``cache-policy``, ``invalidation``); ``parent`` is an invalidation's
distribution."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def _doc(row: Any) -> dict[str, Any]:
    return dict(json.loads(row["doc"]))


def get(store: Store, kind: str, resource_id: str, account_id: str | None = None) -> dict[str, Any] | None:
    """The resource's document; ``account_id`` None: whoever owns it (the data plane's look-up by id)."""
    if account_id is None:
        row = store.one("SELECT doc FROM cloudfront_resources WHERE kind=? AND id=?", (kind, resource_id))
    else:
        row = store.one(
            "SELECT doc FROM cloudfront_resources WHERE kind=? AND id=? AND account_id=?",
            (kind, resource_id, account_id),
        )
    return None if row is None else _doc(row)


def owner(store: Store, kind: str, resource_id: str) -> str | None:
    row = store.one("SELECT account_id FROM cloudfront_resources WHERE kind=? AND id=?", (kind, resource_id))
    return None if row is None else str(row["account_id"])


def by_reference(store: Store, kind: str, account_id: str, reference: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM cloudfront_resources WHERE kind=? AND account_id=? AND reference=?",
        (kind, account_id, reference),
    )
    return None if row is None else _doc(row)


def of_account(store: Store, kind: str, account_id: str, parent: str = "") -> list[dict[str, Any]]:
    """The account's resources of ``kind`` in creation order."""
    rows = store.all(
        "SELECT doc FROM cloudfront_resources WHERE kind=? AND account_id=? AND parent=? ORDER BY created, id",
        (kind, account_id, parent),
    )
    return [_doc(row) for row in rows]


def count(store: Store, kind: str, account_id: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM cloudfront_resources WHERE kind=? AND account_id=?", (kind, account_id)
        )
    )


def insert(
    store: Store,
    kind: str,
    resource_id: str,
    account_id: str,
    created: float,
    doc: dict[str, Any],
    *,
    reference: str = "",
    parent: str = "",
) -> None:
    store.execute(
        "INSERT INTO cloudfront_resources (kind, id, account_id, parent, created, reference, doc)"
        " VALUES (?,?,?,?,?,?,?)",
        (kind, resource_id, account_id, parent, created, reference, json.dumps(doc)),
    )


def update(store: Store, kind: str, resource_id: str, doc: dict[str, Any]) -> None:
    store.execute(
        "UPDATE cloudfront_resources SET doc=? WHERE kind=? AND id=?", (json.dumps(doc), kind, resource_id)
    )


def delete(store: Store, kind: str, resource_id: str) -> None:
    store.execute("DELETE FROM cloudfront_resources WHERE kind=? AND id=?", (kind, resource_id))
    store.execute("DELETE FROM cloudfront_resources WHERE parent=?", (resource_id,))


def every(store: Store, kind: str) -> list[dict[str, Any]]:
    """Every account's resources of ``kind`` (CNAMEs are unique across accounts)."""
    rows = store.all("SELECT doc FROM cloudfront_resources WHERE kind=? ORDER BY created, id", (kind,))
    return [_doc(row) for row in rows]
