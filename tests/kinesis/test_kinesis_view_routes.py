"""The Kinesis routes the view reads: streams with shards, a shard's newest records, and refusals."""

from __future__ import annotations

import urllib.error
import urllib.request
from typing import Any

import pytest
from kinesis_helpers import create


def test_streams_and_records_routes(kinesis: Any, labcloud: Any) -> None:
    stream = create(kinesis, 2)
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"hello", ExplicitHashKey="0")
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"\xff\x00", ExplicitHashKey="0")
    found = next(s for s in labcloud.get("/_labcloud/kinesis/streams")["streams"] if s["name"] == stream)
    assert [(s["shard_id"], s["open"], s["records"]) for s in found["shards"]] == [
        ("shardId-000000000000", True, 2),
        ("shardId-000000000001", True, 0),
    ]
    assert found["shards"][0]["start_hash"] == "0" and found["mode"] == "PROVISIONED"
    doc = labcloud.get(f"/_labcloud/kinesis/records?stream={found['arn']}&shard=shardId-000000000000")
    assert [r["data"] for r in doc["records"]] == [
        {"base64": "/wA=", "size": 2},
        {"text": "hello", "size": 5},
    ]
    with pytest.raises(urllib.error.HTTPError) as info:
        labcloud.get(f"/_labcloud/kinesis/records?stream={found['arn']}&shard=shard-9")
    assert info.value.code == 404
