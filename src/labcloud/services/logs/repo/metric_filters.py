"""Metric filters of log groups (``logs_metric_filters``, the one transformation stored as JSON with
its metric's namespace and name in real columns): put, delete, the filters of a group, and
DescribeMetricFilters' selection."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

#: CloudWatch Logs' quota: metric filters per log group.
MAX_FILTERS_PER_GROUP = 100


@dataclass(frozen=True, slots=True)
class MetricFilter:
    name: str
    pattern: str
    transformation: dict[str, Any]


@dataclass(frozen=True, slots=True)
class ListedMetricFilter:
    group_name: str
    filter: MetricFilter
    creation_time: int


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

    def page(
        self,
        account_id: str,
        region: str,
        *,
        group_id: int | None,
        prefix: str | None,
        metric: tuple[str, str] | None,
        after: tuple[str, str] | None,
        limit: int,
    ) -> list[ListedMetricFilter]:
        """DescribeMetricFilters' selection in (group name, filter name) order, at most ``limit``: one
        group's (with a name prefix) or the account's, those of one (metric name, namespace), after a
        position."""
        sql = (
            "SELECT f.*, g.name AS group_name FROM logs_metric_filters f JOIN logs_groups g ON g.id = f.group_id"
            " WHERE g.account_id = ? AND g.region = ?"
        )
        args: list[Any] = [account_id, region]
        if group_id is not None:
            sql += " AND f.group_id = ?"
            args.append(group_id)
            if prefix:
                sql += " AND substr(f.name, 1, ?) = ?"
                args += [len(prefix), prefix]
        if metric is not None:
            sql += " AND f.metric_name = ? AND f.metric_namespace = ?"
            args += list(metric)
        if after is not None:
            sql += " AND (g.name, f.name) > (?, ?)"
            args += list(after)
        sql += " ORDER BY g.name, f.name LIMIT ?"
        args.append(limit)
        return [
            ListedMetricFilter(
                row["group_name"],
                MetricFilter(row["name"], row["pattern"], json.loads(row["transformation"])),
                row["creation_time"],
            )
            for row in self.store.all(sql, args)
        ]
