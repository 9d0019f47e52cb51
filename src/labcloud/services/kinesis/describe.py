"""How streams and shards read on the wire: Shard, StreamDescription(Summary), StreamSummary."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud.services.kinesis.repo.shards import Shard
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.sequence import format_sequence, shard_id

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import Shard as WireShard
    from labcloud.services.kinesis.api import StreamModeDetails, StreamSummary


def when(epoch: float) -> datetime:
    return datetime.fromtimestamp(epoch, timezone.utc)


def wire_shard(shard: Shard) -> WireShard:
    numbers = {"StartingSequenceNumber": format_sequence(shard.index, shard.start_seq)}
    if shard.end_seq is not None:
        numbers["EndingSequenceNumber"] = format_sequence(shard.index, max(shard.end_seq, shard.start_seq))
    out: WireShard = {
        "ShardId": shard_id(shard.index),
        "HashKeyRange": {"StartingHashKey": str(shard.start_hash), "EndingHashKey": str(shard.end_hash)},
        "SequenceNumberRange": numbers,  # type: ignore[typeddict-item]
    }
    if shard.parent is not None:
        out["ParentShardId"] = shard_id(shard.parent)
    if shard.adjacent_parent is not None:
        out["AdjacentParentShardId"] = shard_id(shard.adjacent_parent)
    return out


def mode_details(stream: Stream) -> StreamModeDetails:
    return {"StreamMode": stream.mode}


def enhanced_monitoring(stream: Stream) -> list[dict[str, list[str]]]:
    return [{"ShardLevelMetrics": list(stream.monitoring)}]


def summary(stream: Stream, now: float) -> StreamSummary:
    return {
        "StreamName": stream.name,
        "StreamARN": stream.arn,
        "StreamStatus": stream.status_at(now),
        "StreamModeDetails": mode_details(stream),
        "StreamCreationTimestamp": when(stream.created),
    }
