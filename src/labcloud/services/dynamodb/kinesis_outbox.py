"""A table's item changes on their way to its Kinesis data stream destination (``kinesis_destinations``).

Each change of an item in a table with an ACTIVE destination is written, inside the write's own
transaction, to ``ddb_kinesis_outbox`` as the record AWS puts on the stream (Kinesis Data Streams for
DynamoDB's JSON: ``awsRegion``, ``eventID``, ``eventName``, ``userIdentity``, ``recordFormat``,
``tableName``, ``eventSource`` and ``dynamodb`` with ``ApproximateCreationDateTime`` in the
destination's precision, ``Keys``, ``NewImage``/``OldImage`` and ``SizeBytes``). A periodic task
(``kinesis_pump.py``, calling :func:`deliver`) delivers the outbox in order with Kinesis PutRecords, through the pipeline in
the table's account, and deletes what was delivered, so an acknowledged write reaches the stream even
across a restart. The partition key is the MD5 of the item's key, so one item's changes share a shard
and keep their order. A stream that no longer exists drops its records and marks the destination
``ENABLE_FAILED``.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud.errors import AwsError
from labcloud.services.dynamodb.repo import kinesis_outbox as outbox
from labcloud.services.dynamodb.table_meta import TableMeta

if TYPE_CHECKING:
    from labcloud.services.dynamodb.state import DynamoDBState

log = logging.getLogger(__name__)

#: PutRecords takes at most 500 records.
BATCH = 500


async def deliver(state: DynamoDBState) -> int:
    """Deliver what the outbox holds, oldest first; answer how many records reached their stream."""
    store = state.store
    delivered = 0
    blocked: set[str] = set()  # a stream whose earlier record failed: keep its order, retry later
    batches: dict[str, list[outbox.Pending]] = {}
    for row in outbox.oldest(store, BATCH):
        batches.setdefault(row.stream_arn, []).append(row)
    for arn, batch in batches.items():
        if arn in blocked:
            continue
        first = batch[0]
        try:
            answer = await state.caller.call(
                "kinesis",
                "PutRecords",
                {
                    "StreamARN": arn,
                    "Records": [{"Data": r.data.encode(), "PartitionKey": r.partition_key} for r in batch],
                },
                account_id=first.account_id,
                region=first.region,
            )
        except AwsError as error:
            if error.code != "ResourceNotFoundException":
                log.warning("DynamoDB to Kinesis %s: %s %s (will retry)", arn, error.code, error.message)
                continue
            _fail_destination(state, batch, arn)
            continue
        done = []
        for row, entry in zip(batch, answer.get("Records") or [], strict=False):
            if entry.get("ErrorCode"):
                blocked.add(arn)
                break
            done.append(row.seq)
        if done:
            with store.transaction():
                outbox.remove(store, done)
            delivered += len(done)
    return delivered


def _failed(meta: TableMeta, arn: str) -> TableMeta:
    """``meta`` with its ACTIVE destination for stream ``arn`` ENABLE_FAILED (the stream is gone)."""
    if meta.kinesis_destinations is None:
        return meta
    failed = tuple(
        replace(
            d, destination_status="ENABLE_FAILED", status_description=f"Kinesis stream {arn} does not exist"
        )
        if d.stream_arn == arn and d.destination_status == "ACTIVE"
        else d
        for d in meta.kinesis_destinations
    )
    return replace(meta, kinesis_destinations=failed)


def _fail_destination(state: DynamoDBState, batch: list[outbox.Pending], arn: str) -> None:
    """The stream is gone: drop its records, and the destination is ENABLE_FAILED as on AWS."""
    with state.store.transaction():
        outbox.remove(state.store, [r.seq for r in batch])
        for tid in {r.tid for r in batch}:
            table = state.tables.by_tid(tid)
            if table is None:
                continue
            state.tables.save_meta(table, _failed(table.definition, arn))
