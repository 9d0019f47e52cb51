"""PutLogEvents' batch rules: size, order, span, and which events are too old, expired or too new.

A batch that breaks a rule fails as a whole (``InvalidParameterException``); events outside the
accepted time window are dropped and reported in ``rejectedLogEventsInfo`` while the rest are
stored. Because a valid batch is chronological, the too-old and expired events form a prefix and
the too-new ones a suffix: AWS reports the end of the prefix (exclusive) and the start of the suffix.
The 24-hour span rule applies to the events inside that window only. An ``entity`` (the
"explore related" metadata) is not kept: the events are stored and ``rejectedEntityInfo`` says so,
as AWS answers for an entity it does not accept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import invalid_parameter

DAY_MS = 86_400_000
MAX_BATCH_BYTES = 1_048_576
EVENT_OVERHEAD_BYTES = 26
MAX_AGE_MS = 14 * DAY_MS
MAX_FUTURE_MS = 2 * 3_600_000
MAX_SPAN_MS = DAY_MS


@dataclass(slots=True)
class CheckedBatch:
    """The events to store (timestamp, message) and the ``rejectedLogEventsInfo`` members."""

    accepted: list[tuple[int, str]]
    rejected: dict[str, int] = field(default_factory=dict)


def read_events(raw: Any) -> list[tuple[int, str]]:
    """``logEvents`` as (timestamp, message) pairs; internal callers skip the model's validation."""
    if not isinstance(raw, list) or not raw:
        raise invalid_parameter(
            "1 validation error detected: Value at 'logEvents' failed to satisfy "
            "constraint: Member must have length greater than or equal to 1"
        )
    events: list[tuple[int, str]] = []
    for item in raw:
        if not isinstance(item, dict):
            raise invalid_parameter("Each log event must have a timestamp and a message.")
        timestamp, message = item.get("timestamp"), item.get("message")
        if isinstance(timestamp, bool) or not isinstance(timestamp, int) or not isinstance(message, str):
            raise invalid_parameter("Each log event must have a timestamp and a message.")
        events.append((timestamp, message))
    return events


def check_batch(events: list[tuple[int, str]], now_ms: int, retention_days: int | None) -> CheckedBatch:
    size = sum(len(message.encode("utf-8", "surrogatepass")) + EVENT_OVERHEAD_BYTES for _, message in events)
    if size > MAX_BATCH_BYTES:
        raise invalid_parameter(f"Upload too large: {size} bytes exceeds limit of {MAX_BATCH_BYTES}")
    for previous, current in zip(events, events[1:], strict=False):
        if current[0] < previous[0]:
            raise invalid_parameter(
                "Log events in a single PutLogEvents request must be in chronological order."
            )

    too_old_before = now_ms - MAX_AGE_MS
    too_new_after = now_ms + MAX_FUTURE_MS
    too_old_end = _count_prefix(events, too_old_before)
    expired_end = 0
    if retention_days is not None:
        expired_before = now_ms - retention_days * DAY_MS
        if expired_before > too_old_before:
            expired_end = _count_prefix(events, expired_before)
    too_new_start = len(events)
    while too_new_start > 0 and events[too_new_start - 1][0] > too_new_after:
        too_new_start -= 1

    rejected: dict[str, int] = {}
    if too_old_end:
        rejected["tooOldLogEventEndIndex"] = too_old_end
    if expired_end:
        rejected["expiredLogEventEndIndex"] = expired_end
    if too_new_start < len(events):
        rejected["tooNewLogEventStartIndex"] = too_new_start
    start = max(too_old_end, expired_end)
    accepted = events[start : max(start, too_new_start)]
    # AWS measures the 24-hour span over the valid events only (within 14 days back and 2 hours ahead).
    if accepted and accepted[-1][0] - accepted[0][0] > MAX_SPAN_MS:
        raise invalid_parameter(
            "The batch of log events in a single PutLogEvents request cannot span more than 24 hours."
        )
    return CheckedBatch(accepted, rejected)


def _count_prefix(events: list[tuple[int, str]], before: int) -> int:
    count = 0
    for timestamp, _ in events:
        if timestamp >= before:
            break
        count += 1
    return count


def entity_rejection(params: Mapping[str, Any]) -> dict[str, str] | None:
    """``rejectedEntityInfo`` for a request carrying an entity, which labcloud does not keep."""
    if params.get("entity"):
        return {"errorType": "UnsupportedLogGroupType"}
    return None


def looks_like_json_object(message: str) -> bool:
    """Whether ``json.loads`` could see an object: the first non-blank (JSON blank) character is ``{``."""
    return message.lstrip(" \t\n\r").startswith("{")
