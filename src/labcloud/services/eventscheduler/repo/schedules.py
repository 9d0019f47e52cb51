"""Schedules (``scheduler_schedules``): the request's fields as one JSON spec, and the next firing time."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Schedule:
    account_id: str
    region: str
    group: str
    name: str
    spec: dict[str, Any]
    created: float
    modified: float
    next_fire: float | None

    @property
    def arn(self) -> str:
        return f"arn:aws:scheduler:{self.region}:{self.account_id}:schedule/{self.group}/{self.name}"


def _schedule(row: Any) -> Schedule:
    return Schedule(
        row["account_id"],
        row["region"],
        row["grp"],
        row["name"],
        json.loads(row["spec"]),
        row["created"],
        row["modified"],
        row["next_fire"],
    )


def find(store: Store, account_id: str, region: str, group: str, name: str) -> Schedule | None:
    row = store.one(
        "SELECT * FROM scheduler_schedules WHERE account_id=? AND region=? AND grp=? AND name=?",
        (account_id, region, group, name),
    )
    return None if row is None else _schedule(row)


def put(store: Store, schedule: Schedule) -> None:
    store.execute(
        "INSERT OR REPLACE INTO scheduler_schedules"
        " (account_id, region, grp, name, spec, created, modified, next_fire) VALUES (?,?,?,?,?,?,?,?)",
        (
            schedule.account_id,
            schedule.region,
            schedule.group,
            schedule.name,
            json.dumps(schedule.spec),
            schedule.created,
            schedule.modified,
            schedule.next_fire,
        ),
    )


def listed(store: Store, account_id: str, region: str, group: str | None, prefix: str) -> list[Schedule]:
    sql = "SELECT * FROM scheduler_schedules WHERE account_id=? AND region=? AND substr(name, 1, ?)=?"
    args: list[Any] = [account_id, region, len(prefix), prefix]
    if group is not None:
        sql += " AND grp=?"
        args.append(group)
    return [_schedule(row) for row in store.all(sql + " ORDER BY grp, name", tuple(args))]


def remove(store: Store, account_id: str, region: str, group: str, name: str) -> None:
    store.execute(
        "DELETE FROM scheduler_schedules WHERE account_id=? AND region=? AND grp=? AND name=?",
        (account_id, region, group, name),
    )


def remove_group(store: Store, account_id: str, region: str, group: str) -> None:
    store.execute(
        "DELETE FROM scheduler_schedules WHERE account_id=? AND region=? AND grp=?",
        (account_id, region, group),
    )


def due(store: Store, now: float) -> list[Schedule]:
    rows = store.all(
        "SELECT * FROM scheduler_schedules WHERE next_fire IS NOT NULL AND next_fire <= ?", (now,)
    )
    return [_schedule(row) for row in rows]


def set_next_fire(store: Store, schedule: Schedule, next_fire: float | None) -> None:
    store.execute(
        "UPDATE scheduler_schedules SET next_fire=? WHERE account_id=? AND region=? AND grp=? AND name=?",
        (next_fire, schedule.account_id, schedule.region, schedule.group, schedule.name),
    )
