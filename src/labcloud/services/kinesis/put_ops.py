"""PutRecord and PutRecords: each record's shard (MD5 of its partition key, or its ExplicitHashKey),
AWS's size limits, per-shard throughput of provisioned streams, and sequence numbers in order.

A record takes the stream's next counter, so within a shard sequence numbers only grow: the order
SequenceNumberForOrdering asks for (later than the given number, for the same partition key) always
holds. Each call is one transaction; readers waiting on the stream wake when it commits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kinesis import monitoring
from labcloud.services.kinesis.errors import (
    invalid_argument,
    stream_not_found,
    throughput_exceeded,
    unsupported,
    validation,
)
from labcloud.services.kinesis.hashing import parse_hash_key, partition_hash
from labcloud.services.kinesis.lookup import stream_of
from labcloud.services.kinesis.publish import emit, wake_after_commit
from labcloud.services.kinesis.repo import records, shards, streams
from labcloud.services.kinesis.repo.shards import Shard
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.sequence import format_sequence, shard_id
from labcloud.services.kinesis.state import KinesisState

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        PutRecordRequest,
        PutRecordResponse,
        PutRecordsRequest,
        PutRecordsResponse,
    )

MAX_REQUEST_BYTES = 5 * 1024 * 1024


def _writable(state: KinesisState, ctx: RequestContext, request: Any) -> Stream:
    if request.get("DryRun"):
        raise unsupported("DryRun", "dry runs")
    stream = stream_of(state, ctx, request)
    if stream.status_at(clock.now()) == "CREATING":
        raise stream_not_found(stream.name, stream.account_id)
    return stream


def _hash_of(entry: Any, where: str) -> int:
    key = entry.get("PartitionKey")
    if key is None:
        raise validation(
            f"1 validation error detected: Value null at '{where}partitionKey' failed to satisfy constraint: "
            "Member must not be null"
        )
    explicit = entry.get("ExplicitHashKey")
    if explicit is None:
        return partition_hash(key)
    value = parse_hash_key(explicit)
    if value is None:
        raise invalid_argument(
            f"Invalid ExplicitHashKey. ExplicitHashKey must be in the range: [0, 2^128-1]. "
            f"Specified value was {explicit}"
        )
    return value


def _size(stream: Stream, entry: Any, where: str) -> int:
    size = len(entry["Data"]) + len(entry.get("PartitionKey", "").encode("utf-8"))
    limit = stream.max_record_kib * 1024
    if size > limit:
        raise validation(
            f"1 validation error detected: Value at '{where}data' failed to satisfy constraint: "
            f"Member must have length less than or equal to {limit}"
        )
    return size


def _shard_for(open_shards: list[Shard], hash_key: int) -> Shard:
    for shard in open_shards:
        if shard.holds(hash_key):
            return shard
    raise AssertionError("the open shards of a stream cover the whole hash key space")


def _rate_message(stream: Stream, shard: Shard) -> str:
    return (
        f"Rate exceeded for shard {shard_id(shard.index)} in stream {stream.name} "
        f"under account {stream.account_id}."
    )


def _admit(state: KinesisState, stream: Stream, shard: Shard, size: int, now: float) -> bool:
    return stream.mode == "ON_DEMAND" or state.meter.admit(stream.id, shard.index, size, now)


def _report_per_shard(
    state: KinesisState,
    stream: Stream,
    open_shards: list[Shard],
    planned: list[tuple[int, int]],
    placed: list[Shard | None],
) -> None:
    """A monitored stream's PutRecords, per shard: records and bytes taken, entries throttled."""
    per_shard: dict[int, list[float]] = {}
    for (hash_key, size), target in zip(planned, placed, strict=True):
        index = target.index if target is not None else _shard_for(open_shards, hash_key).index
        counts = per_shard.setdefault(index, [0.0, 0.0, 0.0])
        if target is None:
            counts[2] += 1
        else:
            counts[0] += 1
            counts[1] += size
    for index, (taken, taken_bytes, throttled) in sorted(per_shard.items()):
        facts = {"IncomingRecords": taken, "IncomingBytes": taken_bytes}
        if throttled:
            facts["WriteProvisionedThroughputExceeded"] = throttled
        monitoring.report(state, stream, index, **facts)


def put_record(state: KinesisState, request: PutRecordRequest, ctx: RequestContext) -> PutRecordResponse:
    now = clock.now()
    with state.store.transaction():
        stream = _writable(state, ctx, request)
        hash_key = _hash_of(request, "")
        size = _size(stream, request, "")
        shard = _shard_for([s for s in shards.of_stream(state.store, stream.id) if s.open], hash_key)
        if not _admit(state, stream, shard, size, now):
            raise throughput_exceeded(_rate_message(stream, shard))
        seq = streams.take_sequences(state.store, stream.id, 1)
        records.append(
            state.store, stream.id, [(shard.index, seq, request["PartitionKey"], request["Data"], now)]
        )
        emit(state, stream, "kinesis.records.put", records=1, failed=0, bytes=size)
        monitoring.report(state, stream, shard.index, IncomingRecords=1.0, IncomingBytes=float(size))
        wake_after_commit(state, stream)
    return {
        "ShardId": shard_id(shard.index),
        "SequenceNumber": format_sequence(shard.index, seq),
        "EncryptionType": stream.encryption_type,
    }


def put_records(state: KinesisState, request: PutRecordsRequest, ctx: RequestContext) -> PutRecordsResponse:
    now = clock.now()
    entries = list(request["Records"])
    with state.store.transaction():
        stream = _writable(state, ctx, request)
        planned: list[tuple[int, int]] = []
        total = 0
        for i, entry in enumerate(entries):
            where = f"records.{i + 1}.member."
            hash_key = _hash_of(entry, where)
            size = _size(stream, entry, where)
            total += size
            planned.append((hash_key, size))
        if total > MAX_REQUEST_BYTES:
            raise invalid_argument(f"Records size exceeds {MAX_REQUEST_BYTES // (1024 * 1024)} MB limit")
        open_shards = [s for s in shards.of_stream(state.store, stream.id) if s.open]
        placed: list[Shard | None] = []
        for hash_key, size in planned:
            shard = _shard_for(open_shards, hash_key)
            placed.append(shard if _admit(state, stream, shard, size, now) else None)
        accepted = sum(1 for s in placed if s is not None)
        first = streams.take_sequences(state.store, stream.id, accepted) if accepted else 0
        rows = []
        results: list[dict[str, str]] = []
        seq = first
        for entry, target in zip(entries, placed, strict=True):
            if target is None:
                failed_shard = _shard_for(open_shards, _hash_of(entry, ""))
                results.append(
                    {
                        "ErrorCode": "ProvisionedThroughputExceededException",
                        "ErrorMessage": _rate_message(stream, failed_shard),
                    }
                )
                continue
            rows.append((target.index, seq, entry["PartitionKey"], entry["Data"], now))
            results.append(
                {"SequenceNumber": format_sequence(target.index, seq), "ShardId": shard_id(target.index)}
            )
            seq += 1
        if rows:
            records.append(state.store, stream.id, rows)
            wake_after_commit(state, stream)
        if stream.monitoring:
            _report_per_shard(state, stream, open_shards, planned, placed)
        emit(
            state,
            stream,
            "kinesis.records.put",
            records=accepted,
            failed=len(entries) - accepted,
            bytes=sum(size for (_, size), s in zip(planned, placed, strict=True) if s is not None),
        )
    out: Any = {"FailedRecordCount": len(entries) - accepted, "Records": results}
    out["EncryptionType"] = stream.encryption_type
    return out
