"""Enhanced fan-out through boto3: registering consumers (ARNs as AWS forms them, CREATING then
ACTIVE, the limit), listing and describing them, deleting a stream that has some, and SubscribeToShard
pushing a shard's records over the event-stream protocol (old records at once, new ones as they
commit, a closed shard's children at its end), with AWS's errors."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from kinesis_helpers import create, error, wait_active

from labcloud.testing.server_process import LabcloudProcess


def _arn(stream: str) -> str:
    return f"arn:aws:kinesis:us-east-1:000000000000:stream/{stream}"


def _active_consumer(kinesis: Any, stream: str, name: str = "app") -> str:
    consumer = kinesis.register_stream_consumer(StreamARN=_arn(stream), ConsumerName=name)["Consumer"]
    deadline = time.monotonic() + 10
    while (
        kinesis.describe_stream_consumer(ConsumerARN=consumer["ConsumerARN"])["ConsumerDescription"][
            "ConsumerStatus"
        ]
        != "ACTIVE"
    ):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    return str(consumer["ConsumerARN"])


def test_register_describe_list_deregister(kinesis: Any) -> None:
    stream = create(kinesis, 1)
    consumer = kinesis.register_stream_consumer(StreamARN=_arn(stream), ConsumerName="reader")["Consumer"]
    assert consumer["ConsumerName"] == "reader"
    assert consumer["ConsumerStatus"] == "CREATING"
    prefix = f"{_arn(stream)}/consumer/reader:"
    assert consumer["ConsumerARN"].startswith(prefix) and consumer["ConsumerARN"][len(prefix) :].isdigit()
    by_name = kinesis.describe_stream_consumer(StreamARN=_arn(stream), ConsumerName="reader")[
        "ConsumerDescription"
    ]
    assert by_name["ConsumerARN"] == consumer["ConsumerARN"]
    assert by_name["StreamARN"] == _arn(stream)
    code, message = error(kinesis.register_stream_consumer, StreamARN=_arn(stream), ConsumerName="reader")
    assert code == "ResourceInUseException"
    kinesis.register_stream_consumer(StreamARN=_arn(stream), ConsumerName="second")
    listed = kinesis.list_stream_consumers(StreamARN=_arn(stream))["Consumers"]
    assert sorted(c["ConsumerName"] for c in listed) == ["reader", "second"]
    page = kinesis.list_stream_consumers(StreamARN=_arn(stream), MaxResults=1)
    rest = kinesis.list_stream_consumers(StreamARN=_arn(stream), NextToken=page["NextToken"])
    assert len(page["Consumers"]) == len(rest["Consumers"]) == 1
    assert (
        kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]["ConsumerCount"] == 2
    )
    kinesis.deregister_stream_consumer(ConsumerARN=consumer["ConsumerARN"])
    assert error(kinesis.describe_stream_consumer, ConsumerARN=consumer["ConsumerARN"])[0] == (
        "ResourceNotFoundException"
    )
    assert error(kinesis.describe_stream_consumer, StreamARN=_arn(stream))[0] == "InvalidArgumentException"
    for i in range(19):
        kinesis.register_stream_consumer(StreamARN=_arn(stream), ConsumerName=f"c{i}")
    assert error(kinesis.register_stream_consumer, StreamARN=_arn(stream), ConsumerName="one-too-many")[
        0
    ] == ("LimitExceededException")
    assert error(kinesis.delete_stream, StreamName=stream)[0] == "ResourceInUseException"
    kinesis.delete_stream(StreamName=stream, EnforceConsumerDeletion=True)
    assert error(kinesis.describe_stream, StreamName=stream)[0] == "ResourceNotFoundException"


def test_subscribe_to_shard_pushes_records(kinesis: Any) -> None:
    stream = create(kinesis, 1)
    arn = _active_consumer(kinesis, stream)
    first = kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"old")
    answer = kinesis.subscribe_to_shard(
        ConsumerARN=arn, ShardId="shardId-000000000000", StartingPosition={"Type": "TRIM_HORIZON"}
    )
    events = iter(answer["EventStream"])
    event = next(events)["SubscribeToShardEvent"]
    assert [r["Data"] for r in event["Records"]] == [b"old"]
    assert event["Records"][0]["SequenceNumber"] == first["SequenceNumber"]
    assert event["ContinuationSequenceNumber"] == first["SequenceNumber"]
    assert event["MillisBehindLatest"] == 0
    code, _ = error(
        kinesis.subscribe_to_shard,
        ConsumerARN=arn,
        ShardId="shardId-000000000000",
        StartingPosition={"Type": "LATEST"},
    )
    assert code == "ResourceInUseException"  # one subscription per consumer and shard
    kinesis.put_records(
        StreamName=stream,
        Records=[{"PartitionKey": "k", "Data": b"new1"}, {"PartitionKey": "k", "Data": b"new2"}],
    )
    seen: list[bytes] = []
    while len(seen) < 2:
        seen += [r["Data"] for r in next(events)["SubscribeToShardEvent"]["Records"]]
    assert seen == [b"new1", b"new2"]
    answer["EventStream"].close()


def test_subscribe_errors(kinesis: Any) -> None:
    stream = create(kinesis, 1)
    consumer = kinesis.register_stream_consumer(StreamARN=_arn(stream), ConsumerName="early")["Consumer"]
    code, _ = error(
        kinesis.subscribe_to_shard,
        ConsumerARN=consumer["ConsumerARN"],
        ShardId="shardId-000000000000",
        StartingPosition={"Type": "LATEST"},
    )
    assert code == "ResourceInUseException"  # still CREATING
    arn = _active_consumer(kinesis, stream, "ready")
    assert (
        error(
            kinesis.subscribe_to_shard,
            ConsumerARN=arn,
            ShardId="shardId-000000000042",
            StartingPosition={"Type": "LATEST"},
        )[0]
        == "ResourceNotFoundException"
    )
    assert (
        error(
            kinesis.subscribe_to_shard,
            ConsumerARN=arn,
            ShardId="shardId-000000000000",
            StartingPosition={"Type": "AT_SEQUENCE_NUMBER"},
        )[0]
        == "InvalidArgumentException"
    )
    assert (
        error(
            kinesis.subscribe_to_shard,
            ConsumerARN=f"{_arn(stream)}/consumer/ghost:1",
            ShardId="shardId-000000000000",
            StartingPosition={"Type": "LATEST"},
        )[0]
        == "ResourceNotFoundException"
    )


@pytest.fixture
def short(tmp_path: Path) -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(
        data_dir=tmp_path, env={**os.environ, "LABCLOUD_KINESIS_SUBSCRIPTION_SECONDS": "1"}
    ).start()
    try:
        yield server
    finally:
        server.stop()


def test_a_subscription_ends_at_a_closed_shards_end_or_after_its_time(short: LabcloudProcess) -> None:
    kinesis = short.boto3_client("kinesis")
    stream = create(kinesis, 1)
    arn = _active_consumer(kinesis, stream)
    started = time.monotonic()
    events = list(
        kinesis.subscribe_to_shard(
            ConsumerARN=arn, ShardId="shardId-000000000000", StartingPosition={"Type": "LATEST"}
        )["EventStream"]
    )
    assert 0.9 < time.monotonic() - started < 10
    assert all(e["SubscribeToShardEvent"]["Records"] == [] for e in events)
    kinesis.put_record(StreamName=stream, PartitionKey="k", Data=b"last")
    kinesis.split_shard(StreamName=stream, ShardToSplit="shardId-000000000000", NewStartingHashKey="10")
    wait_active(kinesis, stream)
    events = list(
        kinesis.subscribe_to_shard(
            ConsumerARN=arn, ShardId="shardId-000000000000", StartingPosition={"Type": "TRIM_HORIZON"}
        )["EventStream"]
    )
    [final] = [e["SubscribeToShardEvent"] for e in events]
    assert [r["Data"] for r in final["Records"]] == [b"last"]
    assert sorted(c["ShardId"] for c in final["ChildShards"]) == [
        "shardId-000000000001",
        "shardId-000000000002",
    ]
