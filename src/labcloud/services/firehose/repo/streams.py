"""Delivery stream rows in ``firehose_streams``: typed records back, and the writes of each change."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class DeliveryStream:
    id: int
    account_id: str
    region: str
    name: str
    #: DirectPut or KinesisStreamAsSource.
    kind: str
    status: str
    version: int
    #: "ExtendedS3" (also for a stream created with the deprecated S3DestinationConfiguration).
    destination_kind: str
    #: The ExtendedS3DestinationConfiguration, with AWS's defaults filled in.
    destination: dict[str, Any]
    #: The KinesisStreamSourceConfiguration (None: DirectPut).
    source: dict[str, Any] | None
    #: {"KeyType", "KeyARN"?, "Status"} (None: never encrypted).
    encryption: dict[str, Any] | None
    tags: list[dict[str, str]]
    created: float
    updated: float

    @property
    def arn(self) -> str:
        return f"arn:aws:firehose:{self.region}:{self.account_id}:deliverystream/{self.name}"


def _stream(row: sqlite3.Row) -> DeliveryStream:
    return DeliveryStream(
        row["id"],
        row["account_id"],
        row["region"],
        row["name"],
        row["kind"],
        row["status"],
        row["version"],
        row["destination_kind"],
        json.loads(row["destination"]),
        None if row["source"] is None else json.loads(row["source"]),
        None if row["encryption"] is None else json.loads(row["encryption"]),
        json.loads(row["tags"]),
        row["created"],
        row["updated"],
    )


def find(store: Store, account_id: str, region: str, name: str) -> DeliveryStream | None:
    row = store.one(
        "SELECT * FROM firehose_streams WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
    return None if row is None else _stream(row)


def by_id(store: Store, stream: int) -> DeliveryStream | None:
    row = store.one("SELECT * FROM firehose_streams WHERE id=?", (stream,))
    return None if row is None else _stream(row)


def every(store: Store) -> list[DeliveryStream]:
    return [_stream(row) for row in store.all("SELECT * FROM firehose_streams ORDER BY id")]


def names(store: Store, account_id: str, region: str, kind: str | None, after: str | None) -> list[str]:
    sql = "SELECT name FROM firehose_streams WHERE account_id=? AND region=?"
    params: list[Any] = [account_id, region]
    if kind:
        sql += " AND kind=?"
        params.append(kind)
    if after:
        sql += " AND name>?"
        params.append(after)
    return [row["name"] for row in store.all(sql + " ORDER BY name", params)]


def count(store: Store, account_id: str, region: str) -> int:
    return int(
        store.scalar(
            "SELECT COUNT(*) FROM firehose_streams WHERE account_id=? AND region=?", (account_id, region)
        )
    )


def insert(
    store: Store,
    account_id: str,
    region: str,
    name: str,
    kind: str,
    destination_kind: str,
    destination: dict[str, Any],
    source: dict[str, Any] | None,
    encryption: dict[str, Any] | None,
    tags: list[dict[str, str]],
    now: float,
) -> int:
    cursor = store.execute(
        "INSERT INTO firehose_streams (account_id, region, name, kind, status, destination_kind, destination,"
        " source, encryption, tags, created, updated) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            account_id,
            region,
            name,
            kind,
            "ACTIVE",
            destination_kind,
            json.dumps(destination),
            None if source is None else json.dumps(source),
            None if encryption is None else json.dumps(encryption),
            json.dumps(tags),
            now,
            now,
        ),
    )
    return int(cursor.lastrowid or 0)


def set_destination(store: Store, stream: int, destination: dict[str, Any], now: float) -> None:
    store.execute(
        "UPDATE firehose_streams SET destination=?, version=version+1, updated=? WHERE id=?",
        (json.dumps(destination), now, stream),
    )


def set_encryption(store: Store, stream: int, encryption: dict[str, Any]) -> None:
    store.execute("UPDATE firehose_streams SET encryption=? WHERE id=?", (json.dumps(encryption), stream))


def set_tags(store: Store, stream: int, tags: list[dict[str, str]]) -> None:
    store.execute("UPDATE firehose_streams SET tags=? WHERE id=?", (json.dumps(tags), stream))


def failing_since(store: Store, stream: int) -> float | None:
    """When the stream's HTTP endpoint first failed the batch now retried (None: not failing)."""
    row = store.one("SELECT failing_since FROM firehose_streams WHERE id=?", (stream,))
    return None if row is None or row["failing_since"] is None else float(row["failing_since"])


def set_failing_since(store: Store, stream: int, when: float | None) -> None:
    store.execute("UPDATE firehose_streams SET failing_since=? WHERE id=?", (when, stream))


def delete(store: Store, stream: int) -> None:
    store.execute("DELETE FROM firehose_records WHERE stream=?", (stream,))
    store.execute("DELETE FROM firehose_checkpoints WHERE stream=?", (stream,))
    store.execute("DELETE FROM firehose_streams WHERE id=?", (stream,))
