"""Retention: the values AWS accepts and the visibility cutoff of a group.

Events older than a group's retention are hidden from reads at once and deleted by the sweep
(``repo/retention.py``: a periodic task of the hub's scheduler, and run right after a retention
policy is set).
"""

from __future__ import annotations

from .errors import invalid_parameter
from .ingest import DAY_MS

VALID_DAYS = (
    1,
    3,
    5,
    7,
    14,
    30,
    60,
    90,
    120,
    150,
    180,
    365,
    400,
    545,
    731,
    1096,
    1827,
    2192,
    2557,
    2922,
    3288,
    3653,
)
SWEEP_INTERVAL_SECONDS = 30.0


def check_days(days: int) -> int:
    if days not in VALID_DAYS:
        allowed = ", ".join(str(value) for value in VALID_DAYS)
        raise invalid_parameter(
            f"1 validation error detected: Value '{days}' at 'retentionInDays' failed to satisfy constraint:"
            f" Member must satisfy enum value set: [{allowed}]"
        )
    return days


def cutoff(retention_days: int | None, now_ms: int) -> int | None:
    """The oldest timestamp still retained, or None when the group keeps events forever."""
    return None if retention_days is None else now_ms - retention_days * DAY_MS
