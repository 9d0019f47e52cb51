"""Identities (``ses_identities``): email addresses and domains, with their tags and default configuration set."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Identity:
    identity: str
    #: ``EmailAddress`` or ``Domain``.
    kind: str
    token: str
    created: float
    config_set: str | None
    tags: dict[str, str]


def _identity(row: Any) -> Identity:
    return Identity(
        row["identity"], row["kind"], row["token"], row["created"], row["config_set"], json.loads(row["tags"])
    )


def find(store: Store, account_id: str, region: str, identity: str) -> Identity | None:
    row = store.one(
        "SELECT * FROM ses_identities WHERE account_id=? AND region=? AND identity=?",
        (account_id, region, identity),
    )
    return None if row is None else _identity(row)


def find_many(store: Store, account_id: str, region: str, names: list[str]) -> dict[str, Identity]:
    if not names:
        return {}
    marks = ",".join("?" * len(names))
    rows = store.all(
        f"SELECT * FROM ses_identities WHERE account_id=? AND region=? AND identity IN ({marks})",
        (account_id, region, *names),
    )
    return {row["identity"]: _identity(row) for row in rows}


def put(store: Store, account_id: str, region: str, one: Identity) -> None:
    store.execute(
        "INSERT INTO ses_identities (account_id, region, identity, kind, token, created, config_set, tags) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(account_id, region, identity) DO UPDATE SET "
        "config_set=excluded.config_set, tags=excluded.tags",
        (
            account_id,
            region,
            one.identity,
            one.kind,
            one.token,
            one.created,
            one.config_set,
            json.dumps(one.tags),
        ),
    )


def delete(store: Store, account_id: str, region: str, identity: str) -> bool:
    cursor = store.execute(
        "DELETE FROM ses_identities WHERE account_id=? AND region=? AND identity=?",
        (account_id, region, identity),
    )
    return cursor.rowcount > 0


def listed(
    store: Store, account_id: str, region: str, kind: str | None, after: str, limit: int
) -> list[Identity]:
    """Up to ``limit`` identities named after ``after`` (in name order), of ``kind`` when given."""
    rows = store.all(
        "SELECT * FROM ses_identities WHERE account_id=? AND region=? AND identity>? AND (? IS NULL OR kind=?) "
        "ORDER BY identity LIMIT ?",
        (account_id, region, after, kind, kind, limit),
    )
    return [_identity(row) for row in rows]


def count(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM ses_identities WHERE account_id=? AND region=?", (account_id, region)
        )
    )


def everywhere(store: Store) -> list[tuple[str, str, Identity]]:
    """Every account's identities (for the view's map)."""
    return [
        (row["account_id"], row["region"], _identity(row))
        for row in store.all("SELECT * FROM ses_identities")
    ]


def set_tags(store: Store, account_id: str, region: str, identity: str, tags: dict[str, str]) -> None:
    store.execute(
        "UPDATE ses_identities SET tags=? WHERE account_id=? AND region=? AND identity=?",
        (json.dumps(tags), account_id, region, identity),
    )
