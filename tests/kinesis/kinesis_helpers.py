"""Helpers shared by the Kinesis tests: unique names, waiting for ACTIVE, reading a shard, error codes."""

from __future__ import annotations

import time
import uuid
from typing import Any

from botocore.exceptions import ClientError


def name(prefix: str = "s") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}"


def wait_active(client: Any, stream: str, timeout: float = 10.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        summary = client.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]
        if summary["StreamStatus"] == "ACTIVE":
            return summary
        if time.monotonic() > deadline:
            raise AssertionError(f"{stream} is still {summary['StreamStatus']}")
        time.sleep(0.05)


def create(client: Any, shards: int | None = 1, prefix: str = "s", **kwargs: Any) -> str:
    stream = name(prefix)
    if shards is not None:
        kwargs["ShardCount"] = shards
    client.create_stream(StreamName=stream, **kwargs)
    wait_active(client, stream)
    return stream


def error(call: Any, *args: Any, **kwargs: Any) -> tuple[str, str]:
    try:
        call(*args, **kwargs)
    except ClientError as exc:
        return exc.response["Error"]["Code"], exc.response["Error"].get("Message", "")
    raise AssertionError("the call succeeded")


def shard_ids(client: Any, stream: str) -> list[str]:
    return [s["ShardId"] for s in client.list_shards(StreamName=stream)["Shards"]]


def read_shard(
    client: Any, stream: str, shard: str, kind: str = "TRIM_HORIZON", **kwargs: Any
) -> list[dict[str, Any]]:
    iterator = client.get_shard_iterator(StreamName=stream, ShardId=shard, ShardIteratorType=kind, **kwargs)[
        "ShardIterator"
    ]
    out: list[dict[str, Any]] = []
    while iterator:
        page = client.get_records(ShardIterator=iterator)
        out += page["Records"]
        if not page["Records"]:
            break
        iterator = page.get("NextShardIterator")
    return out
