"""AWS/S3, AWS/IoT and AWS/EFS, published by labcloud: S3's daily storage metrics (on labcloud's clock) and
its request metrics for buckets with a metrics configuration (the configurations' own API and errors are in
tests/s3/test_s3_metrics_configurations.py), IoT's broker, rule and rule action metrics from real publishes, EFS's StorageBytes from a file a Lambda
function wrote through its mount; read back with GetMetricStatistics, GetMetricData and ListMetrics; an
alarm on S3's 4xxErrors goes to ALARM."""

from __future__ import annotations

import datetime as dt
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "iot"))
from iot_helpers import queue, receive, role  # noqa: E402
from lambda_helpers import create_role, make_zip  # noqa: E402

UTC = dt.timezone.utc


def _until(read: Callable[[], Any], done: Callable[[Any], bool], what: str) -> Any:
    deadline = time.monotonic() + 60
    got = read()
    while not done(got) and time.monotonic() < deadline:
        time.sleep(0.3)
        got = read()
    assert done(got), f"{what}: {got}"
    return got


def _stat(
    cw: Any,
    ns: str,
    name: str,
    dims: dict[str, str],
    stat: str,
    around: dt.datetime,
    period: int = 3600,
) -> float | None:
    points = cw.get_metric_statistics(
        Namespace=ns,
        MetricName=name,
        Dimensions=[{"Name": k, "Value": v} for k, v in dims.items()],
        StartTime=around - dt.timedelta(minutes=10),
        EndTime=around + dt.timedelta(minutes=10),
        Period=period,
        Statistics=[stat],
    )["Datapoints"]
    return float(points[0][stat]) if points else None


def _code(error: pytest.ExceptionInfo[ClientError]) -> str:
    return str(error.value.response["Error"]["Code"])


def test_request_metrics_only_for_configured_buckets_and_an_alarm_on_4xx(server: LabcloudProcess) -> None:
    s3 = server.boto3_client("s3")
    cw = server.boto3_client("cloudwatch")
    for bucket in ("metered-requests", "unmetered-requests"):
        s3.create_bucket(Bucket=bucket)
    s3.put_bucket_metrics_configuration(
        Bucket="metered-requests", Id="EntireBucket", MetricsConfiguration={"Id": "EntireBucket"}
    )
    s3.put_bucket_metrics_configuration(
        Bucket="metered-requests",
        Id="docs",
        MetricsConfiguration={"Id": "docs", "Filter": {"Prefix": "docs/"}},
    )
    cw.put_metric_alarm(
        AlarmName="s3-4xx",
        Namespace="AWS/S3",
        MetricName="4xxErrors",
        Dimensions=[
            {"Name": "BucketName", "Value": "metered-requests"},
            {"Name": "FilterId", "Value": "EntireBucket"},
        ],
        Statistic="Sum",
        Period=10,
        EvaluationPeriods=1,
        Threshold=1,
        ComparisonOperator="GreaterThanOrEqualToThreshold",
        TreatMissingData="notBreaching",
    )
    for bucket in ("metered-requests", "unmetered-requests"):
        s3.put_object(Bucket=bucket, Key="docs/a.txt", Body=b"x" * 100)
        s3.put_object(Bucket=bucket, Key="other.txt", Body=b"y" * 50)
        assert s3.get_object(Bucket=bucket, Key="docs/a.txt")["Body"].read() == b"x" * 100
        with pytest.raises(ClientError) as missing:
            s3.get_object(Bucket=bucket, Key="docs/missing.txt")
        assert _code(missing) == "NoSuchKey"
        s3.list_objects_v2(Bucket=bucket)

    # every request on the bucket once its first configuration is there: the second Put..Configuration too
    now = dt.datetime.now(UTC)
    whole = {"BucketName": "metered-requests", "FilterId": "EntireBucket"}
    docs = {"BucketName": "metered-requests", "FilterId": "docs"}
    _until(lambda: _stat(cw, "AWS/S3", "AllRequests", whole, "Sum", now), lambda v: v == 6, "AllRequests")
    assert _stat(cw, "AWS/S3", "AllRequests", docs, "Sum", now) == 3  # the two requests on docs/ keys
    assert _stat(cw, "AWS/S3", "GetRequests", whole, "Sum", now) == 2
    assert _stat(cw, "AWS/S3", "PutRequests", whole, "Sum", now) == 2
    assert _stat(cw, "AWS/S3", "ListRequests", whole, "Sum", now) == 1
    assert _stat(cw, "AWS/S3", "4xxErrors", whole, "Sum", now) == 1
    assert _stat(cw, "AWS/S3", "5xxErrors", whole, "Sum", now) == 0
    assert _stat(cw, "AWS/S3", "BytesUploaded", whole, "Sum", now) == 150
    assert _stat(cw, "AWS/S3", "BytesDownloaded", docs, "Sum", now) == 100
    assert (_stat(cw, "AWS/S3", "TotalRequestLatency", whole, "SampleCount", now) or 0) == 6
    assert (_stat(cw, "AWS/S3", "FirstByteLatency", whole, "SampleCount", now) or 0) == 5
    data = cw.get_metric_data(
        MetricDataQueries=[
            {
                "Id": "puts",
                "MetricStat": {
                    "Metric": {
                        "Namespace": "AWS/S3",
                        "MetricName": "PutRequests",
                        "Dimensions": [{"Name": k, "Value": v} for k, v in docs.items()],
                    },
                    "Period": 3600,
                    "Stat": "Sum",
                },
            }
        ],
        StartTime=now - dt.timedelta(minutes=10),
        EndTime=now + dt.timedelta(minutes=10),
    )["MetricDataResults"][0]
    assert data["Values"] == [1.0]
    listed = cw.list_metrics(Namespace="AWS/S3")["Metrics"]
    buckets = {d["Value"] for m in listed for d in m["Dimensions"] if d["Name"] == "BucketName"}
    assert buckets == {"metered-requests"}  # no configuration, no request metrics
    _until(
        lambda: [
            item["HistorySummary"]
            for item in cw.describe_alarm_history(AlarmName="s3-4xx", HistoryItemType="StateUpdate")[
                "AlarmHistoryItems"
            ]
        ],
        lambda summaries: any(s.endswith("to ALARM") for s in summaries),
        "alarm history",
    )


