"""Global tables' SQL: the outbox of item changes bound for a table's replicas (``ddb_replication_outbox``)
and each replicated item's last-writer clock (``ddb_replica_clocks``).

Both are written inside the item write's transaction; the outbox is read and emptied by the
replication round (``replication.py``). A clock row outlives its item (a tombstone), so a late
change from another region never resurrects an item deleted after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from labcloud.store.db import Migration, Store

OUTBOX = """CREATE TABLE IF NOT EXISTS ddb_replication_outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id TEXT NOT NULL,
    name TEXT NOT NULL,
    origin TEXT NOT NULL,
    target TEXT NOT NULL,
    hk BLOB NOT NULL,
    rk BLOB NOT NULL,
    item TEXT,
    bin INTEGER NOT NULL DEFAULT 0,
    at REAL NOT NULL
)"""
CLOCKS = """CREATE TABLE IF NOT EXISTS ddb_replica_clocks (
    tid INTEGER NOT NULL,
    hk BLOB NOT NULL,
    rk BLOB NOT NULL,
    at REAL NOT NULL,
    origin TEXT NOT NULL,
    PRIMARY KEY (tid, hk, rk)
) WITHOUT ROWID"""
TABLES = ("ddb_replication_outbox", "ddb_replica_clocks")
#: DynamoDB's one migration numbering: the journal holds 1, backups' kind 2, the Kinesis outbox 3.
MIGRATIONS = (
    Migration(4, "ddb_replication_outbox, ddb_replica_clocks: global tables' replication", (OUTBOX, CLOCKS)),
)


@dataclass(frozen=True, slots=True)
class Change:
    """One item change on its way from the ``origin`` region's replica to the ``target`` region's."""

    seq: int
    account_id: str
    name: str
    origin: str
    target: str
    hk: bytes
    rk: bytes
    item: str | None
    binary: bool
    at: float


def add(
    store: Store,
    account_id: str,
    name: str,
    origin: str,
    targets: Sequence[str],
    hk: bytes,
    rk: bytes,
    encoded: tuple[str, bool] | None,
    at: float,
) -> None:
    item, binary = encoded if encoded is not None else (None, False)
    store.conn.executemany(
        "INSERT INTO ddb_replication_outbox (account_id, name, origin, target, hk, rk, item, bin, at)"
        " VALUES (?,?,?,?,?,?,?,?,?)",
        [(account_id, name, origin, target, hk, rk, item, int(binary), at) for target in targets],
    )


def any_pending(store: Store) -> bool:
    return store.one("SELECT seq FROM ddb_replication_outbox LIMIT 1") is not None


def oldest(store: Store, limit: int) -> list[Change]:
    return [
        Change(
            int(r["seq"]),
            r["account_id"],
            r["name"],
            r["origin"],
            r["target"],
            bytes(r["hk"]),
            bytes(r["rk"]),
            r["item"],
            bool(r["bin"]),
            float(r["at"]),
        )
        for r in store.all(
            "SELECT seq, account_id, name, origin, target, hk, rk, item, bin, at FROM ddb_replication_outbox"
            " ORDER BY seq LIMIT ?",
            (limit,),
        )
    ]


def remove(store: Store, seqs: Sequence[int]) -> None:
    store.conn.executemany("DELETE FROM ddb_replication_outbox WHERE seq=?", [(s,) for s in seqs])


def drop_bound_for(store: Store, account_id: str, name: str, region: str) -> None:
    """Forget the changes bound for (or coming from) a replica that no longer exists."""
    store.execute(
        "DELETE FROM ddb_replication_outbox WHERE account_id=? AND name=? AND (target=? OR origin=?)",
        (account_id, name, region, region),
    )


def clock(store: Store, tid: int, hk: bytes, rk: bytes) -> tuple[float, str] | None:
    row = store.conn.execute(
        "SELECT at, origin FROM ddb_replica_clocks WHERE tid=? AND hk=? AND rk=?", (tid, hk, rk)
    ).fetchone()
    return None if row is None else (float(row[0]), str(row[1]))


def set_clock(store: Store, tid: int, hk: bytes, rk: bytes, at: float, origin: str) -> None:
    store.conn.execute(
        "INSERT INTO ddb_replica_clocks (tid, hk, rk, at, origin) VALUES (?,?,?,?,?)"
        " ON CONFLICT (tid, hk, rk) DO UPDATE SET at=excluded.at, origin=excluded.origin",
        (tid, hk, rk, at, origin),
    )


def forget_table(store: Store, tid: int) -> None:
    store.conn.execute("DELETE FROM ddb_replica_clocks WHERE tid=?", (tid,))


def copy_table(store: Store, source: int, target: int) -> None:
    """Seed a new replica with the source table's items, index entries and clocks."""
    conn = store.conn
    conn.execute(
        "INSERT INTO ddb_items (tid, hk, rk, item, bin, size, ttl)"
        " SELECT ?, hk, rk, item, bin, size, ttl FROM ddb_items WHERE tid=?",
        (target, source),
    )
    conn.execute(
        "INSERT INTO ddb_index_items (tid, iname, hk, rk, pk, item, bin, size)"
        " SELECT ?, iname, hk, rk, pk, item, bin, size FROM ddb_index_items WHERE tid=?",
        (target, source),
    )
    conn.execute(
        "INSERT INTO ddb_replica_clocks (tid, hk, rk, at, origin)"
        " SELECT ?, hk, rk, at, origin FROM ddb_replica_clocks WHERE tid=?",
        (target, source),
    )


def has_items(store: Store, tid: int) -> bool:
    return store.conn.execute("SELECT 1 FROM ddb_items WHERE tid=? LIMIT 1", (tid,)).fetchone() is not None
