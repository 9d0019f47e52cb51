"""Metric filters: PutMetricFilter's checks and TestMetricFilter (the stored filters, DescribeMetricFilters'
selection and pages: ``repo/metric_filters.py``).

A filter is stored with its one metric transformation as JSON. What a matching event turns into
(the metric data sent to CloudWatch) is :mod:`.metric_emit`'s business.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter
from .filter_pattern import compile_pattern

MAX_DIMENSIONS = 3


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


def try_pattern(pattern_text: str, messages: list[str]) -> dict[str, Any]:
    """TestMetricFilter: the messages the pattern matches, numbered from 1, with extracted fields."""
    pattern = compile_pattern(pattern_text)
    matches = [
        {"eventNumber": number, "eventMessage": message, "extractedValues": pattern.extracted_values(message)}
        for number, message in enumerate(messages, start=1)
        if pattern.matches(message)
    ]
    return {"matches": matches}
