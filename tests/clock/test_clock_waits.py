"""Waiting work woken by the moved clock: an SQS message visible again past its visibility timeout (a
long poll already waiting gets it), a delayed message, a retention period ending, a Step Functions
execution with a one-day Wait state, a DynamoDB item whose TTL passed."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from clock_helpers import eventually, queue

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess


def test_an_sqs_message_is_visible_again_after_advancing_past_its_visibility_timeout(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
):
    sqs = labcloud.boto3_client("sqs")
    url, _ = queue(sqs, "work")
    sqs.send_message(QueueUrl=url, MessageBody="job")
    first = sqs.receive_message(QueueUrl=url, VisibilityTimeout=3600)["Messages"]
    assert [m["Body"] for m in first] == ["job"]
    assert sqs.receive_message(QueueUrl=url).get("Messages", []) == []
    got: list[Any] = []
    waiting = threading.Thread(
        target=lambda: got.extend(
            sqs.receive_message(
                QueueUrl=url, WaitTimeSeconds=20, AttributeNames=["ApproximateReceiveCount"]
            ).get("Messages", [])
        )
    )
    waiting.start()
    time.sleep(0.5)  # the long poll is waiting on the hidden message (an hour away)
    labcloud_clock.advance("61m")
    waiting.join(25)
    assert [m["Body"] for m in got] == ["job"]
    assert got[0]["Attributes"]["ApproximateReceiveCount"] == "2"
    assert got[0]["MessageId"] == first[0]["MessageId"]


def test_a_delayed_message_and_the_sent_timestamp_follow_the_clock(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
):
    sqs = labcloud.boto3_client("sqs")
    url, _ = queue(sqs, "later")
    moved_to = labcloud_clock.set("2031-06-01T12:00:00Z")
    sqs.send_message(QueueUrl=url, MessageBody="in 15 minutes", DelaySeconds=900)
    assert sqs.receive_message(QueueUrl=url).get("Messages", []) == []
    labcloud_clock.advance("15m")
    found = sqs.receive_message(QueueUrl=url, AttributeNames=["SentTimestamp"])["Messages"]
    assert [m["Body"] for m in found] == ["in 15 minutes"]
    assert abs(int(found[0]["Attributes"]["SentTimestamp"]) / 1000 - moved_to) < 60


def test_messages_past_the_retention_period_are_gone(labcloud: LabcloudProcess, labcloud_clock: ServerClock):
    sqs = labcloud.boto3_client("sqs")
    url, _ = queue(sqs, "short", MessageRetentionPeriod="60")
    sqs.send_message(QueueUrl=url, MessageBody="old")

    def count() -> str:
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages"])
        return str(attributes["Attributes"]["ApproximateNumberOfMessages"])

    assert count() == "1"
    labcloud_clock.advance("2m")
    assert eventually(lambda: count() == "0")
    assert sqs.receive_message(QueueUrl=url).get("Messages", []) == []


def test_a_one_day_wait_state_ends_when_the_clock_passes_it(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
):
    sfn = labcloud.boto3_client("stepfunctions")
    definition = {
        "StartAt": "Sleep",
        "States": {
            "Sleep": {"Type": "Wait", "Seconds": 86400, "Next": "Done"},
            "Done": {"Type": "Pass", "Result": "rested", "End": True},
        },
    }
    machine = sfn.create_state_machine(
        name="nap", definition=json.dumps(definition), roleArn="arn:aws:iam::000000000000:role/sfn-role"
    )["stateMachineArn"]
    execution = sfn.start_execution(stateMachineArn=machine)["executionArn"]

    def status() -> str:
        return str(sfn.describe_execution(executionArn=execution)["status"])

    assert not eventually(lambda: status() != "RUNNING", timeout=1)
    labcloud_clock.advance("1d")
    assert eventually(lambda: status() != "RUNNING") is True
    done = sfn.describe_execution(executionArn=execution)
    assert done["status"] == "SUCCEEDED"
    assert json.loads(done["output"]) == "rested"
    assert (done["stopDate"] - done["startDate"]).total_seconds() >= 86400


def test_a_dynamodb_item_expires_when_the_clock_passes_its_ttl(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
):
    ddb = labcloud.boto3_client("dynamodb")
    ddb.create_table(
        TableName="sessions",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    ddb.update_time_to_live(
        TableName="sessions", TimeToLiveSpecification={"Enabled": True, "AttributeName": "expires"}
    )
    expires = int(labcloud_clock.now()) + 3600
    ddb.put_item(TableName="sessions", Item={"id": {"S": "s1"}, "expires": {"N": str(expires)}})
    ddb.put_item(TableName="sessions", Item={"id": {"S": "s2"}, "expires": {"N": str(expires + 86400)}})

    def kept() -> list[str]:
        return sorted(item["id"]["S"] for item in ddb.scan(TableName="sessions")["Items"])

    time.sleep(1.5)  # a sweep or more on wall time: nothing is due
    assert kept() == ["s1", "s2"]
    labcloud_clock.advance("2h")
    assert eventually(lambda: kept() == ["s2"]) is True


def test_log_events_past_the_retention_are_gone_after_advancing(
    labcloud: LabcloudProcess, labcloud_clock: ServerClock
):
    logs = labcloud.boto3_client("logs")
    logs.create_log_group(logGroupName="/app")
    logs.create_log_stream(logGroupName="/app", logStreamName="s")
    logs.put_retention_policy(logGroupName="/app", retentionInDays=1)
    now_ms = int(labcloud_clock.now() * 1000)
    logs.put_log_events(
        logGroupName="/app", logStreamName="s", logEvents=[{"timestamp": now_ms, "message": "hello"}]
    )

    def messages() -> list[str]:
        found = logs.filter_log_events(logGroupName="/app")["events"]
        return [event["message"] for event in found]

    assert messages() == ["hello"]
    labcloud_clock.advance("25h")
    assert messages() == []
