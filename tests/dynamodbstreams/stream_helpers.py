"""Helpers for the stream tests: tables with streams, reading a whole shard, catching AWS errors."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError

KEY = [{"AttributeName": "pk", "KeyType": "HASH"}]
DEFINITIONS = [{"AttributeName": "pk", "AttributeType": "S"}]


def stream_table(
    ddb: Any, name: str = "orders", view_type: str | None = "NEW_AND_OLD_IMAGES", **extra: Any
) -> dict[str, Any]:
    if view_type is not None:
        extra["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": view_type}
    answer: dict[str, Any] = ddb.create_table(
        TableName=name,
        KeySchema=KEY,
        AttributeDefinitions=DEFINITIONS,
        BillingMode="PAY_PER_REQUEST",
        **extra,
    )["TableDescription"]
    return answer


def error_of(call: Any, *args: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call(*args, **kwargs)
    error = info.value.response["Error"]
    return error["Code"], error["Message"]


def shards(streams: Any, arn: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"]
    return found


def read_shard(
    streams: Any, arn: str, shard_id: str, kind: str = "TRIM_HORIZON", **extra: Any
) -> list[dict[str, Any]]:
    """Every record of one shard from the iterator ``kind`` on (until an empty read)."""
    iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard_id, ShardIteratorType=kind, **extra)[
        "ShardIterator"
    ]
    records: list[dict[str, Any]] = []
    while iterator:
        answer = streams.get_records(ShardIterator=iterator)
        records += answer["Records"]
        if not answer["Records"]:
            break
        iterator = answer.get("NextShardIterator")
    return records


def read_all(streams: Any, arn: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for shard in shards(streams, arn):
        out += read_shard(streams, arn, shard["ShardId"])
    return out


def events(records: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(r["eventName"], r["dynamodb"]["Keys"]["pk"]["S"]) for r in records]
