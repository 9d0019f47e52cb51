"""CloudWatch embedded metric format (EMF) in a function's log lines → ``PutMetricData`` parameter sets.

Lambda's log lines that are a JSON object with an ``_aws.CloudWatchMetrics`` directive (what Powertools'
``Metrics``, the EMF libraries and hand-written ``print(json.dumps(...))`` emit) become metrics, as
CloudWatch Logs extracts them from a Lambda function's logs: each directive names a namespace, dimension
sets (keys of the document's own members) and metric definitions (names whose values, a number or a list
of at most 100 numbers, are the document's members), at ``_aws.Timestamp`` (epoch ms). A line that breaks
the specification is left as a log line only, as CloudWatch does (the log event is kept either way).
Bounds follow AWS's: 100 metrics per directive, 30 dimensions per set, 100 values per metric.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from typing import Any

MAX_METRICS = 100
MAX_DIMENSIONS = 30
MAX_VALUES = 100
MAX_DATA = 1000
_UNITS = {
    "Seconds", "Microseconds", "Milliseconds", "Bytes", "Kilobytes", "Megabytes", "Gigabytes",
    "Terabytes", "Bits", "Kilobits", "Megabits", "Gigabits", "Terabits", "Percent", "Count",
    "Bytes/Second", "Kilobytes/Second", "Megabytes/Second", "Gigabytes/Second", "Terabytes/Second",
    "Bits/Second", "Kilobits/Second", "Megabits/Second", "Gigabits/Second", "Terabits/Second",
    "Count/Second", "None",
}  # fmt: skip


def _numbers(value: Any) -> list[float] | None:
    items = value if isinstance(value, list) else [value]
    if not 0 < len(items) <= MAX_VALUES:
        return None
    out: list[float] = []
    for item in items:
        if isinstance(item, bool) or not isinstance(item, int | float) or not math.isfinite(item):
            return None
        out.append(float(item))
    return out


def _datum(
    document: dict[str, Any], definition: Any, dims: list[dict[str, str]], when: dt.datetime
) -> dict[str, Any] | None:
    if not isinstance(definition, dict) or not isinstance(definition.get("Name"), str):
        return None
    values = _numbers(document.get(definition["Name"]))
    if values is None:
        return None
    unit = definition.get("Unit", "None")
    datum: dict[str, Any] = {
        "MetricName": definition["Name"],
        "Dimensions": dims,
        "Timestamp": when,
        "Unit": unit if unit in _UNITS else "None",
        "Values": values,
    }
    if definition.get("StorageResolution") in (1, 60):
        datum["StorageResolution"] = definition["StorageResolution"]
    return datum


def _data(document: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    meta = document.get("_aws")
    if not isinstance(meta, dict) or not isinstance(meta.get("Timestamp"), int | float):
        return []
    directives = meta.get("CloudWatchMetrics")
    if not isinstance(directives, list):
        return []
    when = dt.datetime.fromtimestamp(meta["Timestamp"] / 1000, dt.timezone.utc)
    out: list[tuple[str, dict[str, Any]]] = []
    for directive in directives:
        if not isinstance(directive, dict) or not isinstance(directive.get("Namespace"), str):
            continue
        metrics = directive.get("Metrics")
        if not isinstance(metrics, list) or len(metrics) > MAX_METRICS:
            continue
        sets = directive.get("Dimensions")
        if not isinstance(sets, list) or not all(
            isinstance(names, list)
            and len(names) <= MAX_DIMENSIONS
            and all(isinstance(name, str) for name in names)
            for names in sets
        ):
            continue  # a malformed directive: no metric from it
        dimension_sets: list[list[dict[str, str]]] = []
        for names in sets:
            pairs = [(name, document.get(name)) for name in names]
            kept = [(n, v) for n, v in pairs if isinstance(v, str) and v]
            if len(kept) == len(pairs):  # a set whose value is missing is left out
                dimension_sets.append([{"Name": n, "Value": v} for n, v in kept])
        for dims in dimension_sets if sets else [[]]:
            for definition in metrics:
                datum = _datum(document, definition, dims, when)
                if datum is not None:
                    out.append((directive["Namespace"], datum))
    return out


def requests_for(messages: list[str]) -> list[dict[str, Any]]:
    """PutMetricData parameter sets (one namespace, at most ``MAX_DATA`` data each) for the EMF lines."""
    by_namespace: dict[str, list[dict[str, Any]]] = {}
    for message in messages:
        text = message.strip()
        if not text.startswith("{") or '"_aws"' not in text:
            continue
        try:
            document = json.loads(text)
        except ValueError:
            continue
        if isinstance(document, dict):
            for namespace, datum in _data(document):
                by_namespace.setdefault(namespace, []).append(datum)
    return [
        {"Namespace": namespace, "MetricData": data[start : start + MAX_DATA]}
        for namespace, data in by_namespace.items()
        for start in range(0, len(data), MAX_DATA)
    ]
