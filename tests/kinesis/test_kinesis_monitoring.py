"""Enhanced monitoring settings (Enable/DisableEnhancedMonitoring) and the read limits of a shard:
5 GetRecords calls per second and 2 MiB per second, answered with ProvisionedThroughputExceededException."""

from __future__ import annotations

import time
from typing import Any

from botocore.config import Config
from kinesis_helpers import create, error, wait_active

ALL = [
    "IncomingBytes",
    "IncomingRecords",
    "OutgoingBytes",
    "OutgoingRecords",
    "WriteProvisionedThroughputExceeded",
    "ReadProvisionedThroughputExceeded",
    "IteratorAgeMilliseconds",
]


def test_enable_and_disable_enhanced_monitoring(kinesis: Any, labcloud: Any) -> None:
    stream = create(kinesis)
    answer = kinesis.enable_enhanced_monitoring(StreamName=stream, ShardLevelMetrics=["IncomingBytes"])
    assert (answer["CurrentShardLevelMetrics"], answer["DesiredShardLevelMetrics"]) == ([], ["IncomingBytes"])
    assert answer["StreamName"] == stream and answer["StreamARN"].endswith(f":stream/{stream}")
    assert kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]["StreamStatus"] in (
        "UPDATING",
        "ACTIVE",
    )
    wait_active(kinesis, stream)
    answer = kinesis.enable_enhanced_monitoring(StreamName=stream, ShardLevelMetrics=["ALL"])
    assert answer["DesiredShardLevelMetrics"] == ALL
    wait_active(kinesis, stream)
    described = kinesis.describe_stream(StreamName=stream)["StreamDescription"]["EnhancedMonitoring"]
    assert described == [{"ShardLevelMetrics": ALL}]
    answer = kinesis.disable_enhanced_monitoring(
        StreamName=stream, ShardLevelMetrics=["IncomingBytes", "IteratorAgeMilliseconds"]
    )
    assert answer["CurrentShardLevelMetrics"] == ALL
    assert "IncomingBytes" not in answer["DesiredShardLevelMetrics"]
    assert len(answer["DesiredShardLevelMetrics"]) == 5
    wait_active(kinesis, stream)
    cli = labcloud.aws_json(
        "kinesis", "disable-enhanced-monitoring", "--stream-name", stream, "--shard-level-metrics", "ALL"
    )
    assert cli["DesiredShardLevelMetrics"] == []
    wait_active(kinesis, stream)
    summary = kinesis.describe_stream_summary(StreamName=stream)["StreamDescriptionSummary"]
    assert summary["EnhancedMonitoring"] == [{"ShardLevelMetrics": []}]


def test_enhanced_monitoring_refusals(kinesis: Any) -> None:
    stream = create(kinesis)
    code, message = error(
        kinesis.enable_enhanced_monitoring, StreamName=stream, ShardLevelMetrics=["Latency"]
    )
    assert code == "ValidationException"
    assert "Value 'Latency' at 'shardLevelMetrics.1.member' failed to satisfy constraint" in message
    code, _ = error(kinesis.enable_enhanced_monitoring, StreamName="nope", ShardLevelMetrics=["ALL"])
    assert code == "ResourceNotFoundException"
    kinesis.enable_enhanced_monitoring(StreamName=stream, ShardLevelMetrics=["IncomingBytes"])
    code, message = error(kinesis.enable_enhanced_monitoring, StreamName=stream, ShardLevelMetrics=["ALL"])
    assert code == "ResourceInUseException" and "instead in state UPDATING" in message


def _no_retries(labcloud: Any) -> Any:
    return labcloud.boto3_client("kinesis", config=Config(retries={"total_max_attempts": 1}))


def test_more_than_five_reads_a_second_are_throttled(labcloud: Any, kinesis: Any) -> None:
    stream = create(kinesis)
    client = _no_retries(labcloud)
    iterator = kinesis.get_shard_iterator(
        StreamName=stream, ShardId="shardId-000000000000", ShardIteratorType="LATEST"
    )["ShardIterator"]
    for _ in range(50):  # six calls inside one second, even on a slow machine
        try:
            iterator = client.get_records(ShardIterator=iterator)["NextShardIterator"]
        except client.exceptions.ProvisionedThroughputExceededException as exc:
            assert exc.response["Error"]["Message"] == (
                f"Rate exceeded for shard shardId-000000000000 in stream {stream} under account 000000000000."
            )
            break
    else:
        raise AssertionError("fifty GetRecords calls in a row were never throttled")
    time.sleep(1.0)  # a second later the shard reads again
    assert client.get_records(ShardIterator=iterator)["Records"] == []


def test_a_large_read_blocks_the_shard_for_a_while(labcloud: Any, kinesis: Any) -> None:
    stream = create(kinesis, shards=None, StreamModeDetails={"StreamMode": "ON_DEMAND"})
    client = _no_retries(labcloud)
    big = b"x" * (1024 * 1024 - 10)
    for _ in range(2):
        kinesis.put_records(
            StreamName=stream, Records=[{"PartitionKey": "k", "ExplicitHashKey": "0", "Data": big}] * 4
        )
    iterator = kinesis.get_shard_iterator(
        StreamName=stream, ShardId="shardId-000000000000", ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    answer = client.get_records(ShardIterator=iterator)
    assert len(answer["Records"]) == 8  # 8 MiB in one call: paid off over the next 4 seconds
    code, message = error(client.get_records, ShardIterator=answer["NextShardIterator"])
    assert code == "ProvisionedThroughputExceededException"
    assert message.startswith("Rate exceeded for shard shardId-000000000000")
