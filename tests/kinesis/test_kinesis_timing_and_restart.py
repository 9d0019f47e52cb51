"""Time-bound behaviour on a server with shortened clocks (iterator expiry, the retention trim), and
durability: streams, shards, records and settings survive a kill -9 and a restart."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from kinesis_helpers import create, error, read_shard, wait_active

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def fast(tmp_path: Path) -> Iterator[LabcloudProcess]:
    env = {
        **os.environ,
        "LABCLOUD_KINESIS_HOUR_SECONDS": "0.1",  # a 24-hour retention lasts 2.4 s
        "LABCLOUD_KINESIS_ITERATOR_SECONDS": "1",
        "LABCLOUD_KINESIS_TRIM_SECONDS": "0.2",
    }
    server = LabcloudProcess(data_dir=tmp_path, env=env).start()
    try:
        yield server
    finally:
        server.stop()


def test_iterators_expire(fast):
    kinesis = fast.boto3_client("kinesis")
    stream = create(kinesis, 1)
    iterator = kinesis.get_shard_iterator(
        StreamName=stream, ShardId="shardId-000000000000", ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    time.sleep(1.3)
    code, message = error(kinesis.get_records, ShardIterator=iterator)
    assert code == "ExpiredIteratorException"
    assert message.startswith("Iterator expired. The iterator was created at time ")
    assert message.endswith("which is further in the future than the tolerated delay of 1000 milliseconds.")


def test_retention_trims_records_and_closed_shards(fast):
    kinesis = fast.boto3_client("kinesis")
    stream = create(kinesis, 1)
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"old")
    kinesis.split_shard(StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey="9")
    wait_active(kinesis, stream)
    time.sleep(1.5)
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"new", ExplicitHashKey="1")
    assert [r["Data"] for r in read_shard(kinesis, stream, "shardId-000000000000")] == [b"old"]
    deadline = time.monotonic() + 10
    while "shardId-000000000000" in [s["ShardId"] for s in kinesis.list_shards(StreamName=stream)["Shards"]]:
        assert time.monotonic() < deadline, "the closed shard was never trimmed"
        time.sleep(0.2)
    assert [r["Data"] for r in read_shard(kinesis, stream, "shardId-000000000001")] == [b"new"]
    time.sleep(2.6)
    assert read_shard(kinesis, stream, "shardId-000000000001") == []


def test_streams_and_records_survive_a_kill(tmp_path: Path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        kinesis = server.boto3_client("kinesis")
        stream = create(kinesis, 2, Tags={"keep": "me"})
        kinesis.increase_stream_retention_period(StreamName=stream, RetentionPeriodHours=72)
        puts = kinesis.put_records(
            StreamName=stream, Records=[{"PartitionKey": f"k{i}", "Data": f"{i}".encode()} for i in range(20)]
        )
        kinesis.split_shard(StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey="77")
        server.kill()
        server.start()
        kinesis = server.boto3_client("kinesis")
        summary = wait_active(kinesis, stream)
        assert summary["RetentionPeriodHours"] == 72
        assert summary["OpenShardCount"] == 3
        assert kinesis.list_tags_for_stream(StreamName=stream)["Tags"] == [{"Key": "keep", "Value": "me"}]
        stored = {}
        for shard in ("shardId-000000000000", "shardId-000000000001"):
            for record in read_shard(kinesis, stream, shard):
                stored[record["SequenceNumber"]] = record["Data"]
        assert stored == {p["SequenceNumber"]: f"{i}".encode() for i, p in enumerate(puts["Records"])}
        after = kinesis.put_record(StreamName=stream, PartitionKey="k1", Data=b"after", ExplicitHashKey="5")
        assert after["ShardId"] == "shardId-000000000002"
        assert int(after["SequenceNumber"]) > max(int(p["SequenceNumber"]) for p in puts["Records"][:1])
    finally:
        server.stop()
