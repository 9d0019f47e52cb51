"""Shard rows in ``kinesis_shards``: a stream's shards in index order, opening and closing them."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Shard:
    stream: int
    index: int
    parent: int | None
    adjacent_parent: int | None
    start_hash: int
    end_hash: int
    start_seq: int
    end_seq: int | None
    created: float
    closed: float | None

    @property
    def open(self) -> bool:
        return self.closed is None

    def holds(self, hash_key: int) -> bool:
        return self.start_hash <= hash_key <= self.end_hash


def _shard(row: sqlite3.Row) -> Shard:
    return Shard(
        row["stream"],
        row["idx"],
        row["parent"],
        row["adjacent_parent"],
        int(row["start_hash"]),
        int(row["end_hash"]),
        row["start_seq"],
        row["end_seq"],
        row["created"],
        row["closed"],
    )


def of_stream(store: Store, stream: int) -> list[Shard]:
    return [
        _shard(r) for r in store.all("SELECT * FROM kinesis_shards WHERE stream=? ORDER BY idx", (stream,))
    ]


def get(store: Store, stream: int, index: int) -> Shard | None:
    row = store.one("SELECT * FROM kinesis_shards WHERE stream=? AND idx=?", (stream, index))
    return None if row is None else _shard(row)


def insert(
    store: Store,
    stream: int,
    index: int,
    hash_range: tuple[int, int],
    start_seq: int,
    now: float,
    parent: int | None = None,
    adjacent_parent: int | None = None,
) -> None:
    store.execute(
        "INSERT INTO kinesis_shards (stream, idx, parent, adjacent_parent, start_hash, end_hash, start_seq,"
        " created) VALUES (?,?,?,?,?,?,?,?)",
        (stream, index, parent, adjacent_parent, str(hash_range[0]), str(hash_range[1]), start_seq, now),
    )


def close(store: Store, stream: int, index: int, end_seq: int, now: float) -> None:
    store.execute(
        "UPDATE kinesis_shards SET end_seq=?, closed=? WHERE stream=? AND idx=?",
        (end_seq, now, stream, index),
    )


def forget(store: Store, stream: int, index: int) -> None:
    store.execute("DELETE FROM kinesis_shards WHERE stream=? AND idx=?", (stream, index))
