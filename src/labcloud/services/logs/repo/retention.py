"""The retention sweep: delete the events older than their group's retention, and recount the
streams that lost some."""

from __future__ import annotations

from labcloud.store.db import Store

from ..retention import cutoff
from .events import EventStore
from .streams import Streams


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
