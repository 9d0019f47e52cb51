"""The async invoke queue is durable: an event waiting for its retry runs after kill -9 and a restart (a
tenant-isolated function's event with its tenant, and the function's TenancyConfig kept)."""

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
    return {"done": event["n"], "tenant": context.tenant_id}
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
    deploy = deployer(server, create_role(server))
    deploy("flaky", FLAKY, Timeout=10)
    deploy("flaky-tenant", FLAKY, Timeout=10, TenancyConfig={"TenantIsolationMode": "PER_TENANT"})
    lam = server.boto3_client("lambda")
    answer = lam.invoke(FunctionName="flaky", InvocationType="Event", Payload=json.dumps({"n": 7}))
    assert answer["StatusCode"] == 202
    request_id = answer["ResponseMetadata"]["RequestId"]
    isolated = lam.invoke(
        FunctionName="flaky-tenant", InvocationType="Event", TenantId="acme", Payload=json.dumps({"n": 8})
    )["ResponseMetadata"]["RequestId"]
    # the first attempts failed; their retries are due in about 1 s
    first = wait_for(lambda: _finished(server) if len(_finished(server)) == 2 else None)
    assert sorted((f["request_id"], f["status"]) for f in first) == sorted(
        [(request_id, "error"), (isolated, "error")]
    )

    dynamodb.delete_item(TableName="flags", Key={"id": {"S": "fail"}})  # the retry is still ~1 s away
    server.kill()
    server.start()

    def succeeded() -> dict[str, object] | None:
        found = {f["request_id"]: f["result"] for f in _finished(server) if f["status"] == "success"}
        return found if len(found) == 2 else None

    assert wait_for(succeeded, timeout=30) == {
        request_id: {"done": 7, "tenant": None},
        isolated: {"done": 8, "tenant": "acme"},
    }
    tenancy = lam.get_function_configuration(FunctionName="flaky-tenant")["TenancyConfig"]
    assert tenancy == {"TenantIsolationMode": "PER_TENANT"}
    destinations = [
        e["data"] for e in wait_for(lambda: events(server, "lambda.invocation.destination")) if e["data"]
    ]
    assert {(d["condition"], d["attempts"]) for d in destinations} == {("Success", 2)}
