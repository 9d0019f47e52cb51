"""The async invoke queue is durable: an event waiting for its retry runs after kill -9 and a restart."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from lambda_helpers import create_role, deployer, events, wait_for

from labcloud.testing.server_process import LabcloudProcess

# Fails while the flag item exists (the test controls it through DynamoDB: a sandbox sees none of the
# test's files), then succeeds.
FLAKY = """
import boto3
def handler(event, context):
    flags = boto3.client("dynamodb")
    if "Item" in flags.get_item(TableName="flags", Key={"id": {"S": "fail"}}):
        raise RuntimeError("not yet")
    return {"done": event["n"]}
"""


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        yield process
    finally:
        process.stop()


def _finished(server: LabcloudProcess) -> list[dict[str, object]]:
    return [
        e["data"] for e in events(server, "lambda.invocation.finished") if e["data"]["trigger"] == "async"
    ]


def test_queued_retry_runs_after_kill_and_restart(server: LabcloudProcess) -> None:
    dynamodb = server.boto3_client("dynamodb")
    dynamodb.create_table(
        TableName="flags",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    dynamodb.put_item(TableName="flags", Item={"id": {"S": "fail"}})
    deployer(server, create_role(server))("flaky", FLAKY, Timeout=10)
    lam = server.boto3_client("lambda")
    answer = lam.invoke(FunctionName="flaky", InvocationType="Event", Payload=json.dumps({"n": 7}))
    assert answer["StatusCode"] == 202
    request_id = answer["ResponseMetadata"]["RequestId"]
    first = wait_for(lambda: _finished(server))  # the first attempt failed; a retry is due in about 1 s
    assert [(f["request_id"], f["status"]) for f in first] == [(request_id, "error")]

    dynamodb.delete_item(TableName="flags", Key={"id": {"S": "fail"}})  # the retry is still ~1 s away
    server.kill()
    server.start()

    done = wait_for(lambda: [f for f in _finished(server) if f["status"] == "success"], timeout=30)
    assert [(f["request_id"], f["result"]) for f in done] == [(request_id, {"done": 7})]
    destination = wait_for(lambda: events(server, "lambda.invocation.destination"))
    assert destination[0]["data"]["condition"] == "Success"
    assert destination[0]["data"]["attempts"] == 2
