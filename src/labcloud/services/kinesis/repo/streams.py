"""Stream rows in ``kinesis_streams``: typed records back, writes of each changing member."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Stream:
    id: int
    account_id: str
    region: str
    name: str
    stream_id: str
    mode: str
    status: str
    status_until: float
    retention_hours: int
    encryption_type: str
    key_id: str | None
    max_record_kib: int
    monitoring: list[str]
    tags: dict[str, str]
    created: float
    next_seq: int
    next_shard: int
    #: The resource-based policy document, if any.
    policy: str | None

    @property
    def arn(self) -> str:
        return f"arn:aws:kinesis:{self.region}:{self.account_id}:stream/{self.name}"

    def status_at(self, now: float) -> str:
        """CREATING and UPDATING last a moment, then the stream is ACTIVE."""
        return self.status if now < self.status_until else "ACTIVE"


def _stream(row: sqlite3.Row) -> Stream:
    return Stream(
        row["id"],
        row["account_id"],
        row["region"],
        row["name"],
        row["stream_id"],
        row["mode"],
        row["status"],
        row["status_until"],
        row["retention_hours"],
        row["encryption_type"],
        row["key_id"],
        row["max_record_kib"],
        json.loads(row["monitoring"]),
        json.loads(row["tags"]),
        row["created"],
        row["next_seq"],
        row["next_shard"],
        row["policy"],
    )


def find(store: Store, account_id: str, region: str, name: str) -> Stream | None:
    row = store.one(
        "SELECT * FROM kinesis_streams WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
    )
    return None if row is None else _stream(row)


def by_id(store: Store, stream: int) -> Stream | None:
    row = store.one("SELECT * FROM kinesis_streams WHERE id=?", (stream,))
    return None if row is None else _stream(row)


def by_stream_id(store: Store, account_id: str, region: str, stream_id: str) -> Stream | None:
    row = store.one(
        "SELECT * FROM kinesis_streams WHERE account_id=? AND region=? AND stream_id=?",
        (account_id, region, stream_id),
    )
    return None if row is None else _stream(row)


def in_region(store: Store, account_id: str, region: str, after: str = "") -> list[Stream]:
    rows = store.all(
        "SELECT * FROM kinesis_streams WHERE account_id=? AND region=? AND name>? ORDER BY name",
        (account_id, region, after),
    )
    return [_stream(r) for r in rows]


def everywhere(store: Store) -> list[Stream]:
    return [_stream(r) for r in store.all("SELECT * FROM kinesis_streams ORDER BY id")]


def insert(
    store: Store,
    *,
    account_id: str,
    region: str,
    name: str,
    stream_id: str,
    mode: str,
    status_until: float,
    retention_hours: int,
    max_record_kib: int,
    tags: dict[str, str],
    created: float,
) -> int:
    cursor = store.execute(
        "INSERT INTO kinesis_streams (account_id, region, name, stream_id, mode, status, status_until,"
        " retention_hours, max_record_kib, tags, created) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        (
            account_id,
            region,
            name,
            stream_id,
            mode,
            "CREATING",
            status_until,
            retention_hours,
            max_record_kib,
            json.dumps(tags),
            created,
        ),
    )
    return int(cursor.lastrowid or 0)


def delete(store: Store, stream: int) -> None:
    store.execute("DELETE FROM kinesis_consumers WHERE stream=?", (stream,))
    store.execute("DELETE FROM kinesis_records WHERE stream=?", (stream,))
    store.execute("DELETE FROM kinesis_shards WHERE stream=?", (stream,))
    store.execute("DELETE FROM kinesis_streams WHERE id=?", (stream,))


def set_status(store: Store, stream: int, status: str, until: float) -> None:
    store.execute("UPDATE kinesis_streams SET status=?, status_until=? WHERE id=?", (status, until, stream))


def set_retention(store: Store, stream: int, hours: int) -> None:
    store.execute("UPDATE kinesis_streams SET retention_hours=? WHERE id=?", (hours, stream))


def set_encryption(store: Store, stream: int, kind: str, key_id: str | None) -> None:
    store.execute("UPDATE kinesis_streams SET encryption_type=?, key_id=? WHERE id=?", (kind, key_id, stream))


def set_tags(store: Store, stream: int, tags: dict[str, str]) -> None:
    store.execute("UPDATE kinesis_streams SET tags=? WHERE id=?", (json.dumps(tags), stream))


def set_monitoring(store: Store, stream: int, metrics: list[str]) -> None:
    store.execute("UPDATE kinesis_streams SET monitoring=? WHERE id=?", (json.dumps(metrics), stream))


def set_mode(store: Store, stream: int, mode: str) -> None:
    store.execute("UPDATE kinesis_streams SET mode=? WHERE id=?", (mode, stream))


def take_sequences(store: Store, stream: int, count: int) -> int:
    """Reserve ``count`` consecutive record counters; answer the first."""
    first = int(store.scalar("SELECT next_seq FROM kinesis_streams WHERE id=?", (stream,)))
    store.execute("UPDATE kinesis_streams SET next_seq=? WHERE id=?", (first + count, stream))
    return first


def take_shard_indexes(store: Store, stream: int, count: int) -> int:
    first = int(store.scalar("SELECT next_shard FROM kinesis_streams WHERE id=?", (stream,)))
    store.execute("UPDATE kinesis_streams SET next_shard=? WHERE id=?", (first + count, stream))
    return first


def shard_total(store: Store, account_id: str, region: str) -> int:
    """Open shards of every stream of an account in a region (the account's shard limit)."""
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM kinesis_shards s JOIN kinesis_streams t ON t.id=s.stream"
            " WHERE t.account_id=? AND t.region=? AND s.closed IS NULL",
            (account_id, region),
        )
    )


def set_policy(store: Store, stream: int, policy: str | None) -> None:
    store.execute("UPDATE kinesis_streams SET policy=? WHERE id=?", (policy, stream))


def policy_count(store: Store) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM kinesis_streams WHERE policy IS NOT NULL"))
