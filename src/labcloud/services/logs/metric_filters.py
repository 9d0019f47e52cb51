"""Metric filters: PutMetricFilter's checks, DescribeMetricFilters' checks, pages and shape, and
TestMetricFilter (the stored filters: ``repo/metric_filters.py``).

A filter is stored with its one metric transformation as JSON. What a matching event turns into
(the metric data sent to CloudWatch) is :mod:`.metric_emit`'s business.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter
from .filter_pattern import compile_pattern
from .repo.metric_filters import ListedMetricFilter, MetricFilters
from .tokens import decode_token, encode_token

MAX_DIMENSIONS = 3
DEFAULT_PAGE = 50


def check_supported(params: Mapping[str, Any]) -> None:
    """Refuse the options that need log transformers or system fields, which labcloud lacks."""
    if params.get("applyOnTransformedLogs"):
        raise invalid_parameter(
            "labcloud does not support log transformers: applyOnTransformedLogs must be false"
        )
    for member in ("fieldSelectionCriteria", "emitSystemFieldDimensions"):
        if params.get(member):
            raise invalid_parameter(f"labcloud does not support {member} on metric filters")


def check_transformation(pattern_text: str, transformation: Mapping[str, Any]) -> dict[str, Any]:
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


def describe_metric_filters(
    filters: MetricFilters, account_id: str, region: str, group_id: int | None, params: Mapping[str, Any]
) -> dict[str, Any]:
    metric_name, namespace = params.get("metricName"), params.get("metricNamespace")
    if (metric_name is None) != (namespace is None):
        raise invalid_parameter(
            "If either metricName or metricNamespace is specified, then both must be specified."
        )
    after: tuple[str, str] | None = None
    token = params.get("nextToken")
    if token:
        decoded = decode_token(token)
        if not isinstance(decoded, list) or len(decoded) != 2 or not all(isinstance(a, str) for a in decoded):
            raise invalid_parameter("The specified nextToken is invalid.")
        after = (decoded[0], decoded[1])
    limit = int(params.get("limit") or DEFAULT_PAGE)
    rows = filters.page(
        account_id,
        region,
        group_id=group_id,
        # AWS applies the prefix only together with logGroupName.
        prefix=params.get("filterNamePrefix"),
        metric=(metric_name, namespace) if metric_name is not None and namespace is not None else None,
        after=after,
        limit=limit + 1,
    )
    out: dict[str, Any] = {"metricFilters": [describe_filter(row) for row in rows[:limit]]}
    if len(rows) > limit:
        last = rows[limit - 1]
        out["nextToken"] = encode_token([last.group_name, last.filter.name])
    return out


def describe_filter(row: ListedMetricFilter) -> dict[str, Any]:
    return {
        "filterName": row.filter.name,
        "filterPattern": row.filter.pattern,
        "metricTransformations": [row.filter.transformation],
        "creationTime": row.creation_time,
        "logGroupName": row.group_name,
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
