"""Streams (``ddbstreams_streams``), shards (``ddbstreams_shards``) and change records
(``ddbstreams_records``): every statement on them, rows read as :class:`StreamRow`,
:class:`ShardRow` and :class:`RecordRow`.

The journal's writes run inside DynamoDB's transactions on the item path; the statements it runs
per record take the connection directly (one call each, no cursor wrapper).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple, cast

from labcloud.store.db import Store


class StreamRow(NamedTuple):
    sid: int
    arn: str
    account_id: str
    region: str
    table_name: str
    label: str
    view_type: str
    key_schema: str  # JSON
    created: float
    status: str  # ENABLED or DISABLED
    disabled: float | None


class ShardRow(NamedTuple):
    shid: int
    sid: int
    shard_id: str
    parent: str | None
    created: float
    start_seq: int
    end_seq: int | None
    closed: float | None
    trimmed: int


class RecordRow(NamedTuple):
    seq: int
    shid: int
    created: float
    event: str
    keys: str
    new: str | None
    old: str | None
    bin: int
    size: int
    service: int


_STREAM = ", ".join(StreamRow._fields)
_SHARD = ", ".join(ShardRow._fields)
_RECORD = ", ".join(RecordRow._fields)
_stream = cast(Callable[[Any], StreamRow], partial(tuple.__new__, StreamRow))
_shard = cast(Callable[[Any], ShardRow], partial(tuple.__new__, ShardRow))
_record = cast(Callable[[Any], RecordRow], partial(tuple.__new__, RecordRow))


# ---------------------------------------------------------------------------------- streams


def stream(store: Store, arn: str, account_id: str, region: str) -> StreamRow | None:
    row = store.one(
        f"SELECT {_STREAM} FROM ddbstreams_streams WHERE arn=? AND account_id=? AND region=?",
        (arn, account_id, region),
    )
    return None if row is None else _stream(row)


def streams_page(
    store: Store, account_id: str, region: str, table_name: str | None, after_sid: int, count: int
) -> list[StreamRow]:
    sql = f"SELECT {_STREAM} FROM ddbstreams_streams WHERE account_id=? AND region=?"
    args: list[Any] = [account_id, region]
    if table_name:
        sql += " AND table_name=?"
        args.append(table_name)
    return [
        _stream(r) for r in store.all(sql + " AND sid > ? ORDER BY sid LIMIT ?", (*args, after_sid, count))
    ]


def every_stream(store: Store, table_name: str | None) -> list[StreamRow]:
    if table_name is None:
        return [_stream(r) for r in store.all(f"SELECT {_STREAM} FROM ddbstreams_streams ORDER BY sid")]
    rows = store.all(
        f"SELECT {_STREAM} FROM ddbstreams_streams WHERE table_name=? ORDER BY sid", (table_name,)
    )
    return [_stream(r) for r in rows]


def stream_exists(store: Store, arn: str) -> bool:
    return store.one("SELECT 1 FROM ddbstreams_streams WHERE arn=?", (arn,)) is not None


def arn_of(store: Store, sid: int) -> str:
    return str(store.scalar("SELECT arn FROM ddbstreams_streams WHERE sid=?", (sid,)))


def insert_stream(
    store: Store,
    arn: str,
    account_id: str,
    region: str,
    table_name: str,
    label: str,
    view_type: str,
    key_schema: str,
    created: float,
) -> int:
    cursor = store.execute(
        "INSERT INTO ddbstreams_streams (arn, account_id, region, table_name, label, view_type, key_schema, "
        "created, status) VALUES (?,?,?,?,?,?,?,?, 'ENABLED')",
        (arn, account_id, region, table_name, label, view_type, key_schema, created),
    )
    return int(cursor.lastrowid or 0)


def disable_stream(store: Store, sid: int, moment: float) -> None:
    store.execute(
        "UPDATE ddbstreams_streams SET status='DISABLED', disabled=? WHERE sid=? AND status='ENABLED'",
        (moment, sid),
    )


# ---------------------------------------------------------------------------------- shards


def shard(store: Store, shid: int) -> ShardRow | None:
    row = store.one(f"SELECT {_SHARD} FROM ddbstreams_shards WHERE shid=?", (shid,))
    return None if row is None else _shard(row)


def shard_named(store: Store, sid: int, shard_id: str) -> ShardRow | None:
    row = store.one(f"SELECT {_SHARD} FROM ddbstreams_shards WHERE sid=? AND shard_id=?", (sid, shard_id))
    return None if row is None else _shard(row)


def shards_page(store: Store, sid: int, parent: str | None, after_shid: int, count: int) -> list[ShardRow]:
    sql = f"SELECT {_SHARD} FROM ddbstreams_shards WHERE sid=?"
    args: list[Any] = [sid]
    if parent is not None:
        sql += " AND parent=?"
        args.append(parent)
    return [
        _shard(r) for r in store.all(sql + " AND shid > ? ORDER BY shid LIMIT ?", (*args, after_shid, count))
    ]


def shards_of(store: Store, sid: int) -> list[ShardRow]:
    return [
        _shard(r)
        for r in store.all(f"SELECT {_SHARD} FROM ddbstreams_shards WHERE sid=? ORDER BY shid", (sid,))
    ]


def open_shard(conn: sqlite3.Connection, sid: int) -> tuple[int, float, int, str] | None:
    """The stream's open shard: (row id, created, start seq, shard id)."""
    found = conn.execute(
        "SELECT shid, created, start_seq, shard_id FROM ddbstreams_shards WHERE sid=? AND closed IS NULL",
        (sid,),
    ).fetchone()
    return None if found is None else (found[0], found[1], found[2], found[3])


