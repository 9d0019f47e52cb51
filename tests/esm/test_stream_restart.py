"""A stream mapping survives a crash: its shard checkpoint holds, a blocked batch stays blocked and
nothing already delivered is delivered again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lambda_helpers import create_role, deployer, events, make_zip, wait_for

from labcloud.testing.server_process import LabcloudProcess

POISON = """
def handler(event, context):
    for record in event["Records"]:
        if record["dynamodb"].get("NewImage", {}).get("fail", {}).get("BOOL"):
            raise RuntimeError("poison")
    return None
"""
FIXED = "def handler(event, context):\n    return None\n"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path).start()
    try:
        yield process
    finally:
        process.stop()


def _succeeded(server: LabcloudProcess) -> list[str]:
    # batches first: a batch's invocation started before it, so every sequence number read here
    # is in the invocations read next (the other order races a batch finishing between the reads)
    batches = events(server, "lambda.esm.stream.batch")
    keys: dict[str, str] = {}
    for event in events(server, "lambda.invocation.started"):
        for record in event["data"]["event"].get("Records", []):
            keys[record["dynamodb"]["SequenceNumber"]] = record["dynamodb"]["Keys"]["pk"]["S"]
    out = []
    for batch in batches:
        if batch["data"]["outcome"] == "Success":
            out += [keys[n] for n in batch["data"]["sequence_numbers"]]
    return out


def _attempts(server: LabcloudProcess, key: str) -> int:
    return sum(
        1
        for e in events(server, "lambda.invocation.started")
        for r in e["data"]["event"].get("Records", [])
        if r["dynamodb"]["Keys"]["pk"]["S"] == key
    )


def test_a_blocked_shard_resumes_in_order_after_kill_and_restart(server: LabcloudProcess) -> None:
    deployer(server, create_role(server))("consumer", POISON)
    ddb = server.boto3_client("dynamodb")
    arn = ddb.create_table(
        TableName="orders",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"},
    )["TableDescription"]["LatestStreamArn"]
    lam = server.boto3_client("lambda")
    mapping = lam.create_event_source_mapping(
        FunctionName="consumer", EventSourceArn=arn, StartingPosition="TRIM_HORIZON", BatchSize=1
    )
    ddb.put_item(TableName="orders", Item={"pk": {"S": "a"}})
    wait_for(lambda: _succeeded(server) == ["a"])
    ddb.put_item(TableName="orders", Item={"pk": {"S": "bad"}, "fail": {"BOOL": True}})
    ddb.put_item(TableName="orders", Item={"pk": {"S": "after"}})
    wait_for(lambda: _attempts(server, "bad") >= 2)  # retried, blocking "after"
    assert _attempts(server, "after") == 0

    server.kill()
    server.start()

    lam = server.boto3_client("lambda")
    assert lam.get_event_source_mapping(UUID=mapping["UUID"])["State"] == "Enabled"
    wait_for(lambda: _attempts(server, "bad") >= 3)  # still blocked after the restart
    assert _attempts(server, "after") == 0
    lam.update_function_code(FunctionName="consumer", ZipFile=make_zip({"app.py": FIXED}))
    wait_for(lambda: _succeeded(server) == ["a", "bad", "after"], timeout=30)
    assert _attempts(server, "a") == 1  # the checkpoint held: nothing delivered twice
    ddb = server.boto3_client("dynamodb")
    ddb.put_item(TableName="orders", Item={"pk": {"S": "later"}})
    wait_for(lambda: _succeeded(server) == ["a", "bad", "after", "later"])


def test_latest_mapping_resumes_after_restart_without_skipping(server: LabcloudProcess) -> None:
    deployer(server, create_role(server))("latest", FIXED)
    ddb = server.boto3_client("dynamodb")
    arn = ddb.create_table(
        TableName="orders",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "KEYS_ONLY"},
    )["TableDescription"]["LatestStreamArn"]
    ddb.put_item(TableName="orders", Item={"pk": {"S": "old"}})
    server.boto3_client("lambda").create_event_source_mapping(
        FunctionName="latest", EventSourceArn=arn, StartingPosition="LATEST"
    )
    ddb.put_item(TableName="orders", Item={"pk": {"S": "one"}})
    wait_for(lambda: _succeeded(server) == ["one"])
    server.kill()
    server.start()
    server.boto3_client("dynamodb").put_item(TableName="orders", Item={"pk": {"S": "two"}})
    wait_for(lambda: _succeeded(server) == ["one", "two"])
    assert _attempts(server, "old") == 0
