"""Rows of ``cloudtrail_trails``: each trail's settings, event selectors, tags, logging and delivery mark."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class TrailRow(FrozenRecord):
    """One trail: its settings, event selectors, tags, logging and delivery mark."""

    arn: str
    account_id: str
    region: str
    name: str
    #: S3BucketName, S3KeyPrefix, IncludeGlobalServiceEvents, IsMultiRegionTrail, LogFileValidationEnabled
    config: dict[str, Any]
    #: the basic EventSelectors
    selectors: list[dict[str, Any]]
    tags: list[dict[str, str]]
    logging: bool
    #: GetTrailStatus's times and latest delivery error
    status: dict[str, Any]
    delivered_seq: int
    created: float
    #: the last event delivered to the trail's CloudWatch Logs group
    logs_seq: int = 0


def _row(row: sqlite3.Row) -> TrailRow:
    return TrailRow(
        row["arn"],
        row["account_id"],
        row["region"],
        row["name"],
        json.loads(row["config"]),
        json.loads(row["selectors"]),
        json.loads(row["tags"]),
        bool(row["logging"]),
        json.loads(row["status"]),
        row["delivered_seq"],
        row["created"],
        row["logs_seq"],
    )


class Trails:
    def __init__(self, store: Store) -> None:
        self.store = store

    def insert(self, trail: TrailRow) -> None:
        self.store.execute(
            "INSERT INTO cloudtrail_trails (arn, account_id, region, name, config, selectors, tags, logging, status,"
            " delivered_seq, created, logs_seq) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                trail.arn,
                trail.account_id,
                trail.region,
                trail.name,
                json.dumps(trail.config),
                json.dumps(trail.selectors),
                json.dumps(trail.tags),
                int(trail.logging),
                json.dumps(trail.status),
                trail.delivered_seq,
                trail.created,
                trail.logs_seq,
            ),
        )

    def save(self, trail: TrailRow) -> None:
        self.store.execute(
            "UPDATE cloudtrail_trails SET config = ?, selectors = ?, tags = ?, logging = ?, status = ?,"
            " delivered_seq = ?, logs_seq = ? WHERE arn = ?",
            (
                json.dumps(trail.config),
                json.dumps(trail.selectors),
                json.dumps(trail.tags),
                int(trail.logging),
                json.dumps(trail.status),
                trail.delivered_seq,
                trail.logs_seq,
                trail.arn,
            ),
        )

    def delete(self, arn: str) -> None:
        self.store.execute("DELETE FROM cloudtrail_trails WHERE arn = ?", (arn,))

    def get(self, arn: str) -> TrailRow | None:
        row = self.store.one("SELECT * FROM cloudtrail_trails WHERE arn = ?", (arn,))
        return None if row is None else _row(row)

    def of_account(self, account_id: str) -> list[TrailRow]:
        rows = self.store.all(
            "SELECT * FROM cloudtrail_trails WHERE account_id = ? ORDER BY name", (account_id,)
        )
        return [_row(row) for row in rows]

    def count(self, account_id: str, region: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM cloudtrail_trails WHERE account_id = ? AND region = ?",
                (account_id, region),
            )
        )

    def logging(self) -> list[TrailRow]:
        return [_row(row) for row in self.store.all("SELECT * FROM cloudtrail_trails WHERE logging = 1")]
