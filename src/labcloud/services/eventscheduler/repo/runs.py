"""The outbox of firings (``scheduler_runs``): one row per firing of a schedule until it is settled."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Run:
    id: int
    account_id: str
    region: str
    schedule_arn: str
    target: dict[str, Any]
    scheduled: float
    attempts: int
    created: float


def add(
    store: Store,
    account_id: str,
    region: str,
    schedule_arn: str,
    target: dict[str, Any],
    when: float,
    now: float,
) -> None:
    store.execute(
        "INSERT INTO scheduler_runs (account_id, region, schedule_arn, target, scheduled, attempts, due, created)"
        " VALUES (?,?,?,?,?,0,?,?)",
        (account_id, region, schedule_arn, json.dumps(target), when, now, now),
    )


def due(store: Store, now: float, limit: int) -> list[Run]:
    rows = store.all("SELECT * FROM scheduler_runs WHERE due <= ? ORDER BY due, id LIMIT ?", (now, limit))
    return [
        Run(
            row["id"],
            row["account_id"],
            row["region"],
            row["schedule_arn"],
            json.loads(row["target"]),
            row["scheduled"],
            row["attempts"],
            row["created"],
        )
        for row in rows
    ]


def settle(store: Store, run_id: int) -> None:
    store.execute("DELETE FROM scheduler_runs WHERE id=?", (run_id,))


def retry_at(store: Store, run_id: int, attempts: int, due: float) -> None:
    store.execute("UPDATE scheduler_runs SET attempts=?, due=? WHERE id=?", (attempts, due, run_id))


def any_due(store: Store, now: float) -> bool:
    return store.one("SELECT 1 AS one FROM scheduler_runs WHERE due <= ? LIMIT 1", (now,)) is not None
