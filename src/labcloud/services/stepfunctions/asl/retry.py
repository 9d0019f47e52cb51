"""Retry and Catch: which retrier or catcher an error matches, and how long a retry waits."""

from __future__ import annotations

import random
from typing import Any

#: Errors no ``States.ALL`` retrier or catcher handles (AWS: they end the execution).
TERMINAL = frozenset({"States.Runtime", "States.DataLimitExceeded"})


def matches(error_equals: list[str], error: str) -> bool:
    if error in error_equals:
        return True
    if error in TERMINAL:
        return False
    if "States.ALL" in error_equals:
        return True
    return "States.TaskFailed" in error_equals and error != "States.Timeout"


def find(rules: list[dict[str, Any]], error: str) -> int | None:
    for index, rule in enumerate(rules):
        if matches(list(rule.get("ErrorEquals") or []), error):
            return index
    return None


def delay(rule: dict[str, Any], attempt: int) -> float:
    """Seconds before retry number ``attempt + 1`` (``attempt`` retries were already made)."""
    interval = float(rule.get("IntervalSeconds", 1))
    seconds = interval * float(rule.get("BackoffRate", 2.0)) ** attempt
    cap = rule.get("MaxDelaySeconds")
    if cap is not None:
        seconds = min(seconds, float(cap))
    if rule.get("JitterStrategy") == "FULL":
        seconds = random.uniform(0, seconds)
    return seconds


def max_attempts(rule: dict[str, Any]) -> int:
    return int(rule.get("MaxAttempts", 3))
