"""Retention: records older than the retention period are trimmed; so are shards closed and streams
disabled longer ago than that. Runs in the background and, at most once a second, before a read."""

from __future__ import annotations

from labcloud import clock
from labcloud.store.db import Store

BATCH = 1000


def trim(store: Store, retention: float, now: float | None = None) -> int:
    """Delete what retention no longer keeps; return how many records went."""
    cutoff = (clock.now() if now is None else now) - retention
    removed = 0
    with store.transaction():
        while True:
            rows = store.all(
                "SELECT seq, shid, created FROM ddbstreams_records ORDER BY seq LIMIT ?", (BATCH,)
            )
            expired = []
            for row in rows:  # records are created in sequence order: trim the expired prefix
                if row["created"] >= cutoff:
                    break
                expired.append(row)
            if not expired:
                break
            highest: dict[int, int] = {}
            for row in expired:
                highest[row["shid"]] = max(highest.get(row["shid"], 0), row["seq"])
            store.execute("DELETE FROM ddbstreams_records WHERE seq <= ?", (expired[-1]["seq"],))
            store.executemany(
                "UPDATE ddbstreams_shards SET trimmed=MAX(trimmed, ?) WHERE shid=?",
                [(seq, shid) for shid, seq in highest.items()],
            )
            removed += len(expired)
            if len(expired) < len(rows) or len(rows) < BATCH:
                break
        store.execute(
            "DELETE FROM ddbstreams_shards WHERE closed IS NOT NULL AND closed < ? AND NOT EXISTS "
            "(SELECT 1 FROM ddbstreams_records r WHERE r.shid = ddbstreams_shards.shid)",
            (cutoff,),
        )
        gone = [
            row["sid"]
            for row in store.all(
                "SELECT sid FROM ddbstreams_streams WHERE status='DISABLED' AND disabled < ?", (cutoff,)
            )
        ]
        for sid in gone:
            store.execute(
                "DELETE FROM ddbstreams_records WHERE shid IN (SELECT shid FROM ddbstreams_shards "
                "WHERE sid=?)",
                (sid,),
            )
            store.execute("DELETE FROM ddbstreams_shards WHERE sid=?", (sid,))
            store.execute("DELETE FROM ddbstreams_streams WHERE sid=?", (sid,))
    return removed
