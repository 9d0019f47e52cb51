"""Metric filters: PutMetricFilter's checks, the stored filters (``logs_metric_filters``),
DescribeMetricFilters' selection and pages, DeleteMetricFilter and TestMetricFilter.

A filter is stored with its one metric transformation as JSON. What a matching event turns into
(the metric data sent to CloudWatch) is :mod:`.metric_emit`'s business.
"""

from __future__ import annotations

import json
import math
import sqlite3
from typing import Any

from labcloud.errors import AwsError
from labcloud.store.db import Store

from .errors import invalid_parameter
from .filter_pattern import compile_pattern
from .tokens import decode_token, encode_token

#: CloudWatch Logs' quota: metric filters per log group.
MAX_FILTERS_PER_GROUP = 100
MAX_DIMENSIONS = 3
DEFAULT_PAGE = 50


def check_supported(params: dict[str, Any]) -> None:
    """Refuse the options that need log transformers or system fields, which labcloud lacks."""
    if params.get("applyOnTransformedLogs"):
        raise invalid_parameter(
            "labcloud does not support log transformers: applyOnTransformedLogs must be false"
        )
    for member in ("fieldSelectionCriteria", "emitSystemFieldDimensions"):
        if params.get(member):
            raise invalid_parameter(f"labcloud does not support {member} on metric filters")


def check_transformation(pattern_text: str, transformation: dict[str, Any]) -> dict[str, Any]:
    """The transformation as stored, after AWS's checks of its value, dimensions and default."""
    pattern = compile_pattern(pattern_text)
    value = str(transformation["metricValue"])
    if not is_number(value) and not is_reference(value):
        raise invalid_parameter(f"Invalid metric value: {value}")
    dimensions = transformation.get("dimensions") or {}
    if dimensions:
        if pattern.kind not in ("json", "delimited"):
            raise invalid_parameter("The specified filter pattern does not support dimensions")
        if len(dimensions) > MAX_DIMENSIONS:
            raise invalid_parameter(
                f"Invalid metric transformation: a metric filter can have at most {MAX_DIMENSIONS} dimensions"
            )
        if transformation.get("defaultValue") is not None:
            raise invalid_parameter(
                "Invalid metric transformation: dimensions and default value are mutually exclusive properties"
            )
    default = transformation.get("defaultValue")
    if default is not None and not math.isfinite(float(default)):
        raise invalid_parameter(f"Invalid default value: {default}")
    stored: dict[str, Any] = {
        "metricName": transformation["metricName"],
        "metricNamespace": transformation["metricNamespace"],
        "metricValue": value,
    }
    if default is not None:
        stored["defaultValue"] = float(default)
    if dimensions:
        stored["dimensions"] = dict(dimensions)
    if transformation.get("unit"):
        stored["unit"] = transformation["unit"]
    return stored


def is_number(text: str) -> bool:
    try:
        return math.isfinite(float(text))
    except ValueError:
        return False


def is_reference(text: str) -> bool:
    """``$.path`` (a JSON field) or ``$name`` / ``$3`` (a space-delimited field)."""
    return len(text) > 1 and text.startswith("$") and not any(c.isspace() for c in text)


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

    def of_group(self, group_id: int) -> list[sqlite3.Row]:
        return self.store.all(
            "SELECT * FROM logs_metric_filters WHERE group_id = ? ORDER BY name", (group_id,)
        )

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
        self, account_id: str, region: str, group_id: int | None, params: dict[str, Any]
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


def try_pattern(pattern_text: str, messages: list[str]) -> dict[str, Any]:
    """TestMetricFilter: the messages the pattern matches, numbered from 1, with extracted fields."""
    pattern = compile_pattern(pattern_text)
    matches = [
        {"eventNumber": number, "eventMessage": message, "extractedValues": pattern.extracted_values(message)}
        for number, message in enumerate(messages, start=1)
        if pattern.matches(message)
    ]
    return {"matches": matches}
