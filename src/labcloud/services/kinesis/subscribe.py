"""SubscribeToShard: an enhanced fan-out consumer's push stream of one shard's records.

The answer is an event stream (json protocol, ``initial-response`` first): a SubscribeToShardEvent at
once with what is already there, then one whenever records commit (readers wait on the stream's
signal) or every 5 seconds with none, each with ContinuationSequenceNumber and MillisBehindLatest.
A closed shard read to its end ends the stream with its ChildShards; otherwise the subscription
lasts 5 minutes, as on AWS. One subscription per consumer and shard at a time
(ResourceInUseException otherwise); the consumer must be ACTIVE.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kinesis.consumers import consumer_by_arn, status_of
from labcloud.services.kinesis.errors import unsupported
from labcloud.services.kinesis.read_ops import read_batch, shard_of, start_after
from labcloud.services.kinesis.repo import shards, streams
from labcloud.services.kinesis.sequence import format_sequence
from labcloud.services.kinesis.state import KinesisState

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import SubscribeToShardRequest, SubscribeToShardResponse

HEARTBEAT_S = 5.0
BATCH = 10_000


def subscribe_to_shard(
    state: KinesisState, request: SubscribeToShardRequest, ctx: RequestContext
) -> SubscribeToShardResponse:
    if request.get("DryRun"):
        raise unsupported("DryRun", "dry runs")
    stream, consumer = consumer_by_arn(state, ctx, request["ConsumerARN"])
    status = status_of(consumer, clock.now())
    if status != "ACTIVE":
        raise AwsError(
            "ResourceInUseException",
            f"Consumer {consumer.arn} is not ACTIVE, instead in state {status}.",
            status=400,
        )
    shard = shard_of(state, stream, request["ShardId"])
    start = request["StartingPosition"]
    after = max(
        0,
        start_after(
            state,
            stream,
            shard,
            start["Type"],
            start.get("SequenceNumber"),
            start.get("Timestamp"),
            "StartingPosition.Type",
        ),
    )
    key = (consumer.arn, shard.index)
    if key in state.subscriptions:
        raise AwsError(
            "ResourceInUseException",
            f"Another active subscription exists for this consumer: {consumer.arn} on shard {request['ShardId']}.",
            status=400,
        )
    state.subscriptions.add(key)
    return {"EventStream": _events(state, stream.id, stream.arn, shard.index, consumer.arn, after)}  # type: ignore[typeddict-item]


async def _events(
    state: KinesisState, stream_id: int, stream_arn: str, index: int, consumer_arn: str, after: int
) -> AsyncIterator[tuple[str, str, dict[str, Any]]]:
    began = time.monotonic()
    try:
        while True:
            stream = streams.by_id(state.store, stream_id)
            shard = None if stream is None else shards.get(state.store, stream_id, index)
            if stream is None or shard is None:
                yield (
                    "exception",
                    "ResourceNotFoundException",
                    {"message": f"Stream {stream_arn} was deleted."},
                )
                return
            batch = read_batch(state, stream, shard, after, BATCH, int(clock.now() * 1000))
            after = batch.after
            event: dict[str, Any] = {
                "Records": batch.records,
                "ContinuationSequenceNumber": format_sequence(index, after),
                "MillisBehindLatest": batch.behind_ms,
            }
            if batch.children is not None:
                event["ChildShards"] = batch.children
                yield ("event", "SubscribeToShardEvent", event)
                return
            yield ("event", "SubscribeToShardEvent", event)
            left = state.timing.subscription_s - (time.monotonic() - began)
            if left <= 0:
                return
            if batch.behind_ms == 0:
                await state.signals.wait(stream_arn, min(HEARTBEAT_S, left))
    finally:
        state.subscriptions.discard((consumer_arn, index))
