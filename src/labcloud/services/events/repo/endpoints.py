"""Global endpoints in ``events_endpoints``: one JSON spec each (the endpoint as DescribeEndpoint answers
it, times as epoch seconds), keyed by account, home region and name."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def find(store: Store, account_id: str, region: str, name: str) -> dict[str, Any] | None:
    row = store.one(
        "SELECT spec FROM events_endpoints WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else dict(json.loads(row["spec"]))


def listed(
    store: Store, account_id: str, region: str, prefix: str, after: str, limit: int
) -> list[dict[str, Any]]:
    rows = store.all(
        "SELECT spec FROM events_endpoints WHERE account_id=? AND region=? AND name > ? AND substr(name, 1, ?) = ?"
        " ORDER BY name LIMIT ?",
        (account_id, region, after, len(prefix), prefix, limit + 1),
    )
    return [dict(json.loads(row["spec"])) for row in rows]


def count(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM events_endpoints WHERE account_id=? AND region=?", (account_id, region)
        )
    )


def put(store: Store, account_id: str, region: str, spec: dict[str, Any]) -> None:
    store.execute(
        "INSERT OR REPLACE INTO events_endpoints (account_id, region, name, spec) VALUES (?,?,?,?)",
        (account_id, region, spec["Name"], json.dumps(spec)),
    )


def delete(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM events_endpoints WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
