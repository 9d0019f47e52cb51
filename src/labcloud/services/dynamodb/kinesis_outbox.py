"""A table's item changes on their way to its Kinesis data stream destination (``kinesis_destinations``).

Each change of an item in a table with an ACTIVE destination is written, inside the write's own
transaction, to ``ddb_kinesis_outbox`` as the record AWS puts on the stream (Kinesis Data Streams for
DynamoDB's JSON: ``awsRegion``, ``eventID``, ``eventName``, ``userIdentity``, ``recordFormat``,
``tableName``, ``eventSource`` and ``dynamodb`` with ``ApproximateCreationDateTime`` in the
destination's precision, ``Keys``, ``NewImage``/``OldImage`` and ``SizeBytes``). A background task
(:func:`pump_forever`) delivers the outbox in order with Kinesis PutRecords, through the pipeline in
the table's account, and deletes what was delivered, so an acknowledged write reaches the stream even
across a restart. The partition key is the MD5 of the item's key, so one item's changes share a shard
and keep their order. A stream that no longer exists drops its records and marks the destination
``ENABLE_FAILED``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import uuid
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.dynamodb.codec import encode_item
from labcloud.services.dynamodb.tables import TableDef
from labcloud.services.dynamodb.values import item_size
from labcloud.store.db import Migration, Store

log = logging.getLogger(__name__)

OUTBOX = """CREATE TABLE IF NOT EXISTS ddb_kinesis_outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    tid INTEGER NOT NULL,
    account_id TEXT NOT NULL,
    region TEXT NOT NULL,
    stream_arn TEXT NOT NULL,
    partition_key TEXT NOT NULL,
    data TEXT NOT NULL
)"""
#: The provider's migration numbering is shared with :mod:`.pitr` (1) and :mod:`.backups` (2).
MIGRATIONS = (Migration(3, "ddb_kinesis_outbox: item changes bound for Kinesis destinations", (OUTBOX,)),)
TABLES = ("ddb_kinesis_outbox",)
#: How often (seconds) the pump looks for changes to deliver.
INTERVAL = 0.05
#: PutRecords takes at most 500 records.
BATCH = 500


def active_destination(table: TableDef) -> dict[str, Any] | None:
    for destination in table.meta.get("KinesisDestinations") or []:
        if destination.get("DestinationStatus") == "ACTIVE":
            return dict(destination)
    return None


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
) -> None:
    """Queue one item change for the table's ACTIVE destination (nothing without one), in the caller's
    transaction."""
    destination = active_destination(table)
    if destination is None:
        return
    now = clock.now()
    micro = destination.get("ApproximateCreationDateTimePrecision") == "MICROSECOND"
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
    store.execute(
        "INSERT INTO ddb_kinesis_outbox (tid, account_id, region, stream_arn, partition_key, data)"
        " VALUES (?,?,?,?,?,?)",
        (
            table.tid,
            table.account_id,
            table.region,
            destination["StreamArn"],
            partition_key,
            json.dumps(data, separators=(",", ":")),
        ),
    )


async def deliver(provider: Any) -> int:
    """Deliver what the outbox holds, oldest first; answer how many records reached their stream."""
    store: Store = provider.store
    rows = store.all(
        "SELECT seq, tid, account_id, region, stream_arn, partition_key, data FROM ddb_kinesis_outbox"
        " ORDER BY seq LIMIT ?",
        (BATCH,),
    )
    delivered = 0
    blocked: set[str] = set()  # a stream whose earlier record failed: keep its order, retry later
    batches: dict[str, list[Any]] = {}
    for row in rows:
        batches.setdefault(row["stream_arn"], []).append(row)
    for arn, batch in batches.items():
        if arn in blocked:
            continue
        first = batch[0]
        try:
            answer = await provider.hub.call(
                "kinesis",
                "PutRecords",
                {
                    "StreamARN": arn,
                    "Records": [
                        {"Data": r["data"].encode(), "PartitionKey": r["partition_key"]} for r in batch
                    ],
                },
                account_id=first["account_id"],
                region=first["region"],
            )
        except AwsError as error:
            if error.code != "ResourceNotFoundException":
                log.warning("DynamoDB to Kinesis %s: %s %s (will retry)", arn, error.code, error.message)
                continue
            _fail_destination(provider, batch, arn)
            continue
        done = []
        for row, entry in zip(batch, answer.get("Records") or [], strict=False):
            if entry.get("ErrorCode"):
                blocked.add(arn)
                break
            done.append(row["seq"])
        if done:
            with store.transaction():
                store.conn.executemany("DELETE FROM ddb_kinesis_outbox WHERE seq=?", [(s,) for s in done])
            delivered += len(done)
    return delivered


def _fail_destination(provider: Any, batch: list[Any], arn: str) -> None:
    """The stream is gone: drop its records, and the destination is ENABLE_FAILED as on AWS."""
    store: Store = provider.store
    with store.transaction():
        store.conn.executemany("DELETE FROM ddb_kinesis_outbox WHERE seq=?", [(r["seq"],) for r in batch])
        for tid in {r["tid"] for r in batch}:
            table = provider.table_by_tid(int(tid))
            if table is None:
                continue
            meta = json.loads(json.dumps(table.meta))
            for destination in meta.get("KinesisDestinations") or []:
                if destination["StreamArn"] == arn and destination["DestinationStatus"] == "ACTIVE":
                    destination["DestinationStatus"] = "ENABLE_FAILED"
                    destination["DestinationStatusDescription"] = f"Kinesis stream {arn} does not exist"
            provider.save_meta(table, meta)


async def pump_forever(provider: Any) -> None:
    """Deliver the outbox every ``LABCLOUD_DYNAMODB_KINESIS_INTERVAL`` seconds (default ``INTERVAL``)."""
    interval = provider.settings.tuning.number("LABCLOUD_DYNAMODB_KINESIS_INTERVAL", INTERVAL, minimum=0.001)
    while True:
        await asyncio.sleep(interval)
        try:
            if provider.store.one("SELECT seq FROM ddb_kinesis_outbox LIMIT 1") is not None:
                await deliver(provider)
        except Exception:  # noqa: BLE001 - the pump must keep running
            log.exception("DynamoDB to Kinesis delivery failed")
