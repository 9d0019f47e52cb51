"""Point-in-time restore: the per-table change journal kept while PITR is on, and RestoreTableToPointInTime.

While a table has point-in-time recovery enabled, every item write that changes an item appends one
row to ``ddb_pitr_journal`` in the write's own transaction: the time of the write, the item's key and
its image *before* the write (NULL when the item did not exist). That undo journal is all a restore
needs. The state at time T is the current table, with every key written after T put back to the
before-image of its first write after T (or removed when that image is NULL). No base snapshot is
kept.

What is retained is bounded by the recovery window: a row is needed only while its time is inside
the window (a restore to T reads rows after T >= EarliestRestorableDateTime), so rows older than
``RecoveryPeriodInDays`` are trimmed (once a minute, by the provider's background task), and
turning PITR off drops the table's journal (re-enabling starts a new window, as on AWS). The
journal therefore holds at most one before-image per write made inside the window.

The restored table takes the source table's *current* definition (keys, indexes, billing mode),
with the overrides AWS allows; like a restore from a backup it carries no tags, TTL, stream,
resource policy or PITR setting. A deleted table's journal goes with it; deleting a table with PITR
on leaves a SYSTEM backup (see :mod:`.backups`) to restore it from instead.
"""

from __future__ import annotations

import math
from datetime import datetime
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.dynamodb.codec import encode_item
from labcloud.services.dynamodb.tables import TableDef, validation
from labcloud.services.dynamodb.values import item_size
from labcloud.store.db import Migration, Store

Item = dict[str, Any]

JOURNAL = """CREATE TABLE IF NOT EXISTS ddb_pitr_journal (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    tid INTEGER NOT NULL,
    at REAL NOT NULL,
    hk BLOB NOT NULL,
    rk BLOB NOT NULL,
    old TEXT,
    bin INTEGER NOT NULL DEFAULT 0,
    size INTEGER NOT NULL DEFAULT 0
)"""
JOURNAL_INDEX = "CREATE INDEX IF NOT EXISTS ddb_pitr_journal_at ON ddb_pitr_journal(tid, at)"

MIGRATIONS = (
    Migration(1, "ddb_pitr_journal: before-images for point-in-time restore", (JOURNAL, JOURNAL_INDEX)),
)
TABLES = ("ddb_pitr_journal",)

#: How often (seconds) the sweeper trims journal rows that left their recovery window.
TRIM_INTERVAL = 60.0


def enabled(table: TableDef) -> bool:
    pitr = table.meta.get("Pitr")
    return bool(pitr and pitr.get("Enabled"))


def record(
    store: Store,
    table: TableDef,
    hk: bytes,
    rk: bytes,
    old: Item | None,
    old_encoded: tuple[str, bool, int] | None = None,
) -> None:
    """Journal the before-image of a write that changes an item (call inside the write's transaction);
    ``old_encoded`` is its stored text, binary flag and size when the caller has them."""
    if old is None:
        store.conn.execute(
            "INSERT INTO ddb_pitr_journal (tid, at, hk, rk, old, bin, size) VALUES (?,?,?,?,NULL,0,0)",
            (table.tid, clock.now(), hk, rk),
        )
        return
    if old_encoded is None:
        text, binary = encode_item(old)
        old_encoded = (text, binary, item_size(old))
    store.conn.execute(
        "INSERT INTO ddb_pitr_journal (tid, at, hk, rk, old, bin, size) VALUES (?,?,?,?,?,?,?)",
        (table.tid, clock.now(), hk, rk, old_encoded[0], int(old_encoded[1]), old_encoded[2]),
    )


def forget(store: Store, tid: int) -> None:
    """Drop a table's journal (PITR turned off, or the table deleted)."""
    store.conn.execute("DELETE FROM ddb_pitr_journal WHERE tid=?", (tid,))


def trim(store: Store, tables: list[tuple[int, float]]) -> int:
    """Delete journal rows older than each table's window start; ``tables`` is (tid, earliest)."""
    removed = 0
    for tid, earliest in tables:
        cursor = store.conn.execute("DELETE FROM ddb_pitr_journal WHERE tid=? AND at < ?", (tid, earliest))
        removed += cursor.rowcount or 0
    return removed


