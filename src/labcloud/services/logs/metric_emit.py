"""What metric filters make of ingested events: CloudWatch ``PutMetricData`` requests.

Each filter of the group looks at the accepted events of one PutLogEvents batch. A matching event
yields the filter's ``metricValue`` (a number, or the event's ``$.json.path`` / ``$field`` value,
skipped when missing or not numeric) with the dimensions resolved from the same event, at the
event's timestamp. Values are folded per minute into ``Values``/``Counts`` lists. A filter with a
``defaultValue`` reports it once for every minute in which events were ingested but none matched,
as AWS documents it. PutLogEvents sends the result through ``call("cloudwatch", ...)`` (:mod:`.delivery`).
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Iterable
from typing import Any

from labcloud import json_document

from .filter_pattern import FilterPattern, JsonPattern, compile_pattern

MINUTE_MS = 60_000
MAX_VALUES = 150
MAX_DATA = 1000
_STEP = re.compile(r"\.([A-Za-z0-9_\-@]+)|\[(\d+)\]")
_MISSING = object()

Series = dict[tuple[tuple[tuple[str, str], ...], int], dict[float, int]]


def requests_for(
    filters: Iterable[tuple[str, dict[str, Any]]], events: list[tuple[int, str]], oldest_ms: int
) -> list[dict[str, Any]]:
    """PutMetricData parameter sets (at most ``MAX_DATA`` data each) for ``(pattern, transformation)``
    filters over ``events`` (timestamp, message); events older than ``oldest_ms`` are left out."""
    kept = [(timestamp, message) for timestamp, message in events if timestamp >= oldest_ms]
    documents = _Documents([message for _, message in kept])
    requests: list[dict[str, Any]] = []
    for pattern_text, transformation in filters:
        data = _data(compile_pattern(pattern_text), transformation, kept, documents)
        for start in range(0, len(data), MAX_DATA):
            requests.append(
                {"Namespace": transformation["metricNamespace"], "MetricData": data[start : start + MAX_DATA]}
            )
    return requests


class _Documents:
    """Each message parsed as JSON at most once, shared by all the filters of a batch."""

    def __init__(self, messages: list[str]) -> None:
        self.messages = messages
        self._parsed: dict[int, Any] = {}

    def get(self, index: int) -> Any:
        if index not in self._parsed:
            message = self.messages[index]
            document: Any = None
            if message.lstrip(" \t\n\r").startswith("{"):
                try:
                    document = json_document.loads(message)
                except ValueError:
                    document = None
            self._parsed[index] = document
        return self._parsed[index]


def _data(
    pattern: FilterPattern,
    transformation: dict[str, Any],
    events: list[tuple[int, str]],
    documents: _Documents,
) -> list[dict[str, Any]]:
    value_spec = transformation["metricValue"]
    dimension_specs: dict[str, str] = transformation.get("dimensions") or {}
    default = transformation.get("defaultValue")
    series: Series = {}
    ingested_minutes: set[int] = set()
    matched_minutes: set[int] = set()
    json_pattern = pattern if isinstance(pattern, JsonPattern) else None
    for index, (timestamp, message) in enumerate(events):
        minute = timestamp // MINUTE_MS * MINUTE_MS
        ingested_minutes.add(minute)
        if json_pattern is not None:
            if not json_pattern.matches_document(documents.get(index)):
                continue
        elif not pattern.matches(message):
            continue
        matched_minutes.add(minute)
        fields = _Fields(pattern, message, documents, index)
        value = _number(value_spec, fields)
        if value is None:
            continue
        dims: list[tuple[str, str]] = []
        for key, spec in sorted(dimension_specs.items()):
            resolved = fields.text(spec) if spec.startswith("$") else spec
            if resolved is None or resolved == "":
                break
            dims.append((key, resolved))
        else:
            values = series.setdefault((tuple(dims), minute), {})
            values[value] = values.get(value, 0) + 1
    if default is not None:
        for minute in ingested_minutes - matched_minutes:
            values = series.setdefault(((), minute), {})
            values[float(default)] = values.get(float(default), 0) + 1
    unit = transformation.get("unit") or "None"
    data: list[dict[str, Any]] = []
    for (series_dims, minute), values in sorted(series.items()):
        items = sorted(values.items())
        for start in range(0, len(items), MAX_VALUES):
            chunk = items[start : start + MAX_VALUES]
            data.append(
                {
                    "MetricName": transformation["metricName"],
                    "Dimensions": [{"Name": k, "Value": v} for k, v in series_dims],
                    "Timestamp": dt.datetime.fromtimestamp(minute / 1000, dt.timezone.utc),
                    "Unit": unit,
                    "Values": [v for v, _ in chunk],
                    "Counts": [float(c) for _, c in chunk],
                }
            )
    return data


class _Fields:
    """The fields of one matching event: JSON paths (``$.a.b[0]``) or delimited names (``$name``)."""

    def __init__(self, pattern: FilterPattern, message: str, documents: _Documents, index: int) -> None:
        self.pattern = pattern
        self.message = message
        self.documents = documents
        self.index = index
        self._extracted: dict[str, str] | None = None

    def text(self, spec: str) -> str | None:
        if spec.startswith("$."):
            node = self._json(spec)
            if node is _MISSING or isinstance(node, (dict, list)) or node is None:
                return None
            if isinstance(node, bool):
                return "true" if node else "false"
            return str(node)
        if self._extracted is None:
            self._extracted = self.pattern.extracted_values(self.message)
        return self._extracted.get(spec)

    def _json(self, spec: str) -> Any:
        node = self.documents.get(self.index)
        position = 1
        while position < len(spec):
            step = _STEP.match(spec, position)
            if step is None:
                return _MISSING
            name, index = step.group(1), step.group(2)
            if name is not None:
                if not isinstance(node, dict) or name not in node:
                    return _MISSING
                node = node[name]
            else:
                if not isinstance(node, list) or int(index) >= len(node):
                    return _MISSING
                node = node[int(index)]
            position = step.end()
        return node


def _number(spec: str, fields: _Fields) -> float | None:
    text = fields.text(spec) if spec.startswith("$") else spec
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None