def test_daily_storage_metrics_follow_labcloud_clock(server: LabcloudProcess) -> None:
    s3 = server.boto3_client("s3")
    cw = server.boto3_client("cloudwatch")
    s3.create_bucket(Bucket="stored-daily")
    s3.put_object(Bucket="stored-daily", Key="a", Body=b"a" * 1000)
    s3.put_object(Bucket="stored-daily", Key="b", Body=b"b" * 24)
    s3.put_object(Bucket="stored-daily", Key="c", Body=b"c" * 500)
    s3.create_bucket(Bucket="stored-empty")
    try:
        moved = server.advance_clock("1d")["now"]
        day = dt.datetime.fromtimestamp(moved // 86400 * 86400, UTC)
        standard = {"BucketName": "stored-daily", "StorageType": "StandardStorage"}
        size = _until(
            lambda: _stat(cw, "AWS/S3", "BucketSizeBytes", standard, "Average", day, 86400),
            lambda v: v is not None,
            "BucketSizeBytes",
        )
        assert size == 1524
        every = {"BucketName": "stored-daily", "StorageType": "AllStorageTypes"}
        assert _stat(cw, "AWS/S3", "NumberOfObjects", every, "Average", day, 86400) == 3
        points = cw.get_metric_statistics(
            Namespace="AWS/S3",
            MetricName="BucketSizeBytes",
            Dimensions=[{"Name": k, "Value": v} for k, v in standard.items()],
            StartTime=day,
            EndTime=day + dt.timedelta(days=1),
            Period=86400,
            Statistics=["SampleCount"],
        )["Datapoints"]
        assert [(p["Timestamp"], p["SampleCount"]) for p in points] == [(day, 1.0)]  # one a day, at 00:00
        listed = cw.list_metrics(Namespace="AWS/S3", MetricName="BucketSizeBytes")["Metrics"]
        buckets = {d["Value"] for m in listed for d in m["Dimensions"] if d["Name"] == "BucketName"}
        assert "stored-empty" not in buckets
    finally:
        server.reset_clock()


def test_iot_broker_rule_and_action_metrics(server: LabcloudProcess) -> None:
    iot = server.boto3_client("iot")
    iot_data = server.boto3_client("iot-data")
    cw = server.boto3_client("cloudwatch")
    out = queue(server, "metered-out")
    errors = queue(server, "metered-errors")
    allowed = role(server, "metered-sqs", ["sqs:SendMessage"])
    denied = role(server, "metered-none", [])
    sqs_to = [{"sqs": {"queueUrl": out, "roleArn": allowed}}]
    iot.create_topic_rule(
        ruleName="metered",
        topicRulePayload={"sql": "SELECT * FROM 'plant/+' WHERE temp > 20", "actions": sqs_to},
    )
    iot.create_topic_rule(
        ruleName="metered_failing",
        topicRulePayload={
            "sql": "SELECT * FROM 'plant/#'",
            "actions": [{"sqs": {"queueUrl": out, "roleArn": denied}}],
            "errorAction": {"sqs": {"queueUrl": errors, "roleArn": allowed}},
        },
    )
    iot_data.publish(topic="plant/a", payload=json.dumps({"temp": 30}).encode())
    iot_data.publish(topic="plant/b", payload=json.dumps({"temp": 10}).encode())
    assert len(receive(server, errors, 2)) == 2
    now = dt.datetime.now(UTC)
    rule = {"RuleName": "metered"}
    _until(lambda: _stat(cw, "AWS/IoT", "TopicMatch", rule, "Sum", now), lambda v: v == 2, "TopicMatch")
    assert _stat(cw, "AWS/IoT", "PublishIn.Success", {"Protocol": "HTTP"}, "Sum", now) == 2
    assert _stat(cw, "AWS/IoT", "RulesExecuted", {}, "Sum", now) == 3  # metered once, metered_failing twice
    assert _stat(cw, "AWS/IoT", "Success", {"ActionType": "SQS", "RuleName": "metered"}, "Sum", now) == 1
    failing = {"ActionType": "SQS", "RuleName": "metered_failing"}
    assert _stat(cw, "AWS/IoT", "Failure", failing, "Sum", now) == 2
    assert _stat(cw, "AWS/IoT", "ErrorActionSuccess", failing, "Sum", now) == 2


EFS_WRITER = """
def handler(event, context):
    with open("/mnt/data/report.bin", "wb") as f:
        f.write(b"r" * 4096)
    return {"ok": True}
"""


def test_efs_storage_bytes_every_fifteen_minutes(server: LabcloudProcess) -> None:
    ec2 = server.boto3_client("ec2")
    efs = server.boto3_client("efs")
    cw = server.boto3_client("cloudwatch")
    vpc = ec2.create_vpc(CidrBlock="10.40.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.40.1.0/24", AvailabilityZone="us-east-1a")["Subnet"]
    group = ec2.create_security_group(GroupName="metered-fn", Description="fn", VpcId=vpc)["GroupId"]
    fs = efs.create_file_system(CreationToken="metered")["FileSystemId"]
    efs.create_mount_target(FileSystemId=fs, SubnetId=subnet["SubnetId"], SecurityGroups=[group])
    point = efs.create_access_point(
        FileSystemId=fs,
        PosixUser={"Uid": 1001, "Gid": 1001},
        RootDirectory={
            "Path": "/reports",
            "CreationInfo": {"OwnerUid": 1001, "OwnerGid": 1001, "Permissions": "750"},
        },
    )["AccessPointArn"]
    lam = server.boto3_client("lambda")
    lam.create_function(
        FunctionName="metered-efs-writer",
        Runtime="python3.12",
        Role=create_role(server),
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": EFS_WRITER})},
        VpcConfig={"SubnetIds": [subnet["SubnetId"]], "SecurityGroupIds": [group]},
        FileSystemConfigs=[{"Arn": point, "LocalMountPath": "/mnt/data"}],
    )
    answer = lam.invoke(FunctionName="metered-efs-writer", Payload=b"{}")
    assert "FunctionError" not in answer, answer["Payload"].read()
    try:
        moved = server.advance_clock("15m")["now"]
        slot = dt.datetime.fromtimestamp(moved // 900 * 900, UTC)
        total = {"FileSystemId": fs, "StorageClass": "Total"}
        size = _until(
            lambda: _stat(cw, "AWS/EFS", "StorageBytes", total, "Maximum", slot, 900),
            lambda v: v is not None and v >= 4096,
            "StorageBytes",
        )
        assert size == 4096
        standard = {"FileSystemId": fs, "StorageClass": "Standard"}
        assert _stat(cw, "AWS/EFS", "StorageBytes", standard, "Maximum", slot, 900) == 4096
    finally:
        server.reset_clock()
