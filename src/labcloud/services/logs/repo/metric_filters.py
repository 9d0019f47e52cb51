"""Metric filters of log groups (``logs_metric_filters``, the one transformation stored as JSON with
its metric's namespace and name in real columns): put, delete, the filters of a group, and
DescribeMetricFilters' selection and pages."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

from ..errors import invalid_parameter
from ..tokens import decode_token, encode_token

#: CloudWatch Logs' quota: metric filters per log group.
MAX_FILTERS_PER_GROUP = 100
DEFAULT_PAGE = 50


@dataclass(frozen=True, slots=True)
class MetricFilter:
    name: str
    pattern: str
    transformation: dict[str, Any]


class MetricFilters:
    def __init__(self, store: Store) -> None:
        self.store = store

    def put(self, group_id: int, name: str, pattern: str, transformation: dict[str, Any], now: int) -> None:
        existing = self.store.one(
            "SELECT 1 FROM logs_metric_filters WHERE group_id = ? AND name = ?", (group_id, name)
        )
        if existing is None:
            count = self.store.scalar(
                "SELECT COUNT(*) FROM logs_metric_filters WHERE group_id = ?", (group_id,)
            )
            if count >= MAX_FILTERS_PER_GROUP:
                raise AwsError("LimitExceededException", "Resource limit exceeded.", status=400)
        self.store.execute(
            "INSERT INTO logs_metric_filters (group_id, name, pattern, transformation, metric_namespace,"
            " metric_name, creation_time) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (group_id, name) DO UPDATE"
            " SET pattern = excluded.pattern, transformation = excluded.transformation,"
            " metric_namespace = excluded.metric_namespace, metric_name = excluded.metric_name",
            (
                group_id,
                name,
                pattern,
                json.dumps(transformation),
                transformation["metricNamespace"],
                transformation["metricName"],
                now,
            ),
        )

    def delete(self, group_id: int, name: str) -> None:
        cursor = self.store.execute(
            "DELETE FROM logs_metric_filters WHERE group_id = ? AND name = ?", (group_id, name)
        )
        if cursor.rowcount == 0:
            raise AwsError(
                "ResourceNotFoundException", "The specified metric filter does not exist.", status=400
            )

    def delete_group(self, group_id: int) -> None:
        self.store.execute("DELETE FROM logs_metric_filters WHERE group_id = ?", (group_id,))

    def of_group(self, group_id: int) -> list[MetricFilter]:
        rows = self.store.all(
            "SELECT name, pattern, transformation FROM logs_metric_filters WHERE group_id = ? ORDER BY name",
            (group_id,),
        )
        return [MetricFilter(row["name"], row["pattern"], json.loads(row["transformation"])) for row in rows]

    def counts(self, group_ids: list[int]) -> dict[int, int]:
        if not group_ids:
            return {}
        rows = self.store.all(
            "SELECT group_id, COUNT(*) AS n FROM logs_metric_filters"
            f" WHERE group_id IN ({','.join('?' * len(group_ids))}) GROUP BY group_id",
            group_ids,
        )
        return {row["group_id"]: row["n"] for row in rows}

    def describe(
        self, account_id: str, region: str, group_id: int | None, params: Mapping[str, Any]
    ) -> dict[str, Any]:
        prefix = params.get("filterNamePrefix")
        metric_name, namespace = params.get("metricName"), params.get("metricNamespace")
        if (metric_name is None) != (namespace is None):
            raise invalid_parameter(
                "If either metricName or metricNamespace is specified, then both must be specified."
            )
        sql = (
            "SELECT f.*, g.name AS group_name FROM logs_metric_filters f JOIN logs_groups g ON g.id = f.group_id"
            " WHERE g.account_id = ? AND g.region = ?"
        )
        args: list[Any] = [account_id, region]
        if group_id is not None:
            sql += " AND f.group_id = ?"
            args.append(group_id)
        if prefix and group_id is not None:
            # AWS applies the prefix only together with logGroupName.
            sql += " AND substr(f.name, 1, ?) = ?"
            args += [len(prefix), prefix]
        if metric_name is not None:
            sql += " AND f.metric_name = ? AND f.metric_namespace = ?"
            args += [metric_name, namespace]
        token = params.get("nextToken")
        if token:
            after = decode_token(token)
            if not isinstance(after, list) or len(after) != 2 or not all(isinstance(a, str) for a in after):
                raise invalid_parameter("The specified nextToken is invalid.")
            sql += " AND (g.name, f.name) > (?, ?)"
            args += after
        limit = int(params.get("limit") or DEFAULT_PAGE)
        sql += " ORDER BY g.name, f.name LIMIT ?"
        args.append(limit + 1)
        rows = self.store.all(sql, args)
        out: dict[str, Any] = {"metricFilters": [describe_filter(row) for row in rows[:limit]]}
        if len(rows) > limit:
            last = rows[limit - 1]
            out["nextToken"] = encode_token([last["group_name"], last["name"]])
        return out


def describe_filter(row: sqlite3.Row) -> dict[str, Any]:
    transformation = json.loads(row["transformation"])
    return {
        "filterName": row["name"],
        "filterPattern": row["pattern"],
        "metricTransformations": [transformation],
        "creationTime": row["creation_time"],
        "logGroupName": row["group_name"],
        "applyOnTransformedLogs": False,
    }
