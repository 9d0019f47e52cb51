"""Layer versions (``lambda_layers``) and their policies (``lambda_layer_policies``), as decoded documents.
``Key`` is (account, region, layer name)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store

Key = tuple[str, str, str]


def newest_number(store: Store, key: Key) -> int:
    value = store.scalar(
        "SELECT COALESCE(MAX(version), 0) FROM lambda_layers WHERE account_id=? AND region=? AND name=?", key
    )
    return int(value or 0)


def insert(store: Store, key: Key, number: int, doc: dict[str, Any]) -> None:
    store.execute(
        "INSERT INTO lambda_layers (account_id, region, name, version, doc) VALUES (?,?,?,?,?)",
        (*key, number, json.dumps(doc)),
    )


def get(store: Store, key: Key, number: int) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM lambda_layers WHERE account_id=? AND region=? AND name=? AND version=?",
        (*key, number),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def exists(store: Store, key: Key, number: int) -> bool:
    found = store.one(
        "SELECT 1 FROM lambda_layers WHERE account_id=? AND region=? AND name=? AND version=?", (*key, number)
    )
    return found is not None


def delete(store: Store, key: Key, number: int) -> None:
    store.execute(
        "DELETE FROM lambda_layers WHERE account_id=? AND region=? AND name=? AND version=?", (*key, number)
    )


def versions(store: Store, key: Key) -> list[dict[str, Any]]:
    """The layer's versions, newest first."""
    return [
        json.loads(r["doc"])
        for r in store.all(
            "SELECT doc FROM lambda_layers WHERE account_id=? AND region=? AND name=? ORDER BY version DESC",
            key,
        )
    ]


def names(store: Store, account_id: str, region: str) -> list[str]:
    return [
        str(r["name"])
        for r in store.all(
            "SELECT DISTINCT name FROM lambda_layers WHERE account_id=? AND region=? ORDER BY name",
            (account_id, region),
        )
    ]


def account_docs(store: Store, account_id: str, region: str) -> list[dict[str, Any]]:
    return [
        json.loads(r["doc"])
        for r in store.all(
            "SELECT doc FROM lambda_layers WHERE account_id=? AND region=?", (account_id, region)
        )
    ]


def policy(store: Store, key: Key, number: int) -> dict[str, Any] | None:
    row = store.one(
        "SELECT doc FROM lambda_layer_policies WHERE account_id=? AND region=? AND name=? AND version=?",
        (*key, number),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def save_policy(store: Store, key: Key, number: int, doc: dict[str, Any] | None) -> None:
    """Replace (or, with None, drop) a layer version's policy."""
    store.execute(
        "DELETE FROM lambda_layer_policies WHERE account_id=? AND region=? AND name=? AND version=?",
        (*key, number),
    )
    if doc is not None:
        store.execute(
            "INSERT INTO lambda_layer_policies (account_id, region, name, version, doc) VALUES (?,?,?,?,?)",
            (*key, number, json.dumps(doc)),
        )
