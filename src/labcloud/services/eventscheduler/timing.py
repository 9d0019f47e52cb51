"""When a schedule fires next: its expression after a moment, within its start and end dates, moved
by a random offset inside its flexible time window; None once it will not fire again (or is disabled).
As on AWS, a one-time (``at``) schedule ignores its start and end dates."""

from __future__ import annotations

import random
from typing import Any

from labcloud.services.eventscheduler import expressions


def next_fire(spec: dict[str, Any], after: float, created: float) -> float | None:
    """The next firing strictly after ``after`` (epoch seconds), flexible window applied."""
    if spec.get("State", "ENABLED") == "DISABLED":
        return None
    parsed = expressions.parse(spec["ScheduleExpression"], spec.get("ScheduleExpressionTimezone"))
    start = spec.get("StartDate")
    end = spec.get("EndDate")
    anchor = float(start) if start is not None else created
    moment = after if start is None or parsed.at is not None else max(after, float(start) - 0.001)
    upcoming = parsed.next_after(moment, anchor)
    if upcoming is None or (end is not None and parsed.at is None and upcoming > float(end)):
        return None
    window = spec.get("FlexibleTimeWindow") or {}
    if window.get("Mode") == "FLEXIBLE":
        upcoming += random.uniform(0, float(window.get("MaximumWindowInMinutes") or 0) * 60)
    return upcoming


def is_one_time(spec: dict[str, Any]) -> bool:
    return str(spec.get("ScheduleExpression", "")).startswith("at(")
