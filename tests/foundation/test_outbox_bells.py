"""Periodic tasks with a bell (``scheduler.py``): DynamoDB's Kinesis delivery and replication rounds stay
quiet on an idle server (their slow fallback) and run when a write queues work. That a write queued
before a kill is delivered after the restart is tests/dynamodb/test_dynamodb_kinesis_destination.py's."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module")
def server() -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(in_memory=True).start()
    try:
        yield process
    finally:
        process.stop()


def _tasks(server: LabcloudProcess) -> dict[str, dict[str, Any]]:
    with urllib.request.urlopen(f"{server.endpoint}/_labcloud/scheduler", timeout=10) as answer:
        assert answer.status == 200
        return {task["name"]: task for task in json.loads(answer.read())["tasks"]}


def test_the_scheduler_route_lists_each_task_with_its_intervals_and_runs(server: LabcloudProcess) -> None:
    server.boto3_client("dynamodb").list_tables()  # DynamoDB's tasks are there once it is built
    tasks = _tasks(server)
    kinesis = tasks["dynamodb.kinesis"]
    assert kinesis["interval"] == 0.05 and kinesis["idle"] == 1.0 and kinesis["runs"] >= 1
    assert tasks["dynamodb.replication"]["idle"] == 1.0
    assert tasks["dynamodb.ttl"]["idle"] is None  # a plain periodic task: no bell


def test_an_idle_servers_outbox_rounds_run_on_the_slow_fallback(server: LabcloudProcess) -> None:
    server.boto3_client("dynamodb").list_tables()
    before = _tasks(server)
    time.sleep(2.0)
    after = _tasks(server)
    for name in ("dynamodb.kinesis", "dynamodb.replication"):
        # every 50 ms that would be ~40 runs; on the 1 s fallback 2 or 3
        assert after[name]["runs"] - before[name]["runs"] <= 4, name


def test_a_write_to_a_replicated_table_rings_the_replication_round(server: LabcloudProcess) -> None:
    ddb = server.boto3_client("dynamodb", region_name="us-east-1")
    ddb.create_table(
        TableName="rung",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
    )
    ddb.update_table(TableName="rung", ReplicaUpdates=[{"Create": {"RegionName": "eu-west-1"}}])
    replica = server.boto3_client("dynamodb", region_name="eu-west-1")
    deadline = time.monotonic() + 10
    while replica.describe_table(TableName="rung")["Table"]["TableStatus"] != "ACTIVE":
        assert time.monotonic() < deadline, "the replica never turned ACTIVE"
        time.sleep(0.05)
    before = _tasks(server)["dynamodb.replication"]["runs"]
    ddb.put_item(TableName="rung", Item={"id": {"S": "a"}})
    deadline = time.monotonic() + 10
    while "Item" not in replica.get_item(TableName="rung", Key={"id": {"S": "a"}}):
        assert time.monotonic() < deadline, "the change never replicated"
        time.sleep(0.02)
    assert _tasks(server)["dynamodb.replication"]["runs"] > before
