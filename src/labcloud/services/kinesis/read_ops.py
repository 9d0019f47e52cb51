"""GetShardIterator (all five types) and GetRecords (Limit, MillisBehindLatest, the end of closed shards)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kinesis import iterators, monitoring
from labcloud.services.kinesis.describe import when
from labcloud.services.kinesis.errors import (
    invalid_argument,
    shard_not_found,
    stream_not_found,
    throughput_exceeded,
    unsupported,
)
from labcloud.services.kinesis.iterators import Position
from labcloud.services.kinesis.lookup import parse_arn, stream_of
from labcloud.services.kinesis.repo import records, shards, streams
from labcloud.services.kinesis.repo.shards import Shard
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.sequence import format_sequence, parse_sequence, shard_id, shard_index
from labcloud.services.kinesis.state import KinesisState

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        GetRecordsRequest,
        GetRecordsResponse,
        GetShardIteratorRequest,
        GetShardIteratorResponse,
    )

DEFAULT_LIMIT = 10_000
MAX_RESPONSE_BYTES = 10 * 1024 * 1024


def shard_of(state: KinesisState, stream: Stream, given: str) -> Shard:
    index = shard_index(given)
    shard = None if index is None else shards.get(state.store, stream.id, index)
    if shard is None:
        raise shard_not_found(given, stream.name, stream.account_id)
    return shard


def _tip(stream: Stream, shard: Shard) -> int:
    """The counter a LATEST reader starts after: the last one issued (the shard's last, once closed)."""
    return shard.end_seq if shard.end_seq is not None else stream.next_seq - 1


def _epoch(value: Any) -> float:
    return value.timestamp() if isinstance(value, datetime) else float(value)


def _sequence_after(stream: Stream, shard: Shard, kind: str, number: str | None) -> int:
    if number is None:
        raise invalid_argument(f"StartingSequenceNumber must be provided for ShardIteratorType {kind}.")
    parsed = parse_sequence(number)
    if parsed is None:
        raise invalid_argument(
            f"StartingSequenceNumber {number} used in GetShardIterator on shard {shard_id(shard.index)} "
            f"in stream {stream.name} under account {stream.account_id} is invalid."
        )
    index, counter = parsed
    if index != shard.index:
        raise invalid_argument(
            f"Invalid StartingSequenceNumber. It encodes {shard_id(index)}, while it was used in a call "
            f"to a shard with {shard_id(shard.index)}"
        )
    return counter - 1 if kind == "AT_SEQUENCE_NUMBER" else counter


def start_after(
    state: KinesisState,
    stream: Stream,
    shard: Shard,
    kind: str,
    number: str | None,
    stamp: Any,
    kind_member: str,
) -> int:
    """The record counter a reader starting at ``kind`` (one of the five starting positions) reads after."""
    if kind in ("AT_SEQUENCE_NUMBER", "AFTER_SEQUENCE_NUMBER"):
        if stamp is not None:
            raise invalid_argument(f"Timestamp cannot be provided with {kind_member} {kind}.")
        return _sequence_after(stream, shard, kind, number)
    if number is not None:
        raise invalid_argument(f"StartingSequenceNumber cannot be provided with {kind_member} {kind}.")
    if kind == "AT_TIMESTAMP":
        if stamp is None:
            raise invalid_argument(f"Timestamp must be provided for {kind_member} AT_TIMESTAMP.")
        first = records.first_arrived_at(state.store, stream.id, shard.index, _epoch(stamp))
        return _tip(stream, shard) if first is None else first - 1
    if stamp is not None:
        raise invalid_argument(f"Timestamp cannot be provided with {kind_member} {kind}.")
    if kind == "TRIM_HORIZON":
        return shard.start_seq - 1
    if kind == "LATEST":
        return _tip(stream, shard)
    raise invalid_argument(f"Invalid {kind_member} {kind}.")


def get_shard_iterator(
    state: KinesisState, request: GetShardIteratorRequest, ctx: RequestContext
) -> GetShardIteratorResponse:
    if request.get("DryRun"):
        raise unsupported("DryRun", "dry runs")
    stream = stream_of(state, ctx, request)
    if stream.status_at(clock.now()) == "CREATING":
        raise stream_not_found(stream.name, stream.account_id)
    shard = shard_of(state, stream, request["ShardId"])
    after = start_after(
        state,
        stream,
        shard,
        request["ShardIteratorType"],
        request.get("StartingSequenceNumber"),
        request.get("Timestamp"),
        "ShardIteratorType",
    )
    position = Position(stream.arn, stream.id, shard.index, max(after, 0), int(clock.now() * 1000))
    return {"ShardIterator": iterators.encode(position)}


def _iso_ms(ms: int) -> str:
    moment = datetime.fromtimestamp(ms / 1000, timezone.utc)
    return moment.strftime("%a %b %d %H:%M:%S UTC %Y")


def _children(state: KinesisState, stream: Stream, shard: Shard) -> list[dict[str, Any]]:
    out = []
    for child in shards.of_stream(state.store, stream.id):
        parents = [p for p in (child.parent, child.adjacent_parent) if p is not None]
        if shard.index in parents:
            out.append(
                {
                    "ShardId": shard_id(child.index),
                    "ParentShards": [shard_id(p) for p in sorted(parents)],
                    "HashKeyRange": {
                        "StartingHashKey": str(child.start_hash),
                        "EndingHashKey": str(child.end_hash),
                    },
                }
            )
    return out


def get_records(state: KinesisState, request: GetRecordsRequest, ctx: RequestContext) -> GetRecordsResponse:
    if request.get("DryRun"):
        raise unsupported("DryRun", "dry runs")
    position = iterators.decode(request["ShardIterator"])
    now_ms = int(clock.now() * 1000)
    lifetime_ms = int(state.timing.iterator_s * 1000)
    if now_ms - position.issued_ms > lifetime_ms:
        raise AwsError(
            "ExpiredIteratorException",
            f"Iterator expired. The iterator was created at time {_iso_ms(position.issued_ms)} while right now "
            f"it is {_iso_ms(now_ms)} which is further in the future than the tolerated delay of "
            f"{lifetime_ms} milliseconds.",
            status=400,
        )
    stream = streams.by_id(state.store, position.stream)
    if (
        stream is None
        or stream.region != ctx.region
        or (stream.account_id != ctx.account_id and not stream.policy)
    ):
        raise AwsError("ResourceNotFoundException", "Shard iterator's stream does not exist.", status=400)
    given_arn = request.get("StreamARN")
    if given_arn and (parse_arn(given_arn) or ("", "", ""))[2] != stream.name:
        raise invalid_argument(f"The ShardIterator does not belong to stream {given_arn}.")
    shard = shards.get(state.store, stream.id, position.shard)
    if shard is None:
        raise shard_not_found(shard_id(position.shard), stream.name, stream.account_id)
    if not state.reads.admit(stream.id, shard.index, now_ms / 1000):
        monitoring.report(state, stream, shard.index, ReadProvisionedThroughputExceeded=1.0)
        raise throughput_exceeded(
            f"Rate exceeded for shard {shard_id(shard.index)} in stream {stream.name} "
            f"under account {stream.account_id}."
        )
    batch = read_batch(state, stream, shard, position.after, request.get("Limit") or DEFAULT_LIMIT, now_ms)
    size = sum(len(r["Data"]) + len(r["PartitionKey"].encode()) for r in batch.records)
    state.reads.returned(stream.id, shard.index, size, now_ms / 1000)
    monitoring.report(
        state,
        stream,
        shard.index,
        OutgoingRecords=float(len(batch.records)),
        OutgoingBytes=float(size),
        IteratorAgeMilliseconds=float(batch.behind_ms),
    )
    out: dict[str, Any] = {"Records": batch.records, "MillisBehindLatest": batch.behind_ms}
    if batch.children is not None:
        out["ChildShards"] = batch.children
    else:
        out["NextShardIterator"] = iterators.encode(
            Position(stream.arn, stream.id, shard.index, batch.after, now_ms)
        )
    return out  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Batch:
    records: list[dict[str, Any]]
    #: The counter the next read starts after.
    after: int
    behind_ms: int
    #: The closed shard was read to its end: its children (None while there may be more).
    children: list[dict[str, Any]] | None


def read_batch(
    state: KinesisState, stream: Stream, shard: Shard, after: int, limit: int, now_ms: int
) -> Batch:
    """Up to ``limit`` records (and 10 MiB) of ``shard`` after counter ``after``, in order."""
    found = records.read(state.store, stream.id, shard.index, after, limit + 1)
    out_records: list[dict[str, Any]] = []
    size = 0
    for record in found[:limit]:
        size += len(record.data) + len(record.partition_key)
        if out_records and size > MAX_RESPONSE_BYTES:
            break
        entry: dict[str, Any] = {
            "SequenceNumber": format_sequence(shard.index, record.seq),
            "ApproximateArrivalTimestamp": when(record.arrival),
            "Data": record.data,
            "PartitionKey": record.partition_key,
        }
        if stream.encryption_type == "KMS":
            entry["EncryptionType"] = "KMS"
        out_records.append(entry)
        after = record.seq
    remaining = found[len(out_records)] if len(found) > len(out_records) else None
    behind = 0 if remaining is None else max(0, now_ms - int(remaining.arrival * 1000))
    closed_and_read = shard.end_seq is not None and remaining is None
    return Batch(out_records, after, behind, _children(state, stream, shard) if closed_and_read else None)
