"""Item changes as Kinesis Data Streams for DynamoDB records: what a write queues in the outbox, in its
own transaction, for the table's ACTIVE destination (delivered by ``kinesis_outbox.py``)."""

from __future__ import annotations

import hashlib
import json
import uuid
from typing import Any

from labcloud import clock
from labcloud.services.dynamodb.codec import encode_item
from labcloud.services.dynamodb.repo import kinesis_outbox as outbox
from labcloud.services.dynamodb.table_meta import KinesisDestination
from labcloud.services.dynamodb.tables import TableDef
from labcloud.services.dynamodb.values import item_size
from labcloud.store.db import Store


def active_destination(table: TableDef) -> KinesisDestination | None:
    return table.definition.active_kinesis()


def _wire(item: dict[str, Any]) -> Any:
    return json.loads(encode_item(item)[0])


def record(
    store: Store,
    table: TableDef,
    keys: dict[str, Any],
    old: dict[str, Any] | None,
    new: dict[str, Any] | None,
    *,
    by_service: bool = False,
) -> bool:
    """Queue one item change for the table's ACTIVE destination (nothing without one), in the caller's
    transaction; whether one was queued."""
    destination = active_destination(table)
    if destination is None:
        return False
    now = clock.now()
    micro = destination.precision == "MICROSECOND"
    change: dict[str, Any] = {
        "ApproximateCreationDateTime": int(now * 1_000_000) if micro else int(now * 1000),
        "Keys": _wire(keys),
    }
    if new is not None:
        change["NewImage"] = _wire(new)
    if old is not None:
        change["OldImage"] = _wire(old)
    change["SizeBytes"] = item_size(keys) + (item_size(new) if new else 0) + (item_size(old) if old else 0)
    change["ApproximateCreationDateTimePrecision"] = "MICROSECOND" if micro else "MILLISECOND"
    data = {
        "awsRegion": table.region,
        "eventID": str(uuid.uuid4()),
        "eventName": "INSERT" if old is None else ("REMOVE" if new is None else "MODIFY"),
        "userIdentity": (
            {"type": "Service", "principalId": "dynamodb.amazonaws.com"} if by_service else None
        ),
        "recordFormat": "application/json",
        "tableName": table.name,
        "dynamodb": change,
        "eventSource": "aws:dynamodb",
    }
    partition_key = hashlib.md5(json.dumps(change["Keys"], sort_keys=True).encode()).hexdigest()  # noqa: S324
    outbox.add(
        store,
        table.tid,
        table.account_id,
        table.region,
        destination.stream_arn,
        partition_key,
        json.dumps(data, separators=(",", ":")),
    )
    return True
