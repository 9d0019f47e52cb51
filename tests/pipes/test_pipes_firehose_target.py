"""A Firehose delivery stream as a pipe's target: each event (after the InputTemplate) is put as a record
as the pipe's role, and a role without firehose:PutRecord fails the batch with Firehose's error."""

from __future__ import annotations

import json
import time
from typing import Any

from pipes_helpers import SQS_SOURCE, error_of, pipe_role, queue, wait_for, wait_state

from labcloud.testing.server_process import LabcloudProcess

FIREHOSE_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "firehose.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def delivery_stream(labcloud: LabcloudProcess, name: str) -> str:
    labcloud.boto3_client("s3").create_bucket(Bucket=name)
    writer = pipe_role(labcloud, f"{name}-writer", ["s3:PutObject"], trust=FIREHOSE_TRUST)
    arn: str = labcloud.boto3_client("firehose").create_delivery_stream(
        DeliveryStreamName=name,
        ExtendedS3DestinationConfiguration={
            "RoleARN": writer,
            "BucketARN": f"arn:aws:s3:::{name}",
            "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
        },
    )["DeliveryStreamARN"]
    return arn


def archived(labcloud: LabcloudProcess, bucket: str, timeout: float = 15.0) -> bytes:
    s3 = labcloud.boto3_client("s3")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        labcloud.advance_clock(61)
        keys = sorted(item["Key"] for item in s3.list_objects_v2(Bucket=bucket).get("Contents") or [])
        if keys:
            return b"".join(s3.get_object(Bucket=bucket, Key=key)["Body"].read() for key in keys)
        time.sleep(0.2)
    return b""


def test_a_pipe_puts_each_event_into_the_delivery_stream(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    stream = delivery_stream(labcloud, "pipe-archive")
    src_url, src_arn = queue(sqs, "to-firehose-in")
    role = pipe_role(labcloud, "pipe-firehose", [*SQS_SOURCE, "firehose:PutRecord"])
    not_a_stream = stream.replace("deliverystream/", "stream/")
    assert (
        error_of(pipes.create_pipe, Name="bad", Source=src_arn, Target=not_a_stream, RoleArn=role)["Code"]
        == "ValidationException"
    )
    pipes.create_pipe(
        Name="to-firehose",
        Source=src_arn,
        Target=stream,
        RoleArn=role,
        TargetParameters={"InputTemplate": '{"said": "<$.body.text>"}'},
    )
    wait_state(pipes, "to-firehose", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody=json.dumps({"text": "archived"}))
    assert archived(labcloud, "pipe-archive") == b'{"said": "archived"}'


def test_a_role_without_put_record_fails_the_batch(labcloud: LabcloudProcess, pipes: Any, sqs: Any):
    stream = delivery_stream(labcloud, "pipe-guarded")
    src_url, src_arn = queue(sqs, "guarded-in")
    role = pipe_role(labcloud, "pipe-weak", [*SQS_SOURCE])
    pipes.create_pipe(Name="guarded", Source=src_arn, Target=stream, RoleArn=role)
    wait_state(pipes, "guarded", "RUNNING")
    sqs.send_message(QueueUrl=src_url, MessageBody="kept back")
    batches = wait_for(labcloud, "pipes.pipe.batch")
    assert batches and batches[0]["outcome"] == "Failed"
    assert "AccessDenied" in str(batches[0]["error"])
    assert archived(labcloud, "pipe-guarded", timeout=1.0) == b""
