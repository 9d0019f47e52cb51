"""A Kinesis mapping survives a crash: its shard checkpoint holds, a poison record keeps its shard
blocked, nothing already delivered is delivered again, and the shard resumes in order once fixed."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path

import pytest
from lambda_helpers import POLICIES, create_role, deployer, events, make_zip, wait_for

from labcloud.testing.server_process import LabcloudProcess

POISON = """
import base64
def handler(event, context):
    for record in event["Records"]:
        if base64.b64decode(record["kinesis"]["data"]) == b"bad":
            raise RuntimeError("poison")
    return None
"""
FIXED = "def handler(event, context):\n    return None\n"
KINESIS_ROLE = "arn:aws:iam::aws:policy/service-role/AWSLambdaKinesisExecutionRole"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path).start()
    try:
        yield process
    finally:
        process.stop()


def _records(server: LabcloudProcess) -> dict[str, bytes]:
    out = {}
    for event in events(server, "lambda.invocation.started"):
        for record in event["data"]["event"].get("Records", []):
            out[record["kinesis"]["sequenceNumber"]] = base64.b64decode(record["kinesis"]["data"])
    return out


def _succeeded(server: LabcloudProcess) -> list[bytes]:
    batches = events(server, "lambda.esm.stream.batch")
    data = _records(server)
    return [
        data[n] for b in batches if b["data"]["outcome"] == "Success" for n in b["data"]["sequence_numbers"]
    ]


def _attempts(server: LabcloudProcess, value: bytes) -> int:
    return sum(
        1
        for e in events(server, "lambda.invocation.started")
        for r in e["data"]["event"].get("Records", [])
        if base64.b64decode(r["kinesis"]["data"]) == value
    )


def test_a_blocked_kinesis_shard_resumes_in_order_after_kill_and_restart(server: LabcloudProcess) -> None:
    deployer(server, create_role(server, policies=(*POLICIES, KINESIS_ROLE)))("consumer", POISON)
    kinesis = server.boto3_client("kinesis")
    kinesis.create_stream(StreamName="orders", ShardCount=1)
    wait_for(
        lambda: (
            kinesis.describe_stream_summary(StreamName="orders")["StreamDescriptionSummary"]["StreamStatus"]
            == "ACTIVE"
        )
    )
    lam = server.boto3_client("lambda")
    mapping = lam.create_event_source_mapping(
        FunctionName="consumer",
        EventSourceArn="arn:aws:kinesis:us-east-1:000000000000:stream/orders",
        StartingPosition="TRIM_HORIZON",
        BatchSize=1,
    )
    kinesis.put_record(StreamName="orders", PartitionKey="k", Data=b"a")
    wait_for(lambda: _succeeded(server) == [b"a"])
    kinesis.put_record(StreamName="orders", PartitionKey="k", Data=b"bad")
    kinesis.put_record(StreamName="orders", PartitionKey="k", Data=b"after")
    wait_for(lambda: _attempts(server, b"bad") >= 2)  # retried, blocking "after"
    assert _attempts(server, b"after") == 0

    server.kill()
    server.start()

    lam = server.boto3_client("lambda")
    assert lam.get_event_source_mapping(UUID=mapping["UUID"])["State"] == "Enabled"
    wait_for(lambda: _attempts(server, b"bad") >= 3)  # still blocked after the restart
    assert _attempts(server, b"after") == 0
    lam.update_function_code(FunctionName="consumer", ZipFile=make_zip({"app.py": FIXED}))
    wait_for(lambda: _succeeded(server) == [b"a", b"bad", b"after"], timeout=30)
    assert _attempts(server, b"a") == 1  # the checkpoint held: nothing delivered twice
    server.boto3_client("kinesis").put_record(StreamName="orders", PartitionKey="k", Data=b"later")
    wait_for(lambda: _succeeded(server) == [b"a", b"bad", b"after", b"later"])
