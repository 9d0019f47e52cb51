"""Activities (``sfn_activities``) and the tasks waiting for their workers (``sfn_activity_tasks``):
a task is pending until a worker's GetActivityTask claims it, then started (its token answers it)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Activity:
    arn: str
    account_id: str
    region: str
    name: str
    tags: dict[str, str]
    created: float


@dataclass(frozen=True, slots=True)
class ActivityTask:
    token: str
    activity_arn: str
    execution_arn: str
    input: str
    scheduled: float
    started: float | None
    worker: str | None


def _activity(row: sqlite3.Row) -> Activity:
    return Activity(
        row["arn"], row["account_id"], row["region"], row["name"], json.loads(row["tags"]), row["created"]
    )


def _task(row: sqlite3.Row) -> ActivityTask:
    return ActivityTask(
        row["token"],
        row["activity_arn"],
        row["execution_arn"],
        row["input"],
        row["scheduled"],
        row["started"],
        row["worker"],
    )


class Activities:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, arn: str) -> Activity | None:
        row = self.store.one("SELECT * FROM sfn_activities WHERE arn=?", (arn,))
        return None if row is None else _activity(row)

    def insert(self, a: Activity) -> None:
        self.store.execute(
            "INSERT INTO sfn_activities (arn, account_id, region, name, tags, created) VALUES (?,?,?,?,?,?)",
            (a.arn, a.account_id, a.region, a.name, json.dumps(a.tags), a.created),
        )

    def set_tags(self, arn: str, tags: dict[str, str]) -> None:
        self.store.execute("UPDATE sfn_activities SET tags=? WHERE arn=?", (json.dumps(tags), arn))

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM sfn_activities WHERE arn=?", (arn,))

    def page(self, account_id: str, region: str, after: str, limit: int) -> list[Activity]:
        rows = self.store.all(
            "SELECT * FROM sfn_activities WHERE account_id=? AND region=? AND arn > ? ORDER BY arn LIMIT ?",
            (account_id, region, after, limit),
        )
        return [_activity(r) for r in rows]

    # ------------------------------------------------------------------ tasks

    def enqueue(self, t: ActivityTask) -> None:
        self.store.execute(
            "INSERT OR IGNORE INTO sfn_activity_tasks (token, activity_arn, execution_arn, input, scheduled)"
            " VALUES (?,?,?,?,?)",
            (t.token, t.activity_arn, t.execution_arn, t.input, t.scheduled),
        )

    def task(self, token: str) -> ActivityTask | None:
        row = self.store.one("SELECT * FROM sfn_activity_tasks WHERE token=?", (token,))
        return None if row is None else _task(row)

    def claim(self, activity_arn: str, worker: str | None, now: float) -> ActivityTask | None:
        """The oldest pending task of a running execution, now started by ``worker``."""
        row = self.store.one(
            "SELECT t.* FROM sfn_activity_tasks t JOIN sfn_executions e ON e.arn = t.execution_arn"
            " JOIN sfn_tokens k ON k.token = t.token"
            " WHERE t.activity_arn=? AND t.started IS NULL AND e.status='RUNNING' AND k.outcome IS NULL"
            " ORDER BY t.scheduled LIMIT 1",
            (activity_arn,),
        )
        if row is None:
            return None
        self.store.execute(
            "UPDATE sfn_activity_tasks SET started=?, worker=? WHERE token=?", (now, worker, row["token"])
        )
        return _task(row)

    def done(self, token: str) -> None:
        self.store.execute("DELETE FROM sfn_activity_tasks WHERE token=?", (token,))
