"""Buffered records in ``firehose_records`` (in arrival order per stream) and the Kinesis checkpoints."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Buffered:
    id: int
    record_id: str
    data: bytes
    arrival: float
    attempts: int


@dataclass(frozen=True, slots=True)
class BufferState:
    """How much a stream holds: the records' count and bytes, and the oldest arrival."""

    count: int
    size: int
    oldest: float | None


def add(store: Store, stream: int, rows: Iterable[tuple[str, bytes, float]]) -> None:
    store.executemany(
        "INSERT INTO firehose_records (stream, record_id, data, arrival) VALUES (?,?,?,?)",
        ((stream, record_id, data, arrival) for record_id, data, arrival in rows),
    )


def state_of(store: Store, stream: int) -> BufferState:
    row = store.one(
        "SELECT COUNT(*) AS n, COALESCE(SUM(LENGTH(data)), 0) AS size, MIN(arrival) AS oldest"
        " FROM firehose_records WHERE stream=?",
        (stream,),
    )
    assert row is not None
    return BufferState(int(row["n"]), int(row["size"]), row["oldest"])


def _buffered(row: sqlite3.Row) -> Buffered:
    return Buffered(row["id"], row["record_id"], bytes(row["data"]), row["arrival"], row["attempts"])


def oldest(store: Store, stream: int, max_bytes: int, max_count: int) -> list[Buffered]:
    """The oldest records up to ``max_bytes`` of data (at least one) and ``max_count`` records."""
    taken: list[Buffered] = []
    size = 0
    for row in store.all(
        "SELECT * FROM firehose_records WHERE stream=? ORDER BY id LIMIT ?", (stream, max_count)
    ):
        record = _buffered(row)
        if taken and size + len(record.data) > max_bytes:
            break
        taken.append(record)
        size += len(record.data)
    return taken


def remove(store: Store, ids: Iterable[int]) -> None:
    store.executemany("DELETE FROM firehose_records WHERE id=?", ((i,) for i in ids))


def count_attempt(store: Store, ids: Iterable[int]) -> None:
    store.executemany("UPDATE firehose_records SET attempts=attempts+1 WHERE id=?", ((i,) for i in ids))


def checkpoints(store: Store, stream: int) -> dict[str, str]:
    rows = store.all("SELECT shard_id, sequence FROM firehose_checkpoints WHERE stream=?", (stream,))
    return {row["shard_id"]: row["sequence"] for row in rows}


def checkpoint(store: Store, stream: int, shard_id: str, sequence: str) -> None:
    store.execute(
        "INSERT INTO firehose_checkpoints (stream, shard_id, sequence) VALUES (?,?,?)"
        " ON CONFLICT (stream, shard_id) DO UPDATE SET sequence=excluded.sequence",
        (stream, shard_id, sequence),
    )


def pending(store: Store) -> dict[int, BufferState]:
    """Every stream holding records, with what it holds."""
    rows = store.all(
        "SELECT stream, COUNT(*) AS n, SUM(LENGTH(data)) AS size, MIN(arrival) AS oldest"
        " FROM firehose_records GROUP BY stream"
    )
    return {row["stream"]: BufferState(int(row["n"]), int(row["size"]), row["oldest"]) for row in rows}
