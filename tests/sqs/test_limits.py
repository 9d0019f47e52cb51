"""Limits SQS enforces across calls: the 12-hour total visibility cap, and retention expiry of messages."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from sqs_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess


def test_visibility_cannot_be_extended_past_twelve_hours_from_receive(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="cap12h")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="long job")
    handle = sqs.receive_message(QueueUrl=url)["Messages"][0]["ReceiptHandle"]
    # Within the cap: an extension that ends before receive + 43200 s is accepted.
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=handle, VisibilityTimeout=43000)
    # The cap counts from the receive, so a full 43200 s from now (some time later) is beyond it.
    err = error_of(
        lambda: sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=handle, VisibilityTimeout=43200)
    )
    assert err["code"] == "InvalidParameterValue"
    assert err["message"] == (
        "Value 43200 for parameter VisibilityTimeout is invalid. Reason: Total "
        "VisibilityTimeout for the message is beyond the limit [43200 seconds]"
    )
    batch = sqs.change_message_visibility_batch(
        QueueUrl=url, Entries=[{"Id": "a", "ReceiptHandle": handle, "VisibilityTimeout": 43200}]
    )
    assert [f["Code"] for f in batch["Failed"]] == ["InvalidParameterValue"]
    assert "Total VisibilityTimeout for the message is beyond the limit" in batch["Failed"][0]["Message"]


def test_a_new_receive_restarts_the_twelve_hour_budget(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="cap12h-again")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="job")
    first = sqs.receive_message(QueueUrl=url)["Messages"][0]["ReceiptHandle"]
    sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=first, VisibilityTimeout=0)
    second = sqs.receive_message(QueueUrl=url, VisibilityTimeout=43200)["Messages"][0]["ReceiptHandle"]
    answer = sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=second, VisibilityTimeout=42000)
    assert answer["ResponseMetadata"]["HTTPStatusCode"] == 200  # within the new receive's 12 h budget
    attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
    assert (
        attributes["ApproximateNumberOfMessages"],
        attributes["ApproximateNumberOfMessagesNotVisible"],
    ) == ("0", "1")


def test_messages_past_the_retention_period_disappear(tmp_path: Path) -> None:
    """Retention is at least 60 s, so the test ages two messages in the stopped server's database."""
    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        sqs = server.boto3_client("sqs")
        url = sqs.create_queue(QueueName="retained", Attributes={"MessageRetentionPeriod": "60"})["QueueUrl"]
        for body in ("old-visible", "old-in-flight", "fresh"):
            sqs.send_message(QueueUrl=url, MessageBody=body)
        # Every message is received (in flight for 600 s); the stopped server's clock is then moved on.
        in_flight = sqs.receive_message(QueueUrl=url, VisibilityTimeout=600, MaxNumberOfMessages=10)[
            "Messages"
        ]
        assert len(in_flight) == 3
        server.stop()
        with sqlite3.connect(tmp_path / "labcloud.db") as db:
            db.execute("UPDATE sqs_messages SET visible_at = visible_at - 600 WHERE body != 'old-in-flight'")
            db.execute(
                "UPDATE sqs_messages SET sent = sent - 61 WHERE body IN ('old-visible', 'old-in-flight')"
            )
        server.start()
        sqs = server.boto3_client("sqs")
        got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, VisibilityTimeout=0)
        assert [m["Body"] for m in got["Messages"]] == ["fresh"]
        attrs = sqs.get_queue_attributes(
            QueueUrl=url,
            AttributeNames=["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
        )
        assert attrs["Attributes"] == {
            "ApproximateNumberOfMessages": "1",
            "ApproximateNumberOfMessagesNotVisible": "0",
        }
        # The expired message's old receipt handle no longer refers to anything.
        stale = next(m for m in in_flight if m["Body"] == "old-in-flight")["ReceiptHandle"]
        err = error_of(
            lambda: sqs.change_message_visibility(QueueUrl=url, ReceiptHandle=stale, VisibilityTimeout=5)
        )
        assert err["code"] == "InvalidParameterValue"
    finally:
        server.stop()


def test_standard_queue_keeps_a_message_group_id(sqs: Any) -> None:
    """Fair queues: a standard queue accepts MessageGroupId and returns it, without FIFO group locking."""
    url = sqs.create_queue(QueueName="fair")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="a", MessageGroupId="tenant-1")
    sqs.send_message(QueueUrl=url, MessageBody="b", MessageGroupId="tenant-1")
    got = sqs.receive_message(
        QueueUrl=url, MaxNumberOfMessages=10, MessageSystemAttributeNames=["MessageGroupId"]
    )
    assert sorted((m["Body"], m["Attributes"]["MessageGroupId"]) for m in got["Messages"]) == [
        ("a", "tenant-1"),
        ("b", "tenant-1"),
    ]
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="c", MessageGroupId="bad group"))
    assert err["code"] == "InvalidParameterValue"
    assert err["message"] == (
        "Value bad group for parameter MessageGroupId is invalid. Reason: MessageGroupId can "
        "only include alphanumeric and punctuation characters. 1 to 128 in length."
    )
