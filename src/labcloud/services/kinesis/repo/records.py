"""Data records in ``kinesis_records``: appends, ordered reads per shard, arrival lookups, the trim."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class StoredRecord:
    seq: int
    partition_key: str
    data: bytes
    arrival: float


def append(store: Store, stream: int, rows: Iterable[tuple[int, int, str, bytes, float]]) -> None:
    """Rows of (shard, seq, partition key, data, arrival)."""
    store.executemany(
        "INSERT INTO kinesis_records (stream, shard, seq, partition_key, data, arrival) VALUES (?,?,?,?,?,?)",
        ((stream, *row) for row in rows),
    )


def read(store: Store, stream: int, shard: int, after: int, limit: int) -> list[StoredRecord]:
    rows = store.all(
        "SELECT seq, partition_key, data, arrival FROM kinesis_records"
        " WHERE stream=? AND shard=? AND seq>? ORDER BY seq LIMIT ?",
        (stream, shard, after, limit),
    )
    return [StoredRecord(r[0], r[1], bytes(r[2]), r[3]) for r in rows]


def first_after(store: Store, stream: int, shard: int, after: int) -> StoredRecord | None:
    found = read(store, stream, shard, after, 1)
    return found[0] if found else None


def first_seq(store: Store, stream: int, shard: int) -> int | None:
    value = store.scalar("SELECT MIN(seq) FROM kinesis_records WHERE stream=? AND shard=?", (stream, shard))
    return None if value is None else int(value)


def first_arrived_at(store: Store, stream: int, shard: int, when: float) -> int | None:
    """The lowest seq of a record that arrived at or after ``when``."""
    value = store.scalar(
        "SELECT MIN(seq) FROM kinesis_records WHERE stream=? AND shard=? AND arrival>=?",
        (stream, shard, when),
    )
    return None if value is None else int(value)


def trim(store: Store, stream: int, shard: int, before: float) -> int:
    cursor = store.execute(
        "DELETE FROM kinesis_records WHERE stream=? AND shard=? AND arrival<?", (stream, shard, before)
    )
    return int(cursor.rowcount or 0)


def count(store: Store, stream: int, shard: int) -> int:
    return int(
        store.scalar("SELECT COUNT(*) FROM kinesis_records WHERE stream=? AND shard=?", (stream, shard))
    )


def newest(store: Store, stream: int, shard: int, limit: int) -> list[StoredRecord]:
    """The shard's last ``limit`` records, newest first (for the view)."""
    rows = store.all(
        "SELECT seq, partition_key, data, arrival FROM kinesis_records"
        " WHERE stream=? AND shard=? ORDER BY seq DESC LIMIT ?",
        (stream, shard, limit),
    )
    return [StoredRecord(r[0], r[1], bytes(r[2]), r[3]) for r in rows]


def shard_counts(store: Store, stream: int) -> dict[int, tuple[int, int | None]]:
    """Per shard of a stream: (records kept, highest counter), for the view."""
    rows = store.all(
        "SELECT shard, COUNT(*), MAX(seq) FROM kinesis_records WHERE stream=? GROUP BY shard", (stream,)
    )
    return {int(r[0]): (int(r[1]), None if r[2] is None else int(r[2])) for r in rows}
