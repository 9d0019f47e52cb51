"""Registered stream consumers in ``kinesis_consumers`` (enhanced fan-out), with their tags."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class Consumer:
    stream: int
    name: str
    arn: str
    created: float
    tags: dict[str, str] = field(default_factory=dict)


def _consumer(row: sqlite3.Row) -> Consumer:
    return Consumer(
        row["stream"], row["name"], row["arn"], row["created"], dict(json.loads(row["tags"] or "{}"))
    )


def of_stream(store: Store, stream: int) -> list[Consumer]:
    rows = store.all("SELECT * FROM kinesis_consumers WHERE stream=? ORDER BY created, name", (stream,))
    return [_consumer(r) for r in rows]


def count(store: Store, stream: int) -> int:
    return int(store.scalar("SELECT COUNT(*) FROM kinesis_consumers WHERE stream=?", (stream,)))


def find(store: Store, stream: int, name: str) -> Consumer | None:
    row = store.one("SELECT * FROM kinesis_consumers WHERE stream=? AND name=?", (stream, name))
    return None if row is None else _consumer(row)


def by_arn(store: Store, arn: str) -> Consumer | None:
    row = store.one("SELECT * FROM kinesis_consumers WHERE arn=?", (arn,))
    return None if row is None else _consumer(row)


def insert(store: Store, stream: int, name: str, arn: str, created: float, tags: dict[str, str]) -> None:
    store.execute(
        "INSERT INTO kinesis_consumers (stream, name, arn, created, tags) VALUES (?,?,?,?,?)",
        (stream, name, arn, created, json.dumps(tags)),
    )


def set_tags(store: Store, arn: str, tags: dict[str, str]) -> None:
    store.execute("UPDATE kinesis_consumers SET tags=? WHERE arn=?", (json.dumps(tags), arn))


def delete(store: Store, stream: int, name: str) -> None:
    store.execute("DELETE FROM kinesis_consumers WHERE stream=? AND name=?", (stream, name))
