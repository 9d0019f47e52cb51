"""Pipe logging (LogConfiguration): records in AWS's shape, per level, to a CloudWatch Logs group
(read back with FilterLogEvents) and to an S3 bucket; destinations labcloud refuses."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from pipes_helpers import SQS_SOURCE, error_of, pipe_role, queue, receive, wait_state

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT = "000000000000"


def group(labcloud: LabcloudProcess, name: str) -> str:
    labcloud.boto3_client("logs").create_log_group(logGroupName=name)
    return f"arn:aws:logs:us-east-1:{ACCOUNT}:log-group:{name}"


def records(labcloud: LabcloudProcess, name: str, last: str, timeout: float = 15.0) -> list[dict[str, Any]]:
    """The pipe log records in group ``name``, once one of type ``last`` is there."""
    logs = labcloud.boto3_client("logs")
    deadline = time.monotonic() + timeout
    found: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        events = logs.filter_log_events(logGroupName=name)["events"]
        found = [json.loads(e["message"]) for e in events]
        if any(r["messageType"] == last for r in found):
            return found
        time.sleep(0.1)
    raise AssertionError(f"no {last} record in {found}")


def wired(labcloud: LabcloudProcess, sqs: Any, name: str, actions: list[str]) -> dict[str, str]:
    src_url, src_arn = queue(sqs, f"{name}-in")
    out_url, out_arn = queue(sqs, f"{name}-out")
    role = pipe_role(labcloud, f"{name}-role", actions)
    return {"src_url": src_url, "src": src_arn, "out_url": out_url, "out": out_arn, "role": role}


def test_info_level_logs_the_execution_and_its_stages_with_data(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    w = wired(labcloud, sqs, "info", [*SQS_SOURCE, "sqs:SendMessage"])
    arn = group(labcloud, "/pipes/info")
    config = {
        "Level": "INFO",
        "IncludeExecutionData": ["ALL"],
        "CloudwatchLogsLogDestination": {"LogGroupArn": arn},
    }
    created = pipes.create_pipe(
        Name="info", Source=w["src"], Target=w["out"], RoleArn=w["role"], LogConfiguration=config
    )
    assert pipes.describe_pipe(Name="info")["LogConfiguration"] == config
    wait_state(pipes, "info", "RUNNING")
    sqs.send_message(QueueUrl=w["src_url"], MessageBody="hello")
    assert [m["Body"] for m in receive(sqs, w["out_url"])] and True
    found = records(labcloud, "/pipes/info", "ExecutionSucceeded")
    assert [r["messageType"] for r in found] == [
        "ExecutionStarted",
        "TargetStageEntered",
        "TargetStageSucceeded",
        "ExecutionSucceeded",
    ]
    assert {r["executionId"] for r in found} == {found[0]["executionId"]}
    assert all(r["resourceArn"] == created["Arn"] and r["logLevel"] == "INFO" for r in found)
    assert all(isinstance(r["timestamp"], int) for r in found)
    [started_batch] = json.loads(found[0]["payload"])
    assert started_batch["body"] == "hello"
    streams = labcloud.boto3_client("logs").describe_log_streams(logGroupName="/pipes/info")["logStreams"]
    assert [s["logStreamName"] for s in streams] == ["info"]


def test_error_level_logs_only_the_failures(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    # the role may read the source but not send to the target: every execution fails
    w = wired(labcloud, sqs, "errs", SQS_SOURCE)
    arn = group(labcloud, "/pipes/errs")
    pipes.create_pipe(
        Name="errs",
        Source=w["src"],
        Target=w["out"],
        RoleArn=w["role"],
        LogConfiguration={"Level": "ERROR", "CloudwatchLogsLogDestination": {"LogGroupArn": arn}},
    )
    wait_state(pipes, "errs", "RUNNING")
    sqs.send_message(QueueUrl=w["src_url"], MessageBody="refused")
    found = records(labcloud, "/pipes/errs", "ExecutionFailed")
    first = [r for r in found if r["executionId"] == found[0]["executionId"]]
    assert [r["messageType"] for r in first] == [
        "TargetInvocationFailed",
        "TargetStageFailed",
        "ExecutionFailed",
    ]
    error = first[0]["error"]
    assert error["awsService"] == "sqs" and "AccessDenied" in error["message"]
    assert all("payload" not in r for r in found)  # no IncludeExecutionData


def test_trace_level_logs_transformations_and_invocations_to_s3(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any
):
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="pipe-logs")
    w = wired(labcloud, sqs, "trace", [*SQS_SOURCE, "sqs:SendMessage"])
    pipes.create_pipe(
        Name="trace",
        Source=w["src"],
        Target=w["out"],
        RoleArn=w["role"],
        TargetParameters={"InputTemplate": '{"said": <$.body>}'},
        LogConfiguration={
            "Level": "TRACE",
            "IncludeExecutionData": ["ALL"],
            "S3LogDestination": {"BucketName": "pipe-logs", "BucketOwner": ACCOUNT, "Prefix": "logs/"},
        },
    )
    wait_state(pipes, "trace", "RUNNING")
    sqs.send_message(QueueUrl=w["src_url"], MessageBody='"hi"')
    [message] = receive(sqs, w["out_url"])
    assert json.loads(message["Body"]) == {"said": "hi"}
    deadline = time.monotonic() + 10
    keys: list[str] = []
    while not keys and time.monotonic() < deadline:
        keys = [o["Key"] for o in s3.list_objects_v2(Bucket="pipe-logs").get("Contents", [])]
        time.sleep(0.1)
    [key] = keys
    assert key.startswith("logs/trace/") and key.endswith(".log")
    lines = s3.get_object(Bucket="pipe-logs", Key=key)["Body"].read().decode().splitlines()
    found = [json.loads(line) for line in lines]
    assert [r["messageType"] for r in found] == [
        "ExecutionStarted",
        "TargetStageEntered",
        "TargetTransformationStarted",
        "TargetTransformationSucceeded",
        "TargetInvocationStarted",
        "TargetInvocationSucceeded",
        "TargetStageSucceeded",
        "ExecutionSucceeded",
    ]
    assert json.loads(found[3]["payload"]) == [{"said": "hi"}]
    assert key.endswith(found[0]["executionId"] + ".log")


BAD_LOGS = [
    (
        {
            "Level": "INFO",
            "FirehoseLogDestination": {
                "DeliveryStreamArn": "arn:aws:firehose:us-east-1:000000000000:deliverystream/x"
            },
        },
        "labcloud has no Amazon Data Firehose",
    ),
    (
        {"Level": "INFO", "CloudwatchLogsLogDestination": {"LogGroupArn": "arn:aws:s3:::b"}},
        "logGroupArn",
    ),
    (
        {
            "Level": "INFO",
            "CloudwatchLogsLogDestination": {
                "LogGroupArn": "arn:aws:logs:us-east-1:111111111111:log-group:x"
            },
        },
        "of the pipe's account",
    ),
    ({"Level": "LOUD"}, "enum value set: [OFF, ERROR, INFO, TRACE]"),
    (
        {
            "Level": "INFO",
            "IncludeExecutionData": ["SOME"],
            "S3LogDestination": {"BucketName": "bkt", "BucketOwner": ACCOUNT},
        },
        "enum value set: [ALL]",
    ),
    (
        {
            "Level": "INFO",
            "S3LogDestination": {"BucketName": "bkt", "BucketOwner": ACCOUNT, "OutputFormat": "xml"},
        },
        "enum value set: [json, plain, w3c]",
    ),
    ({"Level": "ERROR", "S3LogDestination": {"BucketName": "bkt", "BucketOwner": "me"}}, "bucketOwner"),
]


@pytest.mark.parametrize(("config", "says"), BAD_LOGS)
def test_log_configurations_aws_refuses(
    labcloud: LabcloudProcess, pipes: Any, sqs: Any, config: dict[str, Any], says: str
):
    w = wired(labcloud, sqs, "bad", [*SQS_SOURCE, "sqs:SendMessage"])
    refused = error_of(
        pipes.create_pipe,
        Name="bad",
        Source=w["src"],
        Target=w["out"],
        RoleArn=w["role"],
        LogConfiguration=config,
    )
    assert (refused["Code"], refused["Status"]) == ("ValidationException", 400)
    assert says in refused["Message"]
    pipes.create_pipe(Name="good", Source=w["src"], Target=w["out"], RoleArn=w["role"])
    refused = error_of(pipes.update_pipe, Name="good", RoleArn=w["role"], LogConfiguration=config)
    assert (refused["Code"], says in refused["Message"]) == ("ValidationException", True)
