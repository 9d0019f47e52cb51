"""Event source mappings survive a crash: after kill -9 and a restart the mapping polls again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lambda_helpers import create_role, deployer, events, wait_for

from labcloud.testing.server_process import LabcloudProcess

RECORDER = "def handler(event, context):\n    return [r['body'] for r in event['Records']]\n"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path).start()
    try:
        yield process
    finally:
        process.stop()


def _invoked_bodies(server: LabcloudProcess) -> list[str]:
    started = [
        e["data"] for e in events(server, "lambda.invocation.started") if e["data"]["trigger"] == "esm"
    ]
    return [r["body"] for data in started for r in data["event"]["Records"]]


def _outcomes(server: LabcloudProcess) -> list[str]:
    return [e["data"]["outcome"] for e in events(server, "lambda.esm.batch")]


def test_mapping_keeps_polling_after_kill_and_restart(server: LabcloudProcess) -> None:
    deployer(server, create_role(server))("durable", RECORDER)
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="durable-q")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    lam = server.boto3_client("lambda")
    mapping = lam.create_event_source_mapping(FunctionName="durable", EventSourceArn=arn, BatchSize=1)
    sqs.send_message(QueueUrl=url, MessageBody="before")
    wait_for(lambda: _outcomes(server) == ["Success"])  # invoked and deleted before the crash
    assert _invoked_bodies(server) == ["before"]

    server.kill()
    server.start()

    got = server.boto3_client("lambda").get_event_source_mapping(UUID=mapping["UUID"])
    assert got["State"] == "Enabled"
    sqs = server.boto3_client("sqs")
    sqs.send_message(QueueUrl=url, MessageBody="after")
    wait_for(lambda: _outcomes(server) == ["Success", "Success"])
    assert _invoked_bodies(server) == ["before", "after"]
    batch = [e["data"] for e in events(server, "lambda.esm.batch")][-1]
    assert batch["deleted"] == batch["message_ids"] and len(batch["deleted"]) == 1
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert (
        attributes["ApproximateNumberOfMessages"],
        attributes["ApproximateNumberOfMessagesNotVisible"],
    ) == ("0", "0")


def test_disabled_mapping_stays_disabled_after_restart(server: LabcloudProcess) -> None:
    deployer(server, create_role(server))("idle", RECORDER)
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="idle-q")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    lam = server.boto3_client("lambda")
    mapping = lam.create_event_source_mapping(
        FunctionName="idle", EventSourceArn=arn, BatchSize=1, Enabled=False
    )
    wait_for(lambda: lam.get_event_source_mapping(UUID=mapping["UUID"])["State"] == "Disabled")

    server.kill()
    server.start()

    lam = server.boto3_client("lambda")
    assert lam.get_event_source_mapping(UUID=mapping["UUID"])["State"] == "Disabled"
    sqs = server.boto3_client("sqs")
    sqs.send_message(QueueUrl=url, MessageBody="ignored")
    assert sqs.receive_message(QueueUrl=url, VisibilityTimeout=0)["Messages"][0]["Body"] == "ignored"
    assert _invoked_bodies(server) == []
    # enabling it after the restart starts a poller, which then takes the waiting message
    lam.update_event_source_mapping(UUID=mapping["UUID"], Enabled=True)
    wait_for(lambda: _invoked_bodies(server) == ["ignored"])