def insert_shard(
    store: Store, sid: int, shard_id: str, parent: str | None, created: float, start_seq: int
) -> int:
    cursor = store.execute(
        "INSERT INTO ddbstreams_shards (sid, shard_id, parent, created, start_seq) VALUES (?,?,?,?,?)",
        (sid, shard_id, parent, created, start_seq),
    )
    return int(cursor.lastrowid or 0)


def close_shard(store: Store, shid: int, start_seq: int, moment: float) -> None:
    """Close a shard at its last record (or where it started, when it has none)."""
    last = last_seq(store, shid)
    store.execute(
        "UPDATE ddbstreams_shards SET end_seq=?, closed=? WHERE shid=?",
        (last if last is not None else start_seq, moment, shid),
    )


# ---------------------------------------------------------------------------------- records


def next_seq(store: Store) -> int:
    """The sequence number the next record will get (a new shard starts there)."""
    value = store.scalar("SELECT seq FROM sqlite_sequence WHERE name='ddbstreams_records'")
    return int(value or 0) + 1


def last_seq(store: Store, shid: int) -> int | None:
    last = store.scalar("SELECT MAX(seq) FROM ddbstreams_records WHERE shid=?", (shid,))
    return None if last is None else int(last)


def has_records(conn: sqlite3.Connection, shid: int) -> bool:
    return (
        conn.execute("SELECT 1 FROM ddbstreams_records WHERE shid=? LIMIT 1", (shid,)).fetchone() is not None
    )


def has_records_after(store: Store, shid: int, seq: int) -> bool:
    return (
        store.one("SELECT 1 FROM ddbstreams_records WHERE shid=? AND seq > ? LIMIT 1", (shid, seq))
        is not None
    )


def oldest_created(store: Store) -> float | None:
    value = store.scalar("SELECT created FROM ddbstreams_records ORDER BY seq LIMIT 1")
    return None if value is None else float(value)


def insert_record(
    conn: sqlite3.Connection,
    shid: int,
    created: float,
    event: str,
    keys: str,
    new: str | None,
    old: str | None,
    binary: bool,
    size: int,
    by_service: bool,
) -> int:
    cursor = conn.execute(
        "INSERT INTO ddbstreams_records (shid, created, event, keys, new, old, bin, size, service) "
        "VALUES (?,?,?,?,?,?,?,?,?)",
        (shid, created, event, keys, new, old, int(binary), size, int(by_service)),
    )
    return int(cursor.lastrowid or 0)


def records_after(store: Store, shid: int, after: int, count: int) -> list[RecordRow]:
    rows = store.all(
        f"SELECT {_RECORD} FROM ddbstreams_records WHERE shid=? AND seq > ? ORDER BY seq LIMIT ?",
        (shid, after, count),
    )
    return [_record(r) for r in rows]


def latest_records(store: Store, sid: int, count: int) -> list[RecordRow]:
    """The stream's latest ``count`` records, newest first."""
    columns = ", ".join(f"r.{name}" for name in RecordRow._fields)
    rows = store.all(
        f"SELECT {columns} FROM ddbstreams_records r JOIN ddbstreams_shards s ON r.shid = s.shid WHERE s.sid=? "
        "ORDER BY r.seq DESC LIMIT ?",
        (sid, count),
    )
    return [_record(r) for r in rows]
