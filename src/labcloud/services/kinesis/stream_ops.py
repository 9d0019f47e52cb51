"""Stream operations: CreateStream, DescribeStream(Summary), ListStreams, DeleteStream, UpdateStreamMode."""

from __future__ import annotations

import base64
import binascii
import secrets
import string
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kinesis import describe, timing
from labcloud.services.kinesis.consumers import consumer_count
from labcloud.services.kinesis.errors import (
    in_use,
    invalid_argument,
    limit_exceeded,
    stream_exists,
    unsupported,
)
from labcloud.services.kinesis.hashing import even_ranges
from labcloud.services.kinesis.lookup import stream_of
from labcloud.services.kinesis.publish import emit, wake_after_commit
from labcloud.services.kinesis.repo import shards, streams
from labcloud.services.kinesis.sequence import shard_index
from labcloud.services.kinesis.state import KinesisState

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        CreateStreamRequest,
        CreateStreamResponse,
        DeleteStreamRequest,
        DeleteStreamResponse,
        DescribeLimitsRequest,
        DescribeLimitsResponse,
        DescribeStreamRequest,
        DescribeStreamResponse,
        DescribeStreamSummaryRequest,
        DescribeStreamSummaryResponse,
        ListStreamsRequest,
        ListStreamsResponse,
        UpdateStreamModeRequest,
        UpdateStreamModeResponse,
    )

MODES = ("PROVISIONED", "ON_DEMAND")
ON_DEMAND_SHARDS = 4
#: On-demand streams an account may hold in a region (AWS's default quota).
ON_DEMAND_LIMIT = 50
DEFAULT_RETENTION_HOURS = 24
#: Shards an account may hold in a region (AWS's default quota in the larger regions).
SHARD_LIMIT = 500
MAX_TAGS = 50
DESCRIBE_LIMIT = 100
LIST_LIMIT = 100
_ID_CHARS = string.ascii_lowercase + string.digits


def new_stream_id() -> str:
    return (
        "".join(secrets.choice(_ID_CHARS) for _ in range(20))
        + "-"
        + "".join(secrets.choice(_ID_CHARS) for _ in range(3))
    )


def check_shard_limit(state: KinesisState, ctx: RequestContext, adding: int) -> None:
    current = streams.shard_total(state.store, ctx.account_id, ctx.region)
    if current + adding > SHARD_LIMIT:
        raise limit_exceeded(
            f"This request would exceed the shard limit for the account {ctx.account_id} in {ctx.region}. "
            f"Current shard count for the account: {current}. Limit: {SHARD_LIMIT}. Number of additional "
            f"shards that would have resulted from this request: {adding}."
        )


def create_stream(
    state: KinesisState, request: CreateStreamRequest, ctx: RequestContext
) -> CreateStreamResponse:
    name = request["StreamName"]
    count = request.get("ShardCount")
    details = request.get("StreamModeDetails")
    mode = details["StreamMode"] if details else ("PROVISIONED" if count is not None else "ON_DEMAND")
    if mode not in MODES:
        raise invalid_argument(
            f"1 validation error detected: Value '{mode}' at 'streamModeDetails.streamMode' failed to satisfy "
            "constraint: Member must satisfy enum value set: [PROVISIONED, ON_DEMAND]"
        )
    if mode == "PROVISIONED" and count is None:
        raise invalid_argument("ShardCount is required for a stream in PROVISIONED mode.")
    if mode == "ON_DEMAND" and count is not None:
        raise invalid_argument("ShardCount cannot be specified for a stream in ON_DEMAND mode.")
    if request.get("WarmThroughputMiBps") is not None:
        raise unsupported("WarmThroughputMiBps", "warm throughput")
    if request.get("RecordDistributionStrategy") is not None:
        raise unsupported("RecordDistributionStrategy", "record distribution strategies")
    tags = dict(request.get("Tags") or {})
    if len(tags) > MAX_TAGS:
        raise invalid_argument(f"A stream can hold at most {MAX_TAGS} tags; {len(tags)} were given.")
    shard_count = count if count is not None else ON_DEMAND_SHARDS
    now = clock.now()
    with state.store.transaction():
        if streams.find(state.store, ctx.account_id, ctx.region, name) is not None:
            raise stream_exists(name, ctx.account_id)
        check_shard_limit(state, ctx, shard_count)
        sid = streams.insert(
            state.store,
            account_id=ctx.account_id,
            region=ctx.region,
            name=name,
            stream_id=new_stream_id(),
            mode=mode,
            status_until=now + timing.CREATING_S,
            retention_hours=DEFAULT_RETENTION_HOURS,
            max_record_kib=request.get("MaxRecordSizeInKiB") or 1024,
            tags=tags,
            created=now,
        )
        first = streams.take_shard_indexes(state.store, sid, shard_count)
        for i, hash_range in enumerate(even_ranges(shard_count)):
            shards.insert(state.store, sid, first + i, hash_range, 1, now)
        stream = streams.by_id(state.store, sid)
        assert stream is not None
        emit(state, stream, "kinesis.stream.created", mode=mode, shard_count=shard_count)
    return {}


def _after_shard(text: str | None) -> int:
    if not text:
        return -1
    index = shard_index(text)
    return -1 if index is None else index


