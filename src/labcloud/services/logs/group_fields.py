"""GetLogGroupFields: the fields Logs Insights finds in a group's recent events, with the share
(whole percent) of events holding each.

The window is AWS's: 15 minutes up to now, or 8 minutes either side of ``time`` (epoch seconds).
The system fields (``@timestamp``, ``@message``, ``@logStream``, ``@log``, ``@ingestionTime``) are
in every event; Lambda's fields and JSON members (nested objects flattened with dots) are counted
per event with the same discovery Logs Insights queries use (:mod:`.insights.record`).
"""

from __future__ import annotations

from typing import Any

from labcloud import json_document

from .insights.record import Record
from .repo.events import EventStore

SYSTEM_FIELDS = ("@timestamp", "@message", "@logStream", "@log", "@ingestionTime")
LAMBDA_FIELDS = (
    "@requestId",
    "@duration",
    "@billedDuration",
    "@memorySize",
    "@maxMemoryUsed",
    "@initDuration",
    "@type",
)
#: At most this many of the newest events in the window are looked at.
SAMPLE = 10_000


def window(time_seconds: int | None, now_ms: int) -> tuple[int, int]:
    if time_seconds is None:
        return now_ms - 15 * 60_000, now_ms
    center = time_seconds * 1000
    return center - 8 * 60_000, center + 8 * 60_000


def group_fields(events: EventStore, group_id: int, start_ms: int, end_ms: int) -> dict[str, Any]:
    rows = events.newest_messages(group_id, start_ms, end_ms, SAMPLE)
    if not rows:
        return {"logGroupFields": []}
    counts: dict[str, int] = {}
    for message in rows:
        record = Record(message=message)
        for name in LAMBDA_FIELDS:
            if record.get(name) is not None:
                counts[name] = counts.get(name, 0) + 1
        for name in _json_names(message):
            counts[name] = counts.get(name, 0) + 1
    total = len(rows)
    fields = [{"name": name, "percent": 100} for name in SYSTEM_FIELDS]
    fields += [
        {"name": name, "percent": count * 100 // total}
        for name, count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    ]
    return {"logGroupFields": fields}


def _json_names(message: str) -> list[str]:
    text = message.lstrip()
    if not text.startswith("{"):
        return []
    try:
        document = json_document.loads(text)
    except ValueError:
        return []
    if not isinstance(document, dict):
        return []
    names: list[str] = []
    stack: list[tuple[str, dict[str, Any]]] = [("", document)]
    while stack:
        prefix, node = stack.pop()
        for key, value in node.items():
            name = f"{prefix}{key}"
            if isinstance(value, dict) and value:
                stack.append((name + ".", value))
            else:
                names.append(name)
    return names
