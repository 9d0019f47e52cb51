"""Resharding through boto3: SplitShard, MergeShards and UpdateShardCount with parent/child shards,
closed shards' sequence ranges, reads across the split, ListShards' filters and pages, and errors."""

from __future__ import annotations

import time
from datetime import datetime, timedelta, timezone

from kinesis_helpers import create, error, read_shard, wait_active

TOP = 2**128 - 1


def _shards(kinesis, stream, **kwargs):
    return {s["ShardId"]: s for s in kinesis.list_shards(StreamName=stream, **kwargs)["Shards"]}


def test_split_closes_the_parent_and_opens_two_children(kinesis):
    stream = create(kinesis, 1)
    before = kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"before")
    middle = str(2**127)
    kinesis.split_shard(StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey=middle)
    assert (
        kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]["StreamStatus"]
        == "UPDATING"
    )
    wait_active(kinesis, stream)
    found = _shards(kinesis, stream)
    parent = found["shardId-000000000000"]
    low, high = found["shardId-000000000001"], found["shardId-000000000002"]
    assert "EndingSequenceNumber" in parent["SequenceNumberRange"]
    assert int(parent["SequenceNumberRange"]["EndingSequenceNumber"]) >= int(before["SequenceNumber"])
    assert low["ParentShardId"] == high["ParentShardId"] == "shardId-000000000000"
    assert low["HashKeyRange"] == {"StartingHashKey": "0", "EndingHashKey": str(2**127 - 1)}
    assert high["HashKeyRange"] == {"StartingHashKey": middle, "EndingHashKey": str(TOP)}
    after = kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"after", ExplicitHashKey=middle)
    assert after["ShardId"] == "shardId-000000000002"
    # the closed parent is read to its end: no NextShardIterator, and its children are named
    iterator = kinesis.get_shard_iterator(
        StreamName=stream, ShardId="shardId-000000000000", ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    page = kinesis.get_records(ShardIterator=iterator)
    assert [r["Data"] for r in page["Records"]] == [b"before"]
    assert "NextShardIterator" not in page
    assert sorted(c["ShardId"] for c in page["ChildShards"]) == [
        "shardId-000000000001",
        "shardId-000000000002",
    ]
    assert page["ChildShards"][0]["ParentShards"] == ["shardId-000000000000"]
    assert [r["Data"] for r in read_shard(kinesis, stream, "shardId-000000000002")] == [b"after"]
    assert (
        kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]["OpenShardCount"] == 2
    )


def test_split_errors(kinesis):
    stream = create(kinesis, 1)
    code, message = error(
        kinesis.split_shard, StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey="0"
    )
    assert code == "InvalidArgumentException"
    assert message.startswith("NewStartingHashKey 0 used in SplitShard() on shard shardId-000000000000")
    assert (
        error(
            kinesis.split_shard,
            StreamName=stream,
            ShardToSplit="shardId-000000000007",
            NewStartingHashKey="5",
        )[0]
        == "ResourceNotFoundException"
    )
    kinesis.split_shard(StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey="5")
    code, _ = error(
        kinesis.split_shard, StreamName=stream, ShardToSplit="shardId-000000000001", NewStartingHashKey="2"
    )
    assert code == "ResourceInUseException"  # UPDATING
    wait_active(kinesis, stream)
    code, message = error(
        kinesis.split_shard, StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey="2"
    )
    assert code == "InvalidArgumentException"
    assert "has already been merged or split" in message


