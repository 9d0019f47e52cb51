"""Resharding: SplitShard, MergeShards and UpdateShardCount (UNIFORM_SCALING).

A reshard closes its parent shards (their SequenceNumberRange gains an EndingSequenceNumber) and
opens children whose ParentShardId / AdjacentParentShardId name them; the stream is UPDATING for a
moment. UpdateShardCount replaces every open shard with ``TargetShardCount`` shards of equal hash
ranges; each child names the (at most two) old shards its range starts in as parents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kinesis import timing
from labcloud.services.kinesis.errors import in_use, invalid_argument, shard_not_found
from labcloud.services.kinesis.hashing import MAX_HASH, even_ranges, parse_hash_key
from labcloud.services.kinesis.lookup import stream_of
from labcloud.services.kinesis.publish import emit
from labcloud.services.kinesis.repo import shards, streams
from labcloud.services.kinesis.repo.shards import Shard
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.sequence import shard_id, shard_index
from labcloud.services.kinesis.state import KinesisState
from labcloud.services.kinesis.stream_ops import check_shard_limit

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        MergeShardsRequest,
        MergeShardsResponse,
        SplitShardRequest,
        SplitShardResponse,
        UpdateShardCountRequest,
        UpdateShardCountResponse,
    )


def _ready(stream: Stream, now: float) -> None:
    status = stream.status_at(now)
    if status != "ACTIVE":
        raise in_use(stream.name, stream.account_id, status)


def _open_shard(state: KinesisState, stream: Stream, given: str) -> Shard:
    index = shard_index(given)
    shard = None if index is None else shards.get(state.store, stream.id, index)
    if shard is None:
        raise shard_not_found(given, stream.name, stream.account_id)
    if not shard.open:
        raise invalid_argument(
            f"Shard {given} in stream {stream.name} under account {stream.account_id} has already been "
            "merged or split, and thus is not eligible for merging or splitting."
        )
    return shard


def _reshape(
    state: KinesisState,
    stream: Stream,
    closing: list[Shard],
    children: list[tuple[tuple[int, int], int | None, int | None]],
    now: float,
) -> list[int]:
    """Close ``closing`` and open ``children`` (hash range, parent, adjacent parent); their indexes."""
    last = stream.next_seq - 1
    for shard in closing:
        shards.close(state.store, stream.id, shard.index, last, now)
    first = streams.take_shard_indexes(state.store, stream.id, len(children))
    for i, (hash_range, parent, adjacent) in enumerate(children):
        shards.insert(state.store, stream.id, first + i, hash_range, stream.next_seq, now, parent, adjacent)
    streams.set_status(state.store, stream.id, "UPDATING", now + timing.UPDATING_S)
    return [first + i for i in range(len(children))]


def split_shard(state: KinesisState, request: SplitShardRequest, ctx: RequestContext) -> SplitShardResponse:
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        _ready(stream, now)
        shard = _open_shard(state, stream, request["ShardToSplit"])
        given = request["NewStartingHashKey"]
        key = parse_hash_key(given)
        if key is None or not shard.start_hash < key <= shard.end_hash:
            raise invalid_argument(
                f"NewStartingHashKey {given} used in SplitShard() on shard {shard_id(shard.index)} in stream "
                f"{stream.name} under account {stream.account_id} is not both greater than the shard's "
                f"StartingHashKey {shard.start_hash} and not greater than the shard's EndingHashKey "
                f"{shard.end_hash}."
            )
        check_shard_limit(state, ctx, 1)
        made = _reshape(
            state,
            stream,
            [shard],
            [((shard.start_hash, key - 1), shard.index, None), ((key, shard.end_hash), shard.index, None)],
            now,
        )
        emit(
            state,
            stream,
            "kinesis.shard.split",
            parent=shard_id(shard.index),
            children=[shard_id(i) for i in made],
        )
    return {}


def merge_shards(
    state: KinesisState, request: MergeShardsRequest, ctx: RequestContext
) -> MergeShardsResponse:
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        _ready(stream, now)
        first = _open_shard(state, stream, request["ShardToMerge"])
        second = _open_shard(state, stream, request["AdjacentShardToMerge"])
        low, high = sorted((first, second), key=lambda s: s.start_hash)
        if first.index == second.index or low.end_hash + 1 != high.start_hash:
            raise invalid_argument(
                f"Shards {shard_id(first.index)} and {shard_id(second.index)} in stream {stream.name} under "
                f"account {stream.account_id} are not an adjacent pair of shards eligible for merging"
            )
        made = _reshape(
            state,
            stream,
            [first, second],
            [((low.start_hash, high.end_hash), first.index, second.index)],
            now,
        )
        emit(
            state,
            stream,
            "kinesis.shard.merged",
            parents=[shard_id(first.index), shard_id(second.index)],
            children=[shard_id(i) for i in made],
        )
    return {}


def update_shard_count(
    state: KinesisState, request: UpdateShardCountRequest, ctx: RequestContext
) -> UpdateShardCountResponse:
    if request["ScalingType"] != "UNIFORM_SCALING":
        raise invalid_argument(f"Invalid ScalingType {request['ScalingType']}: only UNIFORM_SCALING exists.")
    target = request["TargetShardCount"]
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        if stream.mode == "ON_DEMAND":
            raise invalid_argument(
                f"UpdateShardCount is not supported for stream {stream.name} under account "
                f"{stream.account_id} in ON_DEMAND mode."
            )
        _ready(stream, now)
        open_shards = sorted(
            (s for s in shards.of_stream(state.store, stream.id) if s.open), key=lambda s: s.start_hash
        )
        current = len(open_shards)
        if target > current * 2:
            raise invalid_argument(
                "UpdateShardCount cannot scale up over double your current open shard count. "
                f"Current open shard count: {current} Target shard count: {target}"
            )
        if target * 2 < current:
            raise invalid_argument(
                "UpdateShardCount cannot scale down below half your current open shard count. "
                f"Current open shard count: {current} Target shard count: {target}"
            )
        if target != current:
            check_shard_limit(state, ctx, target - current)
            children: list[tuple[tuple[int, int], int | None, int | None]] = []
            for low, high in even_ranges(target, 0, MAX_HASH):
                parents = [s.index for s in open_shards if s.start_hash <= high and s.end_hash >= low]
                children.append(((low, high), parents[0], parents[1] if len(parents) > 1 else None))
            made = _reshape(state, stream, open_shards, children, now)
            emit(
                state,
                stream,
                "kinesis.shard.count_updated",
                current=current,
                target=target,
                children=[shard_id(i) for i in made],
            )
    return {
        "StreamName": stream.name,
        "StreamARN": stream.arn,
        "CurrentShardCount": current,
        "TargetShardCount": target,
    }
