"""Function URL configs (``lambda_function_urls``): one per function or alias, found by its URL id."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Migration, Store
from labcloud.store.records import FrozenRecord

TABLE = "lambda_function_urls"

MIGRATIONS = (
    Migration(
        1,
        "function URL configs",
        (
            f"""CREATE TABLE IF NOT EXISTS {TABLE} (
                account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
                qualifier TEXT NOT NULL, url_id TEXT NOT NULL, doc TEXT NOT NULL,
                PRIMARY KEY (account_id, region, name, qualifier))""",
            f"CREATE UNIQUE INDEX IF NOT EXISTS lambda_function_urls_id ON {TABLE} (url_id)",
        ),
    ),
)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class UrlConfig(FrozenRecord):
    """A function URL config: the function (and alias, "" for none) it serves, and its document."""

    account_id: str
    region: str
    name: str
    qualifier: str
    url_id: str
    doc: dict[str, Any]


def _config(row: sqlite3.Row) -> UrlConfig:
    return UrlConfig(
        row["account_id"], row["region"], row["name"], row["qualifier"], row["url_id"], json.loads(row["doc"])
    )


def get(store: Store, account_id: str, region: str, name: str, qualifier: str) -> UrlConfig | None:
    row = store.one(
        f"SELECT * FROM {TABLE} WHERE account_id=? AND region=? AND name=? AND qualifier=?",
        (account_id, region, name, qualifier),
    )
    return None if row is None else _config(row)


def by_url_id(store: Store, url_id: str) -> UrlConfig | None:
    row = store.one(f"SELECT * FROM {TABLE} WHERE url_id=?", (url_id,))
    return None if row is None else _config(row)


def of_function(store: Store, account_id: str, region: str, name: str) -> list[dict[str, Any]]:
    """The function's URL config documents, by qualifier."""
    return [
        json.loads(r["doc"])
        for r in store.all(
            f"SELECT doc FROM {TABLE} WHERE account_id=? AND region=? AND name=? ORDER BY qualifier",
            (account_id, region, name),
        )
    ]


def insert(
    store: Store, account_id: str, region: str, name: str, qualifier: str, url_id: str, doc: dict[str, Any]
) -> None:
    store.execute(
        f"INSERT INTO {TABLE} (account_id, region, name, qualifier, url_id, doc) VALUES (?,?,?,?,?,?)",
        (account_id, region, name, qualifier, url_id, json.dumps(doc)),
    )


def save(store: Store, account_id: str, region: str, name: str, qualifier: str, doc: dict[str, Any]) -> None:
    store.execute(
        f"UPDATE {TABLE} SET doc=? WHERE account_id=? AND region=? AND name=? AND qualifier=?",
        (json.dumps(doc), account_id, region, name, qualifier),
    )


def delete(store: Store, account_id: str, region: str, name: str, qualifier: str | None = None) -> bool:
    """Delete the config of one alias (or "" for the function), or with None all of the function's;
    False when there was none."""
    if qualifier is None:
        gone = store.execute(
            f"DELETE FROM {TABLE} WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
        ).rowcount
    else:
        gone = store.execute(
            f"DELETE FROM {TABLE} WHERE account_id=? AND region=? AND name=? AND qualifier=?",
            (account_id, region, name, qualifier),
        ).rowcount
    return bool(gone)
