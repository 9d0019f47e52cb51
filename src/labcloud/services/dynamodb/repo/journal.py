"""The point-in-time journal's rows (``ddb_pitr_journal``): before-images of writes, trimmed to the window,
and a table's state at a time rebuilt from them (``pitr.py`` owns the rules)."""

from __future__ import annotations

from typing import Any

from labcloud import clock
from labcloud.services.dynamodb.codec import encode_item
from labcloud.services.dynamodb.tables import TableDef
from labcloud.services.dynamodb.values import item_size
from labcloud.store.db import Store

Item = dict[str, Any]


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
