"""Time-bound stream behaviour on a server with shortened clocks (retention, shard rollover, iterator
expiry), and durability across a crash and restart."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from stream_helpers import error_of, events, read_all, read_shard, shards, stream_table

from labcloud.testing.server_process import LabcloudProcess


def _wait(check, timeout=20.0):
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached")
        time.sleep(0.1)


@pytest.fixture
def fast(tmp_path: Path) -> Iterator[LabcloudProcess]:
    env = {
        **os.environ,
        "LABCLOUD_DYNAMODB_STREAM_RETENTION": "3",
        "LABCLOUD_DYNAMODB_STREAM_SHARD_SECONDS": "1",
        "LABCLOUD_DYNAMODB_STREAM_ITERATOR_SECONDS": "4",
    }
    server = LabcloudProcess(data_dir=tmp_path, env=env).start()
    try:
        yield server
    finally:
        server.stop()


def _put(ddb, pk):
    ddb.put_item(TableName="orders", Item={"pk": {"S": pk}})


def test_shards_roll_over_with_parent_ids(fast):
    ddb, streams = fast.boto3_client("dynamodb"), fast.boto3_client("dynamodbstreams")
    arn = stream_table(ddb)["LatestStreamArn"]
    _put(ddb, "a")
    time.sleep(1.2)
    _put(ddb, "b")  # the shard is older than its lifetime: it closes and a child takes the record
    found = shards(streams, arn)
    assert len(found) == 2
    parent, child = found
    assert child["ParentShardId"] == parent["ShardId"]
    assert "EndingSequenceNumber" in parent["SequenceNumberRange"]
    assert "EndingSequenceNumber" not in child["SequenceNumberRange"]
    assert (
        child["SequenceNumberRange"]["StartingSequenceNumber"]
        > parent["SequenceNumberRange"]["EndingSequenceNumber"]
    )
    assert events(read_shard(streams, arn, parent["ShardId"])) == [("INSERT", "a")]
    assert events(read_shard(streams, arn, child["ShardId"])) == [("INSERT", "b")]
    children = streams.describe_stream(
        StreamArn=arn, ShardFilter={"Type": "CHILD_SHARDS", "ShardId": parent["ShardId"]}
    )
    assert [s["ShardId"] for s in children["StreamDescription"]["Shards"]] == [child["ShardId"]]
    page = streams.describe_stream(StreamArn=arn, Limit=1)["StreamDescription"]
    assert page["LastEvaluatedShardId"] == parent["ShardId"]
    rest = streams.describe_stream(StreamArn=arn, ExclusiveStartShardId=parent["ShardId"])[
        "StreamDescription"
    ]
    assert [s["ShardId"] for s in rest["Shards"]] == [child["ShardId"]]


def test_iterators_expire(fast):
    ddb, streams = fast.boto3_client("dynamodb"), fast.boto3_client("dynamodbstreams")
    arn = stream_table(ddb)["LatestStreamArn"]
    shard = shards(streams, arn)[0]["ShardId"]
    iterator = streams.get_shard_iterator(StreamArn=arn, ShardId=shard, ShardIteratorType="TRIM_HORIZON")[
        "ShardIterator"
    ]
    time.sleep(4.3)
    assert error_of(streams.get_records, ShardIterator=iterator)[0] == "ExpiredIteratorException"


def test_records_are_trimmed_after_retention(fast):
    ddb, streams = fast.boto3_client("dynamodb"), fast.boto3_client("dynamodbstreams")
    arn = stream_table(ddb)["LatestStreamArn"]
    shard = shards(streams, arn)[0]["ShardId"]
    _put(ddb, "old")
    number = read_shard(streams, arn, shard)[0]["dynamodb"]["SequenceNumber"]
    behind = streams.get_shard_iterator(StreamArn=arn, ShardId=shard, ShardIteratorType="TRIM_HORIZON")[
        "ShardIterator"
    ]
    time.sleep(3.3)  # past the 3 s retention, within the 4 s iterator validity
    assert error_of(streams.get_records, ShardIterator=behind)[0] == "TrimmedDataAccessException"
    assert (
        error_of(
            streams.get_shard_iterator,
            StreamArn=arn,
            ShardId=shard,
            ShardIteratorType="AT_SEQUENCE_NUMBER",
            SequenceNumber=number,
        )[0]
        == "TrimmedDataAccessException"
    )
    assert read_shard(streams, arn, shard) == []  # TRIM_HORIZON now starts after the trimmed record
    _put(ddb, "new")
    assert events(read_shard(streams, arn, shard)) == [("INSERT", "new")]


def test_disabled_stream_disappears_after_retention(fast):
    ddb, streams = fast.boto3_client("dynamodb"), fast.boto3_client("dynamodbstreams")
    arn = stream_table(ddb)["LatestStreamArn"]
    ddb.delete_table(TableName="orders")
    assert streams.describe_stream(StreamArn=arn)["StreamDescription"]["StreamStatus"] == "DISABLED"
    _wait(lambda: streams.list_streams()["Streams"] == [])
    assert error_of(streams.describe_stream, StreamArn=arn)[0] == "ResourceNotFoundException"


def test_streams_survive_a_crash(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ddb = server.boto3_client("dynamodb")
        arn = stream_table(ddb)["LatestStreamArn"]
        _put(ddb, "before")
        server.kill()
        server.start()
        ddb, streams = server.boto3_client("dynamodb"), server.boto3_client("dynamodbstreams")
        _put(ddb, "after")
        records = read_all(streams, arn)
        assert events(records) == [("INSERT", "before"), ("INSERT", "after")]
        numbers = [int(r["dynamodb"]["SequenceNumber"]) for r in records]
        assert numbers[0] < numbers[1]
        assert ddb.describe_table(TableName="orders")["Table"]["LatestStreamArn"] == arn
    finally:
        server.stop()
