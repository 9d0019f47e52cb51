"""Schedule groups (``scheduler_groups``); the ``default`` group of an account and region always exists."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store

DEFAULT = "default"


@dataclass(frozen=True, slots=True)
class Group:
    account_id: str
    region: str
    name: str
    tags: dict[str, str]
    created: float
    modified: float


def _group(row: Any) -> Group:
    return Group(
        row["account_id"],
        row["region"],
        row["name"],
        json.loads(row["tags"]),
        row["created"],
        row["modified"],
    )


def find(store: Store, account_id: str, region: str, name: str) -> Group | None:
    row = store.one(
        "SELECT * FROM scheduler_groups WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    if row is None and name == DEFAULT:
        return Group(account_id, region, DEFAULT, {}, 0.0, 0.0)
    return None if row is None else _group(row)


def add(store: Store, account_id: str, region: str, name: str, tags: dict[str, str], now: float) -> None:
    store.execute(
        "INSERT INTO scheduler_groups (account_id, region, name, tags, created, modified) VALUES (?,?,?,?,?,?)",
        (account_id, region, name, json.dumps(tags), now, now),
    )


def listed(store: Store, account_id: str, region: str, prefix: str) -> list[Group]:
    rows = store.all(
        "SELECT * FROM scheduler_groups WHERE account_id=? AND region=? AND substr(name, 1, ?)=? ORDER BY name",
        (account_id, region, len(prefix), prefix),
    )
    found = [_group(row) for row in rows]
    if DEFAULT.startswith(prefix) and all(group.name != DEFAULT for group in found):
        found.append(Group(account_id, region, DEFAULT, {}, 0.0, 0.0))
    return sorted(found, key=lambda group: group.name)


def remove(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM scheduler_groups WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
