"""Subscription filters: stored per group (at most two), and the payload delivered to a Lambda.

A destination Lambda receives ``{"awslogs": {"data": base64(gzip(json))}}`` where the JSON is a
``DATA_MESSAGE`` with the owner, group, stream, filter names and the matching events.
"""

from __future__ import annotations

import base64
import gzip
import json
import sqlite3
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

from .errors import invalid_parameter, subscription_not_found
from .filter_pattern import compile_pattern

MAX_FILTERS_PER_GROUP = 2


def check_supported(params: dict[str, Any]) -> None:
    """Refuse what labcloud cannot deliver: non-Lambda destinations, transformed logs, selected fields."""
    destination = str(params.get("destinationArn") or "")
    if destination.startswith("arn:") and ":lambda:" not in destination:
        raise invalid_parameter(
            f"labcloud delivers subscription filters only to Lambda functions, not to {destination}"
        )
    if params.get("applyOnTransformedLogs"):
        raise invalid_parameter(
            "labcloud does not support log transformers: applyOnTransformedLogs must be false"
        )
    for member in ("fieldSelectionCriteria", "emitSystemFields"):
        if params.get(member):
            raise invalid_parameter(f"labcloud does not support {member} on subscription filters")


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

    def of_group(self, group_id: int, prefix: str | None = None) -> list[sqlite3.Row]:
        sql = "SELECT * FROM logs_subscriptions WHERE group_id = ?"
        args: list[Any] = [group_id]
        if prefix:
            sql += " AND substr(name, 1, ?) = ?"
            args += [len(prefix), prefix]
        return self.store.all(sql + " ORDER BY name", args)


def describe_filter(group_name: str, row: sqlite3.Row) -> dict[str, Any]:
    out: dict[str, Any] = {
        "filterName": row["name"],
        "logGroupName": group_name,
        "filterPattern": row["pattern"],
        "destinationArn": row["destination_arn"],
        "distribution": row["distribution"],
        "applyOnTransformedLogs": False,
        "creationTime": row["creation_time"],
    }
    if row["role_arn"]:
        out["roleArn"] = row["role_arn"]
    return out


def lambda_payload(
    owner: str, group: str, stream: str, filter_name: str, events: list[dict[str, Any]]
) -> bytes:
    document = {
        "messageType": "DATA_MESSAGE",
        "owner": owner,
        "logGroup": group,
        "logStream": stream,
        "subscriptionFilters": [filter_name],
        "logEvents": events,
    }
    data = base64.b64encode(gzip.compress(json.dumps(document).encode())).decode()
    return json.dumps({"awslogs": {"data": data}}).encode()
