"""The outbox of deliveries (``events_deliveries``): one row per event and target until it is settled."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.events.records import Delivery
from labcloud.store.db import Store


def add(
    store: Store,
    account_id: str,
    region: str,
    rule_arn: str,
    target: dict[str, Any],
    event: dict[str, Any],
    now: float,
) -> None:
    store.execute(
        "INSERT INTO events_deliveries (account_id, region, rule_arn, target, event, attempts, due, created)"
        " VALUES (?,?,?,?,?,0,?,?)",
        (account_id, region, rule_arn, json.dumps(target), json.dumps(event), now, now),
    )


def due(store: Store, now: float, limit: int) -> list[Delivery]:
    rows = store.all("SELECT * FROM events_deliveries WHERE due <= ? ORDER BY due, id LIMIT ?", (now, limit))
    return [
        Delivery(
            row["id"],
            row["account_id"],
            row["region"],
            row["rule_arn"],
            json.loads(row["target"]),
            json.loads(row["event"]),
            row["attempts"],
            row["due"],
            row["created"],
        )
        for row in rows
    ]


def next_due(store: Store) -> float | None:
    row = store.one("SELECT MIN(due) AS due FROM events_deliveries")
    return None if row is None or row["due"] is None else float(row["due"])


def settle(store: Store, delivery_id: int) -> None:
    store.execute("DELETE FROM events_deliveries WHERE id=?", (delivery_id,))


def retry_at(store: Store, delivery_id: int, attempts: int, due: float) -> None:
    store.execute("UPDATE events_deliveries SET attempts=?, due=? WHERE id=?", (attempts, due, delivery_id))


def pending(store: Store) -> int:
    row = store.one("SELECT COUNT(*) AS n FROM events_deliveries")
    return int(row["n"]) if row is not None else 0