def window(table: TableDef, lag: float, now: float | None = None) -> tuple[float, float]:
    """(earliest, latest) restorable times of a table with PITR enabled.

    Restore times travel as whole seconds (SDKs send epoch seconds), so the earliest is rounded up to
    the second: every write after it is journaled."""
    pitr = table.meta["Pitr"]
    now = clock.now() if now is None else now
    days = int(pitr.get("RecoveryPeriodInDays") or 35)
    earliest = float(math.ceil(max(float(pitr["Since"]), now - days * 86400)))
    return earliest, max(earliest, now - lag)


def not_enabled(name: str) -> AwsError:
    return AwsError(
        "PointInTimeRecoveryUnavailableException",
        f"Point in time recovery is not enabled for table '{name}'",
        status=400,
    )


def invalid_time() -> AwsError:
    return AwsError(
        "InvalidRestoreTimeException",
        "RestoreDateTime must be between EarliestRestorableDateTime and LatestRestorableDateTime.",
        status=400,
    )


def source_name(params: dict[str, Any]) -> tuple[str, tuple[str, str] | None]:
    """(table name, (account, region) of an ARN) named by SourceTableName / SourceTableArn (exactly one)."""
    name, arn = params.get("SourceTableName"), params.get("SourceTableArn")
    if (name is None) == (arn is None):
        raise validation("Either SourceTableArn or SourceTableName must be provided, but not both")
    if arn is None:
        return str(name), None
    parts = str(arn).split(":", 5)
    if len(parts) != 6 or parts[2] != "dynamodb" or not parts[5].startswith("table/"):
        raise validation(f"Invalid SourceTableArn: {arn}")
    return parts[5].split("/")[1], (parts[4], parts[3])


def restore_time(params: dict[str, Any], earliest: float, latest: float) -> float:
    """The time a restore goes back to: RestoreDateTime, or the latest with UseLatestRestorableTime."""
    when = params.get("RestoreDateTime")
    latest_wanted = bool(params.get("UseLatestRestorableTime"))
    if when is not None and latest_wanted:
        raise validation("Only one of RestoreDateTime or UseLatestRestorableTime can be specified")
    if when is None:
        if not latest_wanted:
            raise validation("Either RestoreDateTime or UseLatestRestorableTime must be specified")
        return latest
    at = when.timestamp() if isinstance(when, datetime) else float(when)
    if not earliest <= at <= latest:
        raise invalid_time()
    return at


def copy_state(store: Store, source: TableDef, target_tid: int, at: float) -> int:
    """Fill ``target_tid`` with ``source``'s items as they were at ``at``; answers the item count."""
    conn = store.conn
    conn.execute(
        "INSERT INTO ddb_items (tid, hk, rk, item, bin, size, ttl) SELECT ?, hk, rk, item, bin, size, NULL"
        " FROM ddb_items WHERE tid=?",
        (target_tid, source.tid),
    )
    rows = conn.execute(
        "SELECT hk, rk, old, bin, size FROM ddb_pitr_journal WHERE tid=? AND at > ? ORDER BY seq DESC",
        (source.tid, at),
    ).fetchall()
    before: dict[tuple[bytes, bytes], tuple[str | None, int, int]] = {}
    for hk, rk, old, binary, size in rows:  # newest first: the last one seen per key is its first write
        before[(hk, rk)] = (old, binary, size)
    for (hk, rk), (old, binary, size) in before.items():
        if old is None:
            conn.execute("DELETE FROM ddb_items WHERE tid=? AND hk=? AND rk=?", (target_tid, hk, rk))
        else:
            conn.execute(
                "INSERT OR REPLACE INTO ddb_items (tid, hk, rk, item, bin, size, ttl) VALUES (?,?,?,?,?,?,NULL)",
                (target_tid, hk, rk, old, binary, size),
            )
    row = conn.execute("SELECT COUNT(*) FROM ddb_items WHERE tid=?", (target_tid,)).fetchone()
    return int(row[0])


def restore_summary(source: TableDef, at: float) -> dict[str, Any]:
    return {"SourceTableArn": source.arn, "RestoreDateTime": at, "RestoreInProgress": False}
