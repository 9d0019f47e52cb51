"""Subscription filters of a log group (``logs_subscriptions``): at most two per group."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

from ..errors import invalid_parameter, subscription_not_found

MAX_FILTERS_PER_GROUP = 2


@dataclass(frozen=True, slots=True)
class Subscription:
    name: str
    pattern: str
    destination_arn: str
    role_arn: str | None
    distribution: str
    creation_time: int


class Subscriptions:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(
        self,
        group_id: int,
        name: str,
        pattern: str,
        destination_arn: str,
        role_arn: str | None,
        distribution: str,
        now_ms: int,
    ) -> None:
        from ..filter_pattern import (
            compile_pattern,  # the pattern compiler: on the first filter, not at build
        )

        compile_pattern(pattern)
        if not destination_arn.startswith("arn:"):
            raise invalid_parameter(f"Invalid destinationArn: {destination_arn}")
        existing = self.store.one(
            "SELECT creation_time FROM logs_subscriptions WHERE group_id = ? AND name = ?", (group_id, name)
        )
        if existing is None:
            count = self.store.scalar(
                "SELECT COUNT(*) FROM logs_subscriptions WHERE group_id = ?", (group_id,)
            )
            if count >= MAX_FILTERS_PER_GROUP:
                raise AwsError("LimitExceededException", "Resource limit exceeded.", status=400)
        self.store.execute(
            "INSERT INTO logs_subscriptions (group_id, name, pattern, destination_arn, role_arn, distribution,"
            " creation_time) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, name) DO UPDATE SET"
            " pattern = excluded.pattern, destination_arn = excluded.destination_arn,"
            " role_arn = excluded.role_arn, distribution = excluded.distribution",
            (group_id, name, pattern, destination_arn, role_arn, distribution, now_ms),
        )

    def delete(self, group_id: int, name: str) -> None:
        cursor = self.store.execute(
            "DELETE FROM logs_subscriptions WHERE group_id = ? AND name = ?", (group_id, name)
        )
        if cursor.rowcount == 0:
            raise subscription_not_found()

    def of_group(self, group_id: int, prefix: str | None = None) -> list[Subscription]:
        sql = "SELECT * FROM logs_subscriptions WHERE group_id = ?"
        args: list[Any] = [group_id]
        if prefix:
            sql += " AND substr(name, 1, ?) = ?"
            args += [len(prefix), prefix]
        return [
            Subscription(
                row["name"],
                row["pattern"],
                row["destination_arn"],
                row["role_arn"],
                row["distribution"],
                row["creation_time"],
            )
            for row in self.store.all(sql + " ORDER BY name", args)
        ]
