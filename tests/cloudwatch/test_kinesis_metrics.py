"""Kinesis publishes AWS/Kinesis metrics by StreamName (IncomingRecords/Bytes, PutRecords counts,
throttled writes, GetRecords records and iterator age), read back through CloudWatch's API."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any

from cw_helpers import client, now
from lambda_helpers import wait_for


def _stat(cw: Any, name: str, stream: str, stat: str = "Sum") -> float | None:
    answer = cw.get_metric_data(
        StartTime=now() - dt.timedelta(minutes=5),
        EndTime=now() + dt.timedelta(minutes=1),
        MetricDataQueries=[
            {
                "Id": "m",
                "MetricStat": {
                    "Metric": {
                        "Namespace": "AWS/Kinesis",
                        "MetricName": name,
                        "Dimensions": [{"Name": "StreamName", "Value": stream}],
                    },
                    "Period": 300,
                    "Stat": stat,
                },
            }
        ],
    )
    values = answer["MetricDataResults"][0]["Values"]
    return values[0] if values else None


def test_kinesis_metrics(server: Any) -> None:
    cw = client(server, "json")
    kinesis = server.boto3_client("kinesis")
    kinesis.create_stream(StreamName="clicks", ShardCount=1)
    wait_for(
        lambda: (
            kinesis.describe_stream_summary(StreamName="clicks")["StreamDescriptionSummary"]["StreamStatus"]
            == "ACTIVE"
        )
    )
    kinesis.put_record(StreamName="clicks", PartitionKey="k", Data=b"x" * 9)
    kinesis.put_records(
        StreamName="clicks", Records=[{"PartitionKey": "k", "Data": b"y" * 4096} for _ in range(300)]
    )
    time.sleep(0.5)
    iterator = kinesis.get_shard_iterator(
        StreamName="clicks", ShardId="shardId-000000000000", ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    kinesis.get_records(ShardIterator=iterator, Limit=10)
    wait_for(lambda: _stat(cw, "GetRecords.Records", "clicks") == 10.0, timeout=15)
    accepted = _stat(cw, "PutRecords.SuccessfulRecords", "clicks")
    assert accepted is not None and 0 < accepted < 300  # one shard takes 1 MiB per second
    assert _stat(cw, "IncomingRecords", "clicks") == accepted + 1
    assert _stat(cw, "PutRecords.ThrottledRecords", "clicks") == 300 - accepted
    assert _stat(cw, "WriteProvisionedThroughputExceeded", "clicks") == 300 - accepted
    assert _stat(cw, "PutRecords.TotalRecords", "clicks") == 300.0
    assert _stat(cw, "IncomingBytes", "clicks") == 10.0 + accepted * 4097
    age = _stat(cw, "GetRecords.IteratorAgeMilliseconds", "clicks", "Maximum")
    assert age is not None and age >= 400  # the reader was half a second behind the tip


def _shard_stat(cw: Any, name: str, stream: str, shard: str) -> float | None:
    answer = cw.get_metric_statistics(
        Namespace="AWS/Kinesis",
        MetricName=name,
        Dimensions=[{"Name": "StreamName", "Value": stream}, {"Name": "ShardId", "Value": shard}],
        StartTime=now() - dt.timedelta(minutes=5),
        EndTime=now() + dt.timedelta(minutes=1),
        Period=300,
        Statistics=["Sum"],
    )
    points = answer["Datapoints"]
    return points[0]["Sum"] if points else None


def test_shard_level_metrics_follow_enhanced_monitoring(server: Any) -> None:
    cw = client(server, "json")
    kinesis = server.boto3_client("kinesis")
    kinesis.create_stream(StreamName="monitored", ShardCount=2)
    active = "ACTIVE"
    summary = lambda: kinesis.describe_stream_summary(StreamName="monitored")["StreamDescriptionSummary"]  # noqa: E731
    wait_for(lambda: summary()["StreamStatus"] == active)
    kinesis.enable_enhanced_monitoring(
        StreamName="monitored", ShardLevelMetrics=["IncomingRecords", "OutgoingRecords"]
    )
    wait_for(lambda: summary()["StreamStatus"] == active)
    shard = kinesis.put_record(StreamName="monitored", PartitionKey="k", Data=b"abc")["ShardId"]
    kinesis.put_records(StreamName="monitored", Records=[{"PartitionKey": "k", "Data": b"d"}] * 3)
    iterator = kinesis.get_shard_iterator(
        StreamName="monitored", ShardId=shard, ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    assert len(kinesis.get_records(ShardIterator=iterator)["Records"]) == 4
    wait_for(lambda: _shard_stat(cw, "OutgoingRecords", "monitored", shard) == 4.0, timeout=15)
    assert _shard_stat(cw, "IncomingRecords", "monitored", shard) == 4.0
    # only the metrics enabled are published
    assert _shard_stat(cw, "IncomingBytes", "monitored", shard) is None
    other = next(s for s in ("shardId-000000000000", "shardId-000000000001") if s != shard)
    assert _shard_stat(cw, "IncomingRecords", "monitored", other) is None
