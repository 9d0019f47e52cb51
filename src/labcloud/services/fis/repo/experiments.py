"""Experiment rows in ``fis_experiments``: one stored JSON document each (targets resolved at start)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def by_token(store: Store, account_id: str, region: str, token: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM fis_experiments WHERE account_id=? AND region=? AND client_token=?",
        (account_id, region, token),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def get(store: Store, account_id: str, region: str, experiment_id: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM fis_experiments WHERE id=? AND account_id=? AND region=?",
        (experiment_id, account_id, region),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def of_account(store: Store, account_id: str, region: str, template_id: str | None) -> list[dict[str, Any]]:
    """The account's experiments (of one template when given), newest first."""
    sql = "SELECT doc FROM fis_experiments WHERE account_id=? AND region=?"
    args: list[Any] = [account_id, region]
    if template_id:
        sql += " AND template_id=?"
        args.append(template_id)
    return [dict(json.loads(row["doc"])) for row in store.all(sql + " ORDER BY created DESC, id", args)]


def every(store: Store) -> list[dict[str, Any]]:
    return [dict(json.loads(row["doc"])) for row in store.all("SELECT doc FROM fis_experiments")]


def insert(
    store: Store, account_id: str, region: str, created: float, token: str | None, doc: dict[str, Any]
) -> None:
    store.execute(
        "INSERT INTO fis_experiments (id, account_id, region, created, template_id, client_token, doc)"
        " VALUES (?,?,?,?,?,?,?)",
        (doc["id"], account_id, region, created, doc["experimentTemplateId"], token, json.dumps(doc)),
    )


def update(store: Store, doc: dict[str, Any]) -> None:
    store.execute("UPDATE fis_experiments SET doc=? WHERE id=?", (json.dumps(doc), doc["id"]))
