"""A trail delivering to CloudWatch Logs against a real server: CreateTrail/UpdateTrail's checks of the log
group and role (each AWS error code), the records arriving in ``<account>_CloudTrail_<region>`` within
seconds, a metric filter and a Lambda subscription on that group, GetTrailStatus' CloudWatch fields, a role
that stops allowing delivery (nothing delivered, the error shown) and a restart."""

from __future__ import annotations

import datetime as dt
import io
import json
import time
import urllib.request
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"
STREAM = f"{ACCOUNT}_CloudTrail_us-east-1"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "cloudtrail.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


@pytest.fixture
def server(labcloud: LabcloudProcess) -> Iterator[LabcloudProcess]:
    try:
        yield labcloud
    finally:
        labcloud.reset_clock()


def _code(call: Callable[..., Any], **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def _wait(check: Callable[[], Any], timeout: float = 20.0) -> Any:
    """Poll until ``check`` is truthy (a bound on waiting, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.1)


def _bucket(server: LabcloudProcess, bucket: str) -> None:
    s3 = server.boto3_client("s3")
    s3.create_bucket(Bucket=bucket)
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "cloudtrail.amazonaws.com"},
        "Action": "s3:PutObject",
        "Resource": f"arn:aws:s3:::{bucket}/AWSLogs/*",
    }
    s3.put_bucket_policy(
        Bucket=bucket, Policy=json.dumps({"Version": "2012-10-17", "Statement": [statement]})
    )


def _group(server: LabcloudProcess, name: str) -> str:
    server.boto3_client("logs").create_log_group(logGroupName=name)
    return f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:{name}:*"


def _role(
    server: LabcloudProcess, name: str, group: str, trust: dict[str, Any] = TRUST, allow: bool = True
) -> str:
    iam = server.boto3_client("iam")
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"])
    if allow:
        _allow(server, name, group)
    return arn


def _allow(server: LabcloudProcess, role: str, group_name: str) -> None:
    statement = {
        "Effect": "Allow",
        "Action": ["logs:CreateLogStream", "logs:PutLogEvents"],
        "Resource": f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:{group_name}:log-stream:*",
    }
    server.boto3_client("iam").put_role_policy(
        RoleName=role,
        PolicyName="deliver",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [statement]}),
    )


def _messages(server: LabcloudProcess, group: str) -> list[dict[str, Any]]:
    logs = server.boto3_client("logs")
    try:
        events = logs.get_log_events(logGroupName=group, logStreamName=STREAM, startFromHead=True)["events"]
    except ClientError:
        return []
    return [json.loads(e["message"]) for e in events]


def test_create_and_update_check_the_group_and_role(server: LabcloudProcess) -> None:
    ct = server.boto3_client("cloudtrail")
    _bucket(server, "ct-cwl-checks")
    group = _group(server, "ct-checks")
    role = _role(server, "ct-checks-role", "ct-checks")
    untrusting = _role(
        server,
        "ct-checks-lambda",
        "ct-checks",
        trust={
            **TRUST,
            "Statement": [{**TRUST["Statement"][0], "Principal": {"Service": "lambda.amazonaws.com"}}],
        },
    )
    powerless = _role(server, "ct-checks-powerless", "ct-checks", allow=False)
    base = {"Name": "checked", "S3BucketName": "ct-cwl-checks"}
    cases = [
        ({"CloudWatchLogsLogGroupArn": group}, "InvalidCloudWatchLogsRoleArnException"),
        ({"CloudWatchLogsRoleArn": role}, "InvalidCloudWatchLogsLogGroupArnException"),
        (
            {"CloudWatchLogsLogGroupArn": group[:-2], "CloudWatchLogsRoleArn": role},
            "InvalidCloudWatchLogsLogGroupArnException",
        ),
        (
            {
                "CloudWatchLogsLogGroupArn": group.replace("ct-checks", "ct-missing"),
                "CloudWatchLogsRoleArn": role,
            },
            "InvalidCloudWatchLogsLogGroupArnException",
        ),
        (
            {
                "CloudWatchLogsLogGroupArn": group.replace("us-east-1", "eu-west-1"),
                "CloudWatchLogsRoleArn": role,
            },
            "InvalidCloudWatchLogsLogGroupArnException",
        ),
        (
            {
                "CloudWatchLogsLogGroupArn": group,
                "CloudWatchLogsRoleArn": role.replace("ct-checks-role", "nobody"),
            },
            "InvalidCloudWatchLogsRoleArnException",
        ),
        (
            {"CloudWatchLogsLogGroupArn": group, "CloudWatchLogsRoleArn": "not-an-arn"},
            "InvalidCloudWatchLogsRoleArnException",
        ),
        (
            {"CloudWatchLogsLogGroupArn": group, "CloudWatchLogsRoleArn": untrusting},
            "InvalidCloudWatchLogsRoleArnException",
        ),
        (
            {"CloudWatchLogsLogGroupArn": group, "CloudWatchLogsRoleArn": powerless},
            "InvalidCloudWatchLogsLogGroupArnException",
        ),
    ]
    for extra, code in cases:
        assert _code(ct.create_trail, **base, **extra) == code, extra
    assert ct.list_trails()["Trails"] == []
    with pytest.raises(ClientError) as caught:
        ct.create_trail(**base, CloudWatchLogsLogGroupArn=group, CloudWatchLogsRoleArn=powerless)
    assert caught.value.response["Error"]["Message"] == "Access denied. Check the permissions for your role."
    with pytest.raises(ClientError) as caught:
        ct.create_trail(**base, CloudWatchLogsLogGroupArn=group)
    assert caught.value.response["Error"]["Message"] == "You must specify a role ARN as well as a log group."

    created = ct.create_trail(**base, CloudWatchLogsLogGroupArn=group, CloudWatchLogsRoleArn=role)
    assert (created["CloudWatchLogsLogGroupArn"], created["CloudWatchLogsRoleArn"]) == (group, role)
    shown = ct.get_trail(Name="checked")["Trail"]
    assert (shown["CloudWatchLogsLogGroupArn"], shown["CloudWatchLogsRoleArn"]) == (group, role)
    [described] = ct.describe_trails(trailNameList=["checked"])["trailList"]
    assert described["CloudWatchLogsLogGroupArn"] == group

    assert _code(ct.update_trail, Name="checked", CloudWatchLogsRoleArn=powerless) == (
        "InvalidCloudWatchLogsLogGroupArnException"
    )
    assert _code(ct.update_trail, Name="checked", CloudWatchLogsLogGroupArn="") == (
        "InvalidCloudWatchLogsLogGroupArnException"
    )
    ct.update_trail(Name="checked", S3KeyPrefix="kept")  # other changes keep the target
    assert ct.get_trail(Name="checked")["Trail"]["CloudWatchLogsRoleArn"] == role
    ct.update_trail(Name="checked", CloudWatchLogsLogGroupArn="", CloudWatchLogsRoleArn="")
    cleared = ct.get_trail(Name="checked")["Trail"]
    assert "CloudWatchLogsLogGroupArn" not in cleared and "CloudWatchLogsRoleArn" not in cleared
    ct.delete_trail(Name="checked")


def _lambda_zip(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


SINK_CODE = """import base64, gzip, json
def handler(event, context):
    data = json.loads(gzip.decompress(base64.b64decode(event["awslogs"]["data"])))
    for item in data["logEvents"]:
        print("SEEN " + json.loads(item["message"])["eventName"] + " IN " + data["logStream"])
"""


def _points(server: LabcloudProcess) -> list[dict[str, Any]]:
    end = dt.datetime.now(dt.timezone.utc) + dt.timedelta(minutes=2)
    points: list[dict[str, Any]] = server.boto3_client("cloudwatch").get_metric_statistics(
        Namespace="Audit",
        MetricName="QueuesCreated",
        StartTime=end - dt.timedelta(hours=1),
        EndTime=end,
        Period=3600,
        Statistics=["Sum"],
    )["Datapoints"]
    return points


def test_records_reach_the_group_its_metric_filter_and_a_lambda_subscription(server: LabcloudProcess) -> None:
    ct = server.boto3_client("cloudtrail")
    logs = server.boto3_client("logs")
    fn = server.boto3_client("lambda")
    _bucket(server, "ct-cwl-flow")
    group = _group(server, "ct-flow")
    role = _role(server, "ct-flow-role", "ct-flow")
    logs.put_metric_filter(
        logGroupName="ct-flow",
        filterName="queues",
        filterPattern='{ $.eventName = "CreateQueue" }',
        metricTransformations=[
            {"metricName": "QueuesCreated", "metricNamespace": "Audit", "metricValue": "1"}
        ],
    )
    execution = server.boto3_client("iam").create_role(
        RoleName="ct-flow-sink",
        AssumeRolePolicyDocument=json.dumps(
            {
                **TRUST,
                "Statement": [{**TRUST["Statement"][0], "Principal": {"Service": "lambda.amazonaws.com"}}],
            }
        ),
    )["Role"]["Arn"]
    server.boto3_client("iam").attach_role_policy(
        RoleName="ct-flow-sink", PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
    )
    sink = fn.create_function(
        FunctionName="ct-flow-sink",
        Runtime="python3.12",
        Role=execution,
        Handler="app.handler",
        Code={"ZipFile": _lambda_zip(SINK_CODE)},
    )["FunctionArn"]
    fn.add_permission(
        FunctionName="ct-flow-sink",
        StatementId="logs",
        Action="lambda:InvokeFunction",
        Principal="logs.amazonaws.com",
    )
    logs.put_subscription_filter(
        logGroupName="ct-flow",
        filterName="sink",
        filterPattern='{ $.eventSource = "sqs.amazonaws.com" }',
        destinationArn=sink,
    )
    ct.create_trail(
        Name="to-logs",
        S3BucketName="ct-cwl-flow",
        CloudWatchLogsLogGroupArn=group,
        CloudWatchLogsRoleArn=role,
    )
    ct.start_logging(Name="to-logs")
    assert "LatestCloudWatchLogsDeliveryTime" not in ct.get_trail_status(Name="to-logs")
    sqs = server.boto3_client("sqs")
    sqs.create_queue(QueueName="ct-flow-a")
    sqs.create_queue(QueueName="ct-flow-b")
    sqs.list_queues()

    def arrived() -> list[dict[str, Any]]:
        found = [m for m in _messages(server, "ct-flow") if m["eventSource"] == "sqs.amazonaws.com"]
        return found if len(found) == 3 else []

    records = _wait(arrived)
    assert [(r["eventName"], (r["requestParameters"] or {}).get("QueueName")) for r in records] == [
        ("CreateQueue", "ct-flow-a"),
        ("CreateQueue", "ct-flow-b"),
        ("ListQueues", None),
    ]
    assert records[0]["eventVersion"] == "1.09" and records[0]["recipientAccountId"] == ACCOUNT
    streams = logs.describe_log_streams(logGroupName="ct-flow")["logStreams"]
    assert [s["logStreamName"] for s in streams] == [STREAM]
    status = ct.get_trail_status(Name="to-logs")
    assert status["LatestCloudWatchLogsDeliveryTime"].year >= 2024
    assert "LatestCloudWatchLogsDeliveryError" not in status

    (point,) = _wait(lambda: [p for p in _points(server) if p["Sum"] == 2.0])
    assert point["Sum"] == 2.0

    def seen() -> list[str]:
        try:
            events = logs.filter_log_events(logGroupName="/aws/lambda/ct-flow-sink", filterPattern='"SEEN"')
        except ClientError:
            return []
        lines = sorted(e["message"].strip() for e in events["events"])
        return lines if len(lines) == 3 else []

    assert _wait(seen, timeout=60) == [
        f"SEEN CreateQueue IN {STREAM}",
        f"SEEN CreateQueue IN {STREAM}",
        f"SEEN ListQueues IN {STREAM}",
    ]


def test_a_refused_role_delivers_nothing_and_the_target_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ct = server.boto3_client("cloudtrail")
        _bucket(server, "ct-cwl-kept")
        group = _group(server, "ct-kept")
        role = _role(server, "ct-kept-role", "ct-kept")
        ct.create_trail(
            Name="kept",
            S3BucketName="ct-cwl-kept",
            CloudWatchLogsLogGroupArn=group,
            CloudWatchLogsRoleArn=role,
        )
        ct.start_logging(Name="kept")
        server.boto3_client("sqs").create_queue(QueueName="ct-before")
        assert _wait(lambda: any(m["eventName"] == "CreateQueue" for m in _messages(server, "ct-kept")))
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        ct = again.boto3_client("cloudtrail")
        trail = ct.get_trail(Name="kept")["Trail"]
        assert (trail["CloudWatchLogsLogGroupArn"], trail["CloudWatchLogsRoleArn"]) == (group, role)
        sqs = again.boto3_client("sqs")
        sqs.create_queue(QueueName="ct-after")

        def names() -> list[str]:
            return [
                m["requestParameters"]["QueueName"]
                for m in _messages(again, "ct-kept")
                if m["eventName"] == "CreateQueue"
            ]

        assert _wait(lambda: names() == ["ct-before", "ct-after"])
        assert names() == ["ct-before", "ct-after"]

        again.boto3_client("iam").delete_role_policy(RoleName="ct-kept-role", PolicyName="deliver")
        sqs.create_queue(QueueName="ct-refused")
        status = _wait(
            lambda: (s := ct.get_trail_status(Name="kept")).get("LatestCloudWatchLogsDeliveryError") and s
        )
        assert status["LatestCloudWatchLogsDeliveryError"] == "AccessDeniedException"
        assert names() == ["ct-before", "ct-after"]  # nothing of the refused round reached the group
        with urllib.request.urlopen(again.endpoint + "/_labcloud/map", timeout=30) as response:
            shown = json.loads(response.read())
        trail_arn = trail["TrailARN"]
        assert ("delivers-to", trail_arn, group[:-2]) in {
            (e["kind"], e["from"], e["to"]) for e in shown["edges"]
        }
        [node] = [n for n in shown["nodes"] if n["id"] == trail_arn]
        assert node["status"] == "failing"

        _allow(again, "ct-kept-role", "ct-kept")
        again.advance_clock("5m")  # the five-minute round tries the waiting events again
        assert _wait(lambda: "ct-refused" in names())
        assert "LatestCloudWatchLogsDeliveryError" not in ct.get_trail_status(Name="kept")
    finally:
        again.stop()


def test_selectors_choose_the_records_and_a_multi_region_trail_writes_a_stream_per_region(
    server: LabcloudProcess,
) -> None:
    ct = server.boto3_client("cloudtrail")
    logs = server.boto3_client("logs")
    _bucket(server, "ct-cwl-regions")
    group = _group(server, "ct-regions")
    role = _role(server, "ct-regions-role", "ct-regions")
    ct.create_trail(
        Name="everywhere",
        S3BucketName="ct-cwl-regions",
        IsMultiRegionTrail=True,
        CloudWatchLogsLogGroupArn=group,
        CloudWatchLogsRoleArn=role,
    )
    ct.put_event_selectors(
        TrailName="everywhere",
        EventSelectors=[{"ReadWriteType": "WriteOnly", "IncludeManagementEvents": True}],
    )
    ct.start_logging(Name="everywhere")
    server.boto3_client("sqs").list_queues()  # a read: the WriteOnly selector leaves it out
    server.boto3_client("sqs").create_queue(QueueName="ct-here")
    server.boto3_client("sqs", region_name="eu-west-1").create_queue(QueueName="ct-there")
    there = f"{ACCOUNT}_CloudTrail_eu-west-1"

    def streams() -> list[str]:
        found = [
            s["logStreamName"] for s in logs.describe_log_streams(logGroupName="ct-regions")["logStreams"]
        ]
        return found if len(found) == 2 else []

    assert _wait(streams) == [there, STREAM]  # DescribeLogStreams orders by name
    here = [
        json.loads(e["message"])
        for e in logs.get_log_events(logGroupName="ct-regions", logStreamName=STREAM)["events"]
    ]
    away = [
        json.loads(e["message"])
        for e in logs.get_log_events(logGroupName="ct-regions", logStreamName=there)["events"]
    ]
    assert [(r["eventName"], r["awsRegion"]) for r in away] == [("CreateQueue", "eu-west-1")]
    sqs_here = [r["eventName"] for r in here if r["eventSource"] == "sqs.amazonaws.com"]
    assert sqs_here == ["CreateQueue"]
    assert all(not r["readOnly"] for r in here)

    lambda_only = {
        **TRUST,
        "Statement": [{**TRUST["Statement"][0], "Principal": {"Service": "lambda.amazonaws.com"}}],
    }
    server.boto3_client("iam").update_assume_role_policy(
        RoleName="ct-regions-role", PolicyDocument=json.dumps(lambda_only)
    )
    server.boto3_client("sqs").create_queue(QueueName="ct-untrusted")
    status = _wait(
        lambda: (s := ct.get_trail_status(Name="everywhere")).get("LatestCloudWatchLogsDeliveryError") and s
    )
    assert (
        status["LatestCloudWatchLogsDeliveryError"] == "AccessDenied"
    )  # STS's code: the role is not assumed
    ct.delete_trail(Name="everywhere")