def test_merge_adjacent_shards(kinesis):
    stream = create(kinesis, 3)
    code, message = error(
        kinesis.merge_shards,
        StreamName=stream,
        ShardToMerge="shardId-000000000000",
        AdjacentShardToMerge="shardId-000000000002",
    )
    assert code == "InvalidArgumentException"
    assert "are not an adjacent pair of shards eligible for merging" in message
    kinesis.merge_shards(
        StreamName=stream, ShardToMerge="shardId-000000000001", AdjacentShardToMerge="shardId-000000000000"
    )
    wait_active(kinesis, stream)
    child = _shards(kinesis, stream)["shardId-000000000003"]
    assert child["ParentShardId"] == "shardId-000000000001"
    assert child["AdjacentParentShardId"] == "shardId-000000000000"
    assert child["HashKeyRange"]["StartingHashKey"] == "0"
    assert child["HashKeyRange"]["EndingHashKey"] == str(2 * (2**128 // 3) - 1)
    open_ids = set(_shards(kinesis, stream, ShardFilter={"Type": "AT_LATEST"}))
    assert open_ids == {"shardId-000000000002", "shardId-000000000003"}


def test_update_shard_count_uniformly(kinesis):
    stream = create(kinesis, 2)
    answer = kinesis.update_shard_count(StreamName=stream, TargetShardCount=4, ScalingType="UNIFORM_SCALING")
    assert (answer["CurrentShardCount"], answer["TargetShardCount"], answer["StreamName"]) == (2, 4, stream)
    wait_active(kinesis, stream)
    latest = kinesis.list_shards(StreamName=stream, ShardFilter={"Type": "AT_LATEST"})["Shards"]
    assert len(latest) == 4
    size = 2**128 // 4
    assert [int(s["HashKeyRange"]["StartingHashKey"]) for s in latest] == [0, size, 2 * size, 3 * size]
    assert [s["ParentShardId"] for s in latest] == [
        "shardId-000000000000",
        "shardId-000000000000",
        "shardId-000000000001",
        "shardId-000000000001",
    ]
    code, message = error(
        kinesis.update_shard_count, StreamName=stream, TargetShardCount=9, ScalingType="UNIFORM_SCALING"
    )
    assert code == "InvalidArgumentException"
    assert "cannot scale up over double" in message
    code, message = error(
        kinesis.update_shard_count, StreamName=stream, TargetShardCount=1, ScalingType="UNIFORM_SCALING"
    )
    assert "cannot scale down below half" in message
    on_demand = create(kinesis, None)
    assert (
        error(
            kinesis.update_shard_count,
            StreamName=on_demand,
            TargetShardCount=5,
            ScalingType="UNIFORM_SCALING",
        )[0]
        == "InvalidArgumentException"
    )


def test_list_shards_filters_and_pages(kinesis):
    stream = create(kinesis, 2)
    created = datetime.now(timezone.utc)
    time.sleep(0.05)
    kinesis.split_shard(StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey="100")
    wait_active(kinesis, stream)
    every = ["shardId-000000000000", "shardId-000000000001", "shardId-000000000002", "shardId-000000000003"]
    assert list(_shards(kinesis, stream)) == every
    assert list(_shards(kinesis, stream, ShardFilter={"Type": "AT_TRIM_HORIZON"})) == every[:2]
    assert list(_shards(kinesis, stream, ShardFilter={"Type": "FROM_TRIM_HORIZON"})) == every
    assert list(_shards(kinesis, stream, ShardFilter={"Type": "AT_LATEST"})) == every[1:]
    assert (
        list(
            _shards(
                kinesis, stream, ShardFilter={"Type": "AFTER_SHARD_ID", "ShardId": "shardId-000000000001"}
            )
        )
        == every[2:]
    )
    assert (
        list(_shards(kinesis, stream, ShardFilter={"Type": "AT_TIMESTAMP", "Timestamp": created}))
        == every[:2]
    )
    later = datetime.now(timezone.utc) + timedelta(seconds=5)
    assert (
        list(_shards(kinesis, stream, ShardFilter={"Type": "FROM_TIMESTAMP", "Timestamp": later}))
        == every[1:]
    )
    assert list(_shards(kinesis, stream, ExclusiveStartShardId="shardId-000000000002")) == every[3:]
    page = kinesis.list_shards(StreamName=stream, MaxResults=3)
    assert [s["ShardId"] for s in page["Shards"]] == every[:3]
    rest = kinesis.list_shards(NextToken=page["NextToken"])
    assert [s["ShardId"] for s in rest["Shards"]] == every[3:]
    assert "NextToken" not in rest
    assert (
        error(kinesis.list_shards, NextToken=page["NextToken"], StreamName=stream)[0]
        == "InvalidArgumentException"
    )
    assert error(kinesis.list_shards, NextToken="not-a-token")[0] == "InvalidArgumentException"
    assert error(kinesis.list_shards, StreamName=stream, ShardFilter={"Type": "AFTER_SHARD_ID"})[0] == (
        "InvalidArgumentException"
    )
    assert error(kinesis.list_shards, StreamName=stream, ShardFilter={"Type": "AT_TIMESTAMP"})[0] == (
        "InvalidArgumentException"
    )
    assert error(kinesis.list_shards, StreamName="missing-stream")[0] == "ResourceNotFoundException"