def describe_stream(
    state: KinesisState, request: DescribeStreamRequest, ctx: RequestContext
) -> DescribeStreamResponse:
    stream = stream_of(state, ctx, request)
    limit = request.get("Limit") or DESCRIBE_LIMIT
    after = _after_shard(request.get("ExclusiveStartShardId"))
    listed = [s for s in shards.of_stream(state.store, stream.id) if s.index > after]
    page = listed[:limit]
    now = clock.now()
    description: dict[str, object] = {
        "StreamName": stream.name,
        "StreamARN": stream.arn,
        "StreamStatus": stream.status_at(now),
        "StreamModeDetails": describe.mode_details(stream),
        "Shards": [describe.wire_shard(s) for s in page],
        "HasMoreShards": len(listed) > limit,
        "RetentionPeriodHours": stream.retention_hours,
        "StreamCreationTimestamp": describe.when(stream.created),
        "EnhancedMonitoring": describe.enhanced_monitoring(stream),
        "EncryptionType": stream.encryption_type,
    }
    if stream.key_id:
        description["KeyId"] = stream.key_id
    return {"StreamDescription": description}  # type: ignore[typeddict-item]


def describe_stream_summary(
    state: KinesisState, request: DescribeStreamSummaryRequest, ctx: RequestContext
) -> DescribeStreamSummaryResponse:
    stream = stream_of(state, ctx, request)
    now = clock.now()
    open_shards = sum(1 for s in shards.of_stream(state.store, stream.id) if s.open)
    summary: dict[str, object] = {
        "StreamName": stream.name,
        "StreamARN": stream.arn,
        "StreamId": stream.stream_id,
        "StreamStatus": stream.status_at(now),
        "StreamModeDetails": describe.mode_details(stream),
        "RetentionPeriodHours": stream.retention_hours,
        "StreamCreationTimestamp": describe.when(stream.created),
        "EnhancedMonitoring": describe.enhanced_monitoring(stream),
        "EncryptionType": stream.encryption_type,
        "OpenShardCount": open_shards,
        "ConsumerCount": consumer_count(state, stream),
        "MaxRecordSizeInKiB": stream.max_record_kib,
    }
    if stream.key_id:
        summary["KeyId"] = stream.key_id
    return {"StreamDescriptionSummary": summary}  # type: ignore[typeddict-item]


def _token_name(token: str) -> str:
    try:
        text = base64.urlsafe_b64decode(token.encode()).decode()
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise invalid_argument(f"Invalid NextToken: {token}") from None
    kind, _, name = text.partition(":")
    if kind != "streams" or not name:
        raise invalid_argument(f"Invalid NextToken: {token}")
    return name


def list_streams(
    state: KinesisState, request: ListStreamsRequest, ctx: RequestContext
) -> ListStreamsResponse:
    limit = request.get("Limit") or LIST_LIMIT
    token = request.get("NextToken")
    start = request.get("ExclusiveStartStreamName")
    if token and start:
        raise invalid_argument("NextToken and ExclusiveStartStreamName cannot be provided together.")
    after = _token_name(token) if token else (start or "")
    found = streams.in_region(state.store, ctx.account_id, ctx.region, after)
    page = found[:limit]
    now = clock.now()
    out: ListStreamsResponse = {
        "StreamNames": [s.name for s in page],
        "HasMoreStreams": len(found) > limit,
        "StreamSummaries": [describe.summary(s, now) for s in page],
    }
    if len(found) > limit:
        out["NextToken"] = base64.urlsafe_b64encode(f"streams:{page[-1].name}".encode()).decode()
    return out


def delete_stream(
    state: KinesisState, request: DeleteStreamRequest, ctx: RequestContext
) -> DeleteStreamResponse:
    with state.store.transaction():
        stream = stream_of(state, ctx, request)
        if not request.get("EnforceConsumerDeletion") and consumer_count(state, stream):
            raise AwsError(
                "ResourceInUseException",
                f"Stream {stream.name} under account {stream.account_id} has registered consumers. "
                "Deregister them first, or delete with EnforceConsumerDeletion.",
                status=400,
            )
        streams.delete(state.store, stream.id)
        emit(state, stream, "kinesis.stream.deleted")
        wake_after_commit(state, stream)
    return {}


def update_stream_mode(
    state: KinesisState, request: UpdateStreamModeRequest, ctx: RequestContext
) -> UpdateStreamModeResponse:
    mode = request["StreamModeDetails"]["StreamMode"]
    if mode not in MODES:
        raise invalid_argument(f"Invalid StreamMode {mode}: must be PROVISIONED or ON_DEMAND.")
    if request.get("WarmThroughputMiBps") is not None:
        raise unsupported("WarmThroughputMiBps", "warm throughput")
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, {"StreamARN": request["StreamARN"]})
        status = stream.status_at(now)
        if status != "ACTIVE":
            raise in_use(stream.name, stream.account_id, status)
        if mode == stream.mode:
            raise invalid_argument(
                f"Stream {stream.name} under account {stream.account_id} is already in {mode} mode."
            )
        streams.set_mode(state.store, stream.id, mode)
        streams.set_status(state.store, stream.id, "UPDATING", now + timing.UPDATING_S)
        emit(state, stream, "kinesis.stream.updated", mode=mode)
    return {}


def describe_limits(
    state: KinesisState, request: DescribeLimitsRequest, ctx: RequestContext
) -> DescribeLimitsResponse:
    """The account's shard quota and usage in this region, and its on-demand streams."""
    in_region = streams.in_region(state.store, ctx.account_id, ctx.region)
    return {
        "ShardLimit": SHARD_LIMIT,
        "OpenShardCount": streams.shard_total(state.store, ctx.account_id, ctx.region),
        "OnDemandStreamCount": sum(1 for s in in_region if s.mode == "ON_DEMAND"),
        "OnDemandStreamCountLimit": ON_DEMAND_LIMIT,
    }
