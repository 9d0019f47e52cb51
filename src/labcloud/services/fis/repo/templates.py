"""Experiment template rows in ``fis_templates``: one stored JSON document each."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def by_token(store: Store, account_id: str, region: str, token: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM fis_templates WHERE account_id=? AND region=? AND client_token=?",
        (account_id, region, token),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def get(store: Store, account_id: str, region: str, template_id: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM fis_templates WHERE id=? AND account_id=? AND region=?",
        (template_id, account_id, region),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def of_account(store: Store, account_id: str, region: str) -> list[dict[str, Any]]:
    """Every template of the account and region, oldest first."""
    rows = store.all(
        "SELECT doc FROM fis_templates WHERE account_id=? AND region=? ORDER BY created, id",
        (account_id, region),
    )
    return [dict(json.loads(row["doc"])) for row in rows]


def insert(
    store: Store, account_id: str, region: str, created: float, token: str | None, doc: dict[str, Any]
) -> None:
    store.execute(
        "INSERT INTO fis_templates (id, account_id, region, created, client_token, doc) VALUES (?,?,?,?,?,?)",
        (doc["id"], account_id, region, created, token, json.dumps(doc)),
    )


def delete(store: Store, template_id: str) -> None:
    store.execute("DELETE FROM fis_templates WHERE id=?", (template_id,))


def update(store: Store, doc: dict[str, Any]) -> None:
    store.execute("UPDATE fis_templates SET doc=? WHERE id=?", (json.dumps(doc), doc["id"]))
