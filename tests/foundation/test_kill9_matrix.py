"""kill -9 in the middle of labcloud's own background work, then a restart (issue 20).

Each case crashes the server while something is half done — an event source mapping batch whose
function is still running, an async invocation mid-attempt, transactions being written, a message
move task part-way, a TTL sweep — and checks after the restart: no acknowledged write or message
lost, no duplicate effect created by labcloud itself (a message never doubles; a transaction is
all-or-nothing; an expired item's deletion is recorded once), and the background work resumes.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError, EndpointConnectionError

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
from lambda_helpers import create_role, deployer, wait_for  # noqa: E402

# Each start is recorded in DynamoDB before the function sleeps (a sandbox sees none of the test's files).
SLOW_RECORDER = """
import json, os, time, uuid
import boto3
EFFECTS = boto3.client("dynamodb")  # made in the init phase: the handler's time is its sleep
def handler(event, context):
    bodies = [r["body"] for r in event.get("Records", [])] or [event.get("n")]
    EFFECTS.put_item(
        TableName="effects", Item={"id": {"S": str(uuid.uuid4())}, "start": {"S": json.dumps(bodies)}}
    )
    time.sleep(float(os.environ["SLEEP"]))
    return bodies
"""


def _deploy_slow(server: LabcloudProcess, name: str, sleep: float, timeout: int) -> None:
    server.boto3_client("dynamodb").create_table(
        TableName="effects",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    deployer(server, create_role(server))(
        name, SLOW_RECORDER, Timeout=timeout, Environment={"Variables": {"SLEEP": str(sleep)}}
    )


def _starts(server: LabcloudProcess) -> list[list[Any]]:
    items = server.boto3_client("dynamodb").scan(TableName="effects")["Items"]
    return [json.loads(item["start"]["S"]) for item in items]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    env = dict(os.environ, LABCLOUD_DYNAMODB_TTL_INTERVAL="0.2")
    process = LabcloudProcess(data_dir=tmp_path / "data", env=env).start()
    try:
        yield process
    finally:
        process.stop()


def _restart(server: LabcloudProcess) -> None:
    server.kill()
    server.start()


def _queue(sqs: Any, name: str, **attributes: str) -> tuple[str, str]:
    url = sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
    return url, sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]


def _drain(sqs: Any, url: str) -> list[str]:
    bodies: list[str] = []
    while True:
        got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=60).get(
            "Messages", []
        )
        if not got:
            return bodies
        bodies += [m["Body"] for m in got]


def test_kill_during_an_esm_batch(server: LabcloudProcess) -> None:
    _deploy_slow(server, "slowbatch", 3, 5)
    sqs = server.boto3_client("sqs")
    # past the function's init (boto3 imported) and its 3 s, so only the crash makes a redelivery
    url, arn = _queue(sqs, "batch-crash", VisibilityTimeout="10")
    sent = [f"m{i}" for i in range(3)]
    for body in sent:
        sqs.send_message(QueueUrl=url, MessageBody=body)
    lam = server.boto3_client("lambda")
    mapping = lam.create_event_source_mapping(
        FunctionName="slowbatch", EventSourceArn=arn, BatchSize=10, MaximumBatchingWindowInSeconds=1
    )
    wait_for(lambda: _starts(server))  # the function is running the batch
    _restart(server)  # kill -9 mid-invocation

    assert server.boto3_client("lambda").get_event_source_mapping(UUID=mapping["UUID"])["State"] == "Enabled"
    sqs = server.boto3_client("sqs")

    def settled() -> bool:
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
        return (
            attributes["ApproximateNumberOfMessages"],
            attributes["ApproximateNumberOfMessagesNotVisible"],
        ) == ("0", "0")

    wait_for(settled, timeout=40)  # messages are deleted only after a successful batch
    starts = _starts(server)
    assert sorted(b for batch in starts for b in batch if batch) and set(sum(starts, [])) == set(sent)
    counts = {body: sum(batch.count(body) for batch in starts) for body in sent}
    assert all(1 <= n <= 2 for n in counts.values()), counts  # the crashed attempt and one redelivery at most
    assert _drain(sqs, url) == []  # no message doubled in the queue


def test_kill_during_an_async_attempt(server: LabcloudProcess) -> None:
    _deploy_slow(server, "slowasync", 3, 10)
    sqs = server.boto3_client("sqs")
    url, arn = _queue(sqs, "async-done")
    lam = server.boto3_client("lambda")
    lam.put_function_event_invoke_config(
        FunctionName="slowasync", DestinationConfig={"OnSuccess": {"Destination": arn}}
    )
    answer = lam.invoke(FunctionName="slowasync", InvocationType="Event", Payload=json.dumps({"n": 42}))
    request_id = answer["ResponseMetadata"]["RequestId"]
    wait_for(lambda: _starts(server))
    _restart(server)

    sqs = server.boto3_client("sqs")
    got = wait_for(lambda: sqs.receive_message(QueueUrl=url, WaitTimeSeconds=2).get("Messages"), timeout=40)
    record = json.loads(got[0]["Body"])
    assert record["requestContext"]["requestId"] == request_id
    assert record["responsePayload"] == [42]
    sqs.delete_message(QueueUrl=url, ReceiptHandle=got[0]["ReceiptHandle"])
    assert _drain(sqs, url) == []  # one destination record: the retried invocation is not doubled
    queued = server.get("/_labcloud/events?kind=lambda.invocation.destination")["events"]
    assert [e["data"]["request_id"] for e in queued] == [request_id]


def test_kill_while_transactions_are_written(server: LabcloudProcess) -> None:
    ddb = server.boto3_client(
        "dynamodb", config=Config(retries={"max_attempts": 1}, connect_timeout=2, read_timeout=5)
    )
    ddb.create_table(
        TableName="txs",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    acknowledged: list[int] = []
    stop = threading.Event()

    def writer() -> None:
        index = 0
        while not stop.is_set():
            try:
                ddb.transact_write_items(
                    TransactItems=[
                        {
                            "Put": {
                                "TableName": "txs",
                                "Item": {"pk": {"S": f"a{index}"}, "tx": {"N": str(index)}},
                            }
                        },
                        {
                            "Put": {
                                "TableName": "txs",
                                "Item": {"pk": {"S": f"b{index}"}, "tx": {"N": str(index)}},
                            }
                        },
                        {
                            "Update": {
                                "TableName": "txs",
                                "Key": {"pk": {"S": "counter"}},
                                "UpdateExpression": "ADD n :one",
                                "ExpressionAttributeValues": {":one": {"N": "1"}},
                            }
                        },
                    ]
                )
                acknowledged.append(index)
            except (ClientError, EndpointConnectionError, OSError, Exception):  # noqa: BLE001 - the crash
                return
            index += 1

    thread = threading.Thread(target=writer)
    thread.start()
    wait_for(lambda: len(acknowledged) >= 30)
    server.kill()
    stop.set()
    thread.join(10)
    server.start()
    ddb = server.boto3_client("dynamodb")
    items = ddb.scan(TableName="txs")["Items"]
    by_tx: dict[int, set[str]] = {}
    counter = 0
    for item in items:
        if item["pk"]["S"] == "counter":
            counter = int(item["n"]["N"])
        else:
            by_tx.setdefault(int(item["tx"]["N"]), set()).add(item["pk"]["S"][0])
    assert set(acknowledged) <= set(by_tx)  # every acknowledged transaction survived
    assert all(sides == {"a", "b"} for sides in by_tx.values())  # all-or-nothing, never half
    assert counter == len(by_tx)  # the counter moved once per stored transaction


def test_kill_during_a_message_move_task(server: LabcloudProcess) -> None:
    sqs = server.boto3_client("sqs")
    dlq_url, dlq_arn = _queue(sqs, "move-dlq")
    source_url, source_arn = _queue(
        sqs, "move-source", RedrivePolicy=json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": 5})
    )
    bodies = [f"dead-{i}" for i in range(30)]
    for start in range(0, len(bodies), 10):
        sqs.send_message_batch(
            QueueUrl=dlq_url,
            Entries=[{"Id": str(i), "MessageBody": b} for i, b in enumerate(bodies[start : start + 10])],
        )
    handle = sqs.start_message_move_task(
        SourceArn=dlq_arn, DestinationArn=source_arn, MaxNumberOfMessagesPerSecond=10
    )["TaskHandle"]

    def moved() -> int:
        return int(
            sqs.list_message_move_tasks(SourceArn=dlq_arn)["Results"][0]["ApproximateNumberOfMessagesMoved"]
        )

    wait_for(lambda: moved() >= 5)
    _restart(server)
    sqs = server.boto3_client("sqs")
    task = wait_for(
        lambda: [
            t for t in sqs.list_message_move_tasks(SourceArn=dlq_arn)["Results"] if t["Status"] == "COMPLETED"
        ],
        timeout=30,
    )[0]
    # the task (the only one started) resumed after the restart and finished, its count intact
    assert handle and task["ApproximateNumberOfMessagesMoved"] == 30
    landed = _drain(sqs, source_url)
    assert sorted(landed) == sorted(bodies)  # every message once: none lost, none doubled
    assert _drain(sqs, dlq_url) == []


def test_kill_during_a_ttl_sweep(server: LabcloudProcess) -> None:
    ddb = server.boto3_client("dynamodb")
    ddb.create_table(
        TableName="ttl",
        KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    ddb.update_time_to_live(
        TableName="ttl", TimeToLiveSpecification={"Enabled": True, "AttributeName": "exp"}
    )
    past = str(int(time.time()) - 3600)
    future = str(int(time.time()) + 86400)
    for start in range(0, 600, 25):
        ddb.batch_write_item(
            RequestItems={
                "ttl": [
                    {"PutRequest": {"Item": {"pk": {"S": f"old{i}"}, "exp": {"N": past}}}}
                    for i in range(start, start + 25)
                ]
            }
        )
    ddb.put_item(TableName="ttl", Item={"pk": {"S": "keep"}, "exp": {"N": future}})

    def ttl_deletions() -> list[dict[str, Any]]:
        return [
            e["data"]
            for e in server.get("/_labcloud/events?kind=dynamodb.write.decided&limit=100000")["events"]
            if e["data"]["operation"] == "TTL"
        ]

    wait_for(lambda: ttl_deletions())  # the sweep has begun
    _restart(server)
    ddb = server.boto3_client("dynamodb")
    wait_for(lambda: ddb.scan(TableName="ttl", Select="COUNT")["Count"] == 1, timeout=30)
    assert ddb.get_item(TableName="ttl", Key={"pk": {"S": "keep"}})["Item"]["exp"]["N"] == future
    keys = [d["key"]["pk"]["S"] for d in ttl_deletions()]
    assert sorted(keys) == sorted(f"old{i}" for i in range(600))  # each expired item deleted, recorded once
