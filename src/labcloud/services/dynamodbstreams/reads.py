"""The ``dynamodbstreams`` operations: ListStreams, DescribeStream, GetShardIterator, GetRecords.

Each function takes the store, the stream settings, the request context and the validated
parameters, and answers the output structure. Streams are visible only in their own account and
region; a stream whose retention ran out (disabled, or its table deleted, more than 24 hours
ago) is gone (ResourceNotFoundException).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.dynamodb.codec import decode_item
from labcloud.services.dynamodbstreams import iterators
from labcloud.services.dynamodbstreams.iterators import Position
from labcloud.services.dynamodbstreams.journal import SEQ_BASE, sequence_text
from labcloud.services.dynamodbstreams.repo import rows as repo
from labcloud.services.dynamodbstreams.repo.rows import RecordRow, ShardRow, StreamRow
from labcloud.services.dynamodbstreams.settings import StreamSettings
from labcloud.services.iam.denials import access_denied
from labcloud.services.iam.policy import access_denied_message
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.store.db import Store

#: Whether a resource-based policy is attached to a stream ARN (another account may then read it).
Shared = Callable[[str], bool]

MAX_LIST = 100
MAX_RECORDS = 1000
MAX_RESPONSE_BYTES = 1024 * 1024
SERVICE_IDENTITY = {"PrincipalId": "dynamodb.amazonaws.com", "Type": "Service"}


def validation(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def stream_not_found(arn: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException", f"Requested resource not found: Stream: {arn} not found", status=400
    )


def _limit(params: Mapping[str, Any], maximum: int) -> int:
    limit = params.get("Limit")
    if limit is None:
        return maximum
    if limit > maximum:
        raise validation(
            f"1 validation error detected: Value '{limit}' at 'limit' failed to satisfy constraint: "
            f"Member must have value less than or equal to {maximum}"
        )
    return int(limit)


def _no_policy(arn: str) -> bool:
    return False


def _stream(store: Store, ctx: RequestContext, arn: str, shared: Shared = _no_policy) -> StreamRow:
    """The stream ``arn`` names: the caller's own, or another account's when a resource-based policy is
    attached to it (IAM enforcement has already evaluated that policy for this call)."""
    parts = arn.split(":", 5)
    account = parts[4] if len(parts) == 6 and parts[4] else ctx.account_id
    if account != ctx.account_id and not shared(arn):
        action = f"dynamodb:{ctx.operation}"
        denied = replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
        raise access_denied(ctx.service, access_denied_message(ctx.principal.arn, action, arn, denied))
    row = repo.stream(store, arn, account, ctx.region)
    if row is None:
        raise stream_not_found(arn)
    return row


def _shard_out(row: ShardRow) -> dict[str, Any]:
    numbers = {"StartingSequenceNumber": sequence_text(row.start_seq)}
    if row.end_seq is not None:
        numbers["EndingSequenceNumber"] = sequence_text(row.end_seq)
    shard: dict[str, Any] = {"ShardId": row.shard_id, "SequenceNumberRange": numbers}
    if row.parent:
        shard["ParentShardId"] = row.parent
    return shard


def _parse_sequence(text: str) -> int:
    if not is_digits(text):
        raise validation(f"Invalid SequenceNumber: {text}")
    return int(text) - SEQ_BASE


# ---------------------------------------------------------------------------------- operations


def list_streams(store: Store, ctx: RequestContext, params: Mapping[str, Any]) -> dict[str, Any]:
    limit = _limit(params, MAX_LIST)
    start = params.get("ExclusiveStartStreamArn")
    after = _stream(store, ctx, start).sid if start else 0
    rows = repo.streams_page(store, ctx.account_id, ctx.region, params.get("TableName"), after, limit + 1)
    answer: dict[str, Any] = {
        "Streams": [
            {"StreamArn": r.arn, "TableName": r.table_name, "StreamLabel": r.label} for r in rows[:limit]
        ]
    }
    if len(rows) > limit:
        answer["LastEvaluatedStreamArn"] = rows[limit - 1].arn
    return answer


def describe_stream(
    store: Store, ctx: RequestContext, params: Mapping[str, Any], shared: Shared = _no_policy
) -> dict[str, Any]:
    stream = _stream(store, ctx, params["StreamArn"], shared)
    limit = _limit(params, MAX_LIST)
    parent = None
    shard_filter = params.get("ShardFilter")
    if shard_filter is not None:
        if shard_filter.get("Type") != "CHILD_SHARDS" or not shard_filter.get("ShardId"):
            raise validation("ShardFilter requires Type CHILD_SHARDS and a ShardId")
        parent = shard_filter["ShardId"]
    after = 0
    start = params.get("ExclusiveStartShardId")
    if start:
        found = repo.shard_named(store, stream.sid, start)
        if found is None:
            raise AwsError(
                "ResourceNotFoundException",
                f"Requested resource not found: Shard: {start} in Stream: {stream.arn} not found",
                status=400,
            )
        after = found.shid
    rows = repo.shards_page(store, stream.sid, parent, after, limit + 1)
    description: dict[str, Any] = {
        "StreamArn": stream.arn,
        "StreamLabel": stream.label,
        "StreamStatus": stream.status,
        "StreamViewType": stream.view_type,
        "CreationRequestDateTime": datetime.fromtimestamp(stream.created, timezone.utc),
        "TableName": stream.table_name,
        "KeySchema": json.loads(stream.key_schema),
        "Shards": [_shard_out(r) for r in rows[:limit]],
    }
    if len(rows) > limit:
        description["LastEvaluatedShardId"] = rows[limit - 1].shard_id
    return {"StreamDescription": description}


def get_shard_iterator(
    store: Store, ctx: RequestContext, params: Mapping[str, Any], shared: Shared = _no_policy
) -> dict[str, Any]:
    stream = _stream(store, ctx, params["StreamArn"], shared)
    shard = repo.shard_named(store, stream.sid, params["ShardId"])
    if shard is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"Requested resource not found: Shard: {params['ShardId']} in Stream: {stream.arn} not found",
            status=400,
        )
    kind = params["ShardIteratorType"]
    text = params.get("SequenceNumber")
    if (kind in ("AT_SEQUENCE_NUMBER", "AFTER_SEQUENCE_NUMBER")) != (text is not None):
        raise validation(
            "Must either specify (1) AT_SEQUENCE_NUMBER or AFTER_SEQUENCE_NUMBER and SequenceNumber, "
            "or (2) TRIM_HORIZON or LATEST and no SequenceNumber"
        )
    if kind == "TRIM_HORIZON":
        after = max(shard.start_seq - 1, shard.trimmed)
    elif kind == "LATEST":
        last = repo.last_seq(store, shard.shid)
        after = max(shard.start_seq - 1, int(last or 0), shard.trimmed)
        if shard.end_seq is not None:
            after = max(after, shard.end_seq)
    else:
        assert text is not None
        seq = _parse_sequence(text)
        highest = shard.end_seq if shard.end_seq is not None else repo.next_seq(store) - 1
        if seq < shard.start_seq or seq > highest:
            raise validation(f"Invalid SequenceNumber: {text} is not in the range of shard {shard.shard_id}")
        if seq <= shard.trimmed:
            raise trimmed()
        after = seq - 1 if kind == "AT_SEQUENCE_NUMBER" else seq
    position = Position(stream.arn, shard.shid, after, int(clock.now() * 1000))
    return {"ShardIterator": iterators.encode(position)}


def trimmed() -> AwsError:
    return AwsError(
        "TrimmedDataAccessException",
        "The operation attempted to read past the oldest stream record in a shard.",
        status=400,
    )


def get_records(
    store: Store,
    settings: StreamSettings,
    ctx: RequestContext,
    params: Mapping[str, Any],
    shared: Shared = _no_policy,
) -> dict[str, Any]:
    limit = _limit(params, MAX_RECORDS)
    position = iterators.decode(params["ShardIterator"])
    now_ms = int(clock.now() * 1000)
    if now_ms - position.issued_ms > settings.iterator_validity * 1000:
        raise AwsError(
            "ExpiredIteratorException",
            f"Iterator expired. The iterator was created at time {_iso(position.issued_ms)} while right "
            f"now it is {_iso(now_ms)} which is further in the future than the tolerated delay of "
            f"{int(settings.iterator_validity * 1000)} milliseconds.",
            status=400,
        )
    stream = _stream(store, ctx, position.stream_arn, shared)
    shard = repo.shard(store, position.shid)
    if shard is None or shard.sid != stream.sid:
        raise iterators.invalid_iterator() if shard is not None else stream_not_found(position.stream_arn)
    if position.after < shard.trimmed:
        raise trimmed()
    rows = repo.records_after(store, shard.shid, position.after, limit)
    records: list[dict[str, Any]] = []
    total = 0
    last = position.after
    for row in rows:
        total += row.size
        if records and total > MAX_RESPONSE_BYTES:
            break
        records.append(render(row, stream.arn, ctx.region, stream.view_type))
        last = row.seq
    answer: dict[str, Any] = {"Records": records}
    finished = shard.closed is not None and not repo.has_records_after(store, shard.shid, last)
    if not finished:
        answer["NextShardIterator"] = iterators.encode(Position(stream.arn, shard.shid, last, now_ms))
    return answer


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%a %b %d %H:%M:%S UTC %Y")


def render(row: RecordRow, stream_arn: str, region: str, view_type: str) -> dict[str, Any]:
    """One stream record as GetRecords returns it."""
    dynamodb: dict[str, Any] = {
        "ApproximateCreationDateTime": datetime.fromtimestamp(int(row.created), timezone.utc),
        "Keys": decode_item(row.keys, row.bin),
    }
    if row.new is not None:
        dynamodb["NewImage"] = decode_item(row.new, row.bin)
    if row.old is not None:
        dynamodb["OldImage"] = decode_item(row.old, row.bin)
    dynamodb["SequenceNumber"] = sequence_text(row.seq)
    dynamodb["SizeBytes"] = row.size
    dynamodb["StreamViewType"] = view_type
    record: dict[str, Any] = {
        "eventID": hashlib.md5(f"{stream_arn}:{row.seq}".encode(), usedforsecurity=False).hexdigest(),
        "eventName": row.event,
        "eventVersion": "1.1",
        "eventSource": "aws:dynamodb",
        "awsRegion": region,
        "dynamodb": dynamodb,
    }
    if row.service:
        record["userIdentity"] = dict(SERVICE_IDENTITY)
    return record
