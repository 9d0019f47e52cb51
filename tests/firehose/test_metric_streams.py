"""CloudWatch metric streams into Firehose against a running labcloud: Put/Get/List/Start/Stop/Delete
MetricStream(s) with their refusals, tags on the stream's ARN, and each minute's statistics of the
matching metrics delivered through the delivery stream to S3 in AWS's json format."""

from __future__ import annotations

import json
from typing import Any

from firehose_helpers import ACCOUNT, REGION, body, bucket, delivery_role, error_of, objects, wait_objects

from labcloud.testing.server_process import LabcloudProcess

STREAMS_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {
            "Effect": "Allow",
            "Principal": {"Service": "streams.metrics.cloudwatch.amazonaws.com"},
            "Action": "sts:AssumeRole",
        }
    ],
}


def _hose(labcloud: LabcloudProcess, firehose: Any, s3: Any) -> tuple[str, str]:
    role = delivery_role(labcloud, "ms-hose", ["s3:PutObject"])
    arn: str = firehose.create_delivery_stream(
        DeliveryStreamName="metrics",
        ExtendedS3DestinationConfiguration={
            "RoleARN": role,
            "BucketARN": bucket(s3, "ms-out"),
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 0},
        },
    )["DeliveryStreamARN"]
    streams_role = delivery_role(
        labcloud, "ms-role", ["firehose:PutRecord", "firehose:PutRecordBatch"], STREAMS_TRUST
    )
    return arn, streams_role


def test_metric_streams_api(labcloud: LabcloudProcess, firehose: Any, s3: Any):
    cloudwatch = labcloud.boto3_client("cloudwatch")
    hose, role = _hose(labcloud, firehose, s3)
    arn = cloudwatch.put_metric_stream(
        Name="ms1",
        FirehoseArn=hose,
        RoleArn=role,
        OutputFormat="json",
        IncludeFilters=[{"Namespace": "App"}],
        Tags=[{"Key": "team", "Value": "core"}],
    )["Arn"]
    assert arn == f"arn:aws:cloudwatch:{REGION}:{ACCOUNT}:metric-stream/ms1"
    got = cloudwatch.get_metric_stream(Name="ms1")
    assert (got["State"], got["FirehoseArn"], got["RoleArn"]) == ("running", hose, role)
    assert got["IncludeFilters"] == [{"Namespace": "App"}] and got["OutputFormat"] == "json"
    assert [e["Name"] for e in cloudwatch.list_metric_streams()["Entries"]] == ["ms1"]
    assert cloudwatch.list_tags_for_resource(ResourceARN=arn)["Tags"] == [{"Key": "team", "Value": "core"}]
    cloudwatch.tag_resource(ResourceARN=arn, Tags=[{"Key": "b", "Value": "2"}])
    cloudwatch.untag_resource(ResourceARN=arn, TagKeys=["team"])
    assert cloudwatch.list_tags_for_resource(ResourceARN=arn)["Tags"] == [{"Key": "b", "Value": "2"}]
    cloudwatch.stop_metric_streams(Names=["ms1"])
    assert cloudwatch.get_metric_stream(Name="ms1")["State"] == "stopped"
    cloudwatch.start_metric_streams(Names=["ms1"])
    assert cloudwatch.get_metric_stream(Name="ms1")["State"] == "running"
    both = error_of(
        cloudwatch.put_metric_stream,
        Name="ms2",
        FirehoseArn=hose,
        RoleArn=role,
        OutputFormat="json",
        IncludeFilters=[{"Namespace": "A"}],
        ExcludeFilters=[{"Namespace": "B"}],
    )
    assert both["Code"] == "InvalidParameterCombination"
    otel = error_of(
        cloudwatch.put_metric_stream,
        Name="ms2",
        FirehoseArn=hose,
        RoleArn=role,
        OutputFormat="opentelemetry1.0",
    )
    assert otel["Code"] == "InvalidParameterValue" and "opentelemetry1.0" in otel["Message"]
    bad_role = error_of(
        cloudwatch.put_metric_stream,
        Name="ms2",
        FirehoseArn=hose,
        RoleArn=f"arn:aws:iam::{ACCOUNT}:role/ms-hose",
        OutputFormat="json",
    )
    assert bad_role["Code"] == "InvalidParameterValue"
    cloudwatch.delete_metric_stream(Name="ms1")
    missing = error_of(cloudwatch.get_metric_stream, Name="ms1")
    assert (missing["Code"], missing["Status"]) == ("ResourceNotFoundException", 404)
    assert cloudwatch.list_metric_streams()["Entries"] == []


def test_a_metric_stream_delivers_each_minute_through_firehose(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
):
    cloudwatch = labcloud.boto3_client("cloudwatch")
    hose, role = _hose(labcloud, firehose, s3)
    cloudwatch.put_metric_stream(
        Name="ms", FirehoseArn=hose, RoleArn=role, OutputFormat="json", IncludeFilters=[{"Namespace": "App"}]
    )
    cloudwatch.put_metric_data(
        Namespace="App",
        MetricData=[
            {
                "MetricName": "Orders",
                "Dimensions": [{"Name": "Shop", "Value": "a"}],
                "Value": 3,
                "Unit": "Count",
            },
            {
                "MetricName": "Orders",
                "Dimensions": [{"Name": "Shop", "Value": "a"}],
                "Value": 5,
                "Unit": "Count",
            },
        ],
    )
    cloudwatch.put_metric_data(Namespace="Other", MetricData=[{"MetricName": "Ignored", "Value": 1}])
    lines: list[dict[str, Any]] = []
    for _ in range(10):  # each move of the clock lets the next complete minute go
        labcloud.advance_clock(60)
        wait_objects(s3, "ms-out", timeout=1.0)
        lines = [
            json.loads(line) for k in objects(s3, "ms-out") for line in body(s3, "ms-out", k).splitlines()
        ]
        if lines:
            break
    orders = [line for line in lines if line["metric_name"] == "Orders"]
    assert orders and all(line["namespace"] == "App" for line in lines)
    (one,) = orders
    assert one["metric_stream_name"] == "ms" and one["dimensions"] == {"Shop": "a"}
    assert one["value"] == {"max": 5.0, "min": 3.0, "sum": 8.0, "count": 2.0} and one["unit"] == "Count"
    assert (one["account_id"], one["region"]) == (ACCOUNT, REGION) and one["timestamp"] % 60000 == 0
