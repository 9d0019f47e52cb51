"""Streams whose source is a Kinesis data stream (KinesisStreamAsSource): one reader loop reads every
such stream's shards as the stream's source role (DescribeStream, GetShardIterator, GetRecords through
the pipeline, so the role needs those Kinesis read permissions) and buffers what it reads, with the shard's
checkpoint, in one transaction: a restart resumes after the last buffered record.

Reading starts at the delivery stream's creation time (its DeliveryStartTimestamp), as AWS starts at
the stream's tip when the delivery stream is created. Like AWS's Firehose, the loop reads each shard at most
once a second (its passes start at least ``READ_INTERVAL_S`` apart), so it takes one of a shard's five reads a
second and leaves the rest to the stream's other consumers. When a pass finds nothing the loop waits on
Kinesis's signal (``KinesisSignals``) or a second.
"""

from __future__ import annotations

import asyncio
import base64
import logging
import time
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.firehose import acting, lookup, publish
from labcloud.services.firehose.repo import records, streams
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState
from labcloud.services.kinesis.interfaces import KinesisSignals

log = logging.getLogger("labcloud.firehose")
IDLE_S = 1.0
#: AWS's Firehose calls GetRecords once a second for each shard of its source.
READ_INTERVAL_S = 1.0
READ_LIMIT = 1000
#: DescribeStream pages of 100 shards read for one pass (Kinesis allows 20,000 shards a stream).
MAX_SHARD_PAGES = 200


async def _iterator(
    state: FirehoseState, stream: DeliveryStream, shard_id: str, after: str | None, calling: dict[str, Any]
) -> str:
    params: dict[str, Any] = {"StreamARN": stream.source["KinesisStreamARN"], "ShardId": shard_id}  # type: ignore[index]
    if after:
        params.update(ShardIteratorType="AFTER_SEQUENCE_NUMBER", StartingSequenceNumber=after)
    else:
        params.update(ShardIteratorType="AT_TIMESTAMP", Timestamp=lookup.when(stream.created))
    answer = await state.services.call("kinesis", "GetShardIterator", params, **calling)
    return str(answer["ShardIterator"])


async def _shards(state: FirehoseState, arn: str, calling: dict[str, Any]) -> list[dict[str, Any]]:
    """The source's shards by DescribeStream (100 a page), as AWS's Firehose reads them: a source role
    allowed DescribeStream, GetShardIterator and GetRecords without ListShards works on AWS (the pattern
    kinesis-data-stream-firehose-apigw-sam's role)."""
    shards: list[dict[str, Any]] = []
    params: dict[str, Any] = {"StreamARN": arn}
    for _ in range(MAX_SHARD_PAGES):
        answer = await state.services.call("kinesis", "DescribeStream", params, **calling)
        description = answer["StreamDescription"]
        page = list(description.get("Shards") or [])
        shards += page
        if not description.get("HasMoreShards") or not page:
            break
        params = {"StreamARN": arn, "ExclusiveStartShardId": page[-1]["ShardId"]}
    return shards


async def read_stream(
    state: FirehoseState, stream: DeliveryStream, iterators: dict[tuple[int, str], str]
) -> int:
    """One pass over the stream's shards; the number of records buffered."""
    source = stream.source or {}
    principal = acting.principal(state.services, str(source["RoleARN"]), stream.account_id)
    calling = acting.calling(stream.arn, principal, stream.region)
    arn = str(source["KinesisStreamARN"])
    checkpoints = records.checkpoints(state.store, stream.id)
    total = 0
    for shard in await _shards(state, arn, calling):
        shard_id = str(shard["ShardId"])
        key = (stream.id, shard_id)
        iterator = iterators.get(key) or await _iterator(
            state, stream, shard_id, checkpoints.get(shard_id), calling
        )
        got = await state.services.call(
            "kinesis",
            "GetRecords",
            {"ShardIterator": iterator, "Limit": READ_LIMIT, "StreamARN": arn},
            **calling,
        )
        fresh = got.get("Records") or []
        if got.get("NextShardIterator"):
            iterators[key] = str(got["NextShardIterator"])
        else:
            iterators.pop(key, None)
        if not fresh:
            continue
        rows = []
        for record in fresh:
            data = record["Data"]
            if isinstance(data, str):
                data = base64.b64decode(data)
            arrival = record.get("ApproximateArrivalTimestamp")
            when = arrival.timestamp() if hasattr(arrival, "timestamp") else clock.now()
            rows.append((f"{shard_id}:{record['SequenceNumber']}", bytes(data), when))
        if streams.by_id(state.store, stream.id) is None:
            return total
        with state.store.transaction():
            records.add(state.store, stream.id, rows)
            records.checkpoint(state.store, stream.id, shard_id, str(fresh[-1]["SequenceNumber"]))
            publish.emit(
                state,
                stream,
                "firehose.records.read",
                records=len(rows),
                bytes=sum(len(row[1]) for row in rows),
                shard_id=shard_id,
            )
        total += len(rows)
    return total


async def run(state: FirehoseState) -> None:
    iterators: dict[tuple[int, str], str] = {}
    failing: dict[int, str] = {}
    while not state.closed:
        started = time.monotonic()
        read = 0
        sources = [s for s in streams.every(state.store) if s.kind == "KinesisStreamAsSource"]
        for stream in sources:
            try:
                read += await read_stream(state, stream, iterators)
                failing.pop(stream.id, None)
            except asyncio.CancelledError:
                raise
            except (AwsError, acting.RoleRefused) as error:
                iterators = {k: v for k, v in iterators.items() if k[0] != stream.id}
                if failing.get(stream.id) != str(error):
                    failing[stream.id] = str(error)
                    log.info("firehose %s: cannot read its Kinesis source: %s", stream.name, error)
            except Exception:
                log.exception("firehose %s: reading its Kinesis source failed", stream.name)
        if read:
            state.nudge()
        else:
            signals = state.services.offered(KinesisSignals) if sources else None
            if signals is not None and len(sources) == 1:
                await signals.wait(str((sources[0].source or {})["KinesisStreamARN"]), IDLE_S)
            else:
                await asyncio.sleep(IDLE_S)
        rest = READ_INTERVAL_S - (time.monotonic() - started)
        if rest > 0:
            await asyncio.sleep(rest)
