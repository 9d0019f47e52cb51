"""Retention: the values AWS accepts, the visibility cutoff of a group, and the expiry sweep.

Events older than a group's retention are hidden from reads at once and deleted by the sweep
(run by the provider's background task, and right after a retention policy is set).
"""

from __future__ import annotations

from labcloud.store.db import Store

from .errors import invalid_parameter
from .events_store import EventStore
from .ingest import DAY_MS
from .streams import Streams

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


def sweep(store: Store, now_ms: int, group_id: int | None = None) -> int:
    """Delete expired events (of one group, or of all groups with a retention); returns how many."""
    events, streams = EventStore(store), Streams(store)
    sql = "SELECT id, retention_days FROM logs_groups WHERE retention_days IS NOT NULL"
    args: tuple[int, ...] = ()
    if group_id is not None:
        sql += " AND id = ?"
        args = (group_id,)
    removed = 0
    with store.transaction():
        for row in store.all(sql, args):
            limit = cutoff(row["retention_days"], now_ms)
            assert limit is not None
            before = store.conn.total_changes
            touched = events.delete_before(row["id"], limit)
            removed += store.conn.total_changes - before
            streams.recount(touched)
    return removed
