"""Dead-letter queues: the move on the receive past maxReceiveCount, and message move tasks back."""

from __future__ import annotations

import time
from typing import Any

from sqs_helpers import arn_of, error_of, redrive


def _setup(sqs: Any, max_receive: int = 2) -> tuple[str, str, str]:
    dlq = sqs.create_queue(QueueName="jobs-dlq")["QueueUrl"]
    dlq_arn = arn_of(sqs, dlq)
    src = sqs.create_queue(QueueName="jobs", Attributes={"RedrivePolicy": redrive(dlq_arn, max_receive)})[
        "QueueUrl"
    ]
    return src, dlq, dlq_arn


def test_message_moves_on_the_receive_past_max(sqs: Any) -> None:
    src, dlq, _ = _setup(sqs, 2)
    attrs = {"k": {"DataType": "String", "StringValue": "v"}}
    sent = sqs.send_message(QueueUrl=src, MessageBody="poison", MessageAttributes=attrs)
    for expected in ("1", "2"):
        got = sqs.receive_message(
            QueueUrl=src, VisibilityTimeout=0, AttributeNames=["ApproximateReceiveCount"]
        )
        assert got["Messages"][0]["Attributes"]["ApproximateReceiveCount"] == expected
    assert sqs.receive_message(QueueUrl=src).get("Messages") is None  # third receive moves it
    moved = sqs.receive_message(QueueUrl=dlq, MessageAttributeNames=["All"], AttributeNames=["All"])[
        "Messages"
    ][0]
    assert moved["MessageId"] == sent["MessageId"]
    assert moved["Body"] == "poison"
    assert moved["MessageAttributes"] == attrs
    assert moved["Attributes"]["DeadLetterQueueSourceArn"] == arn_of(sqs, src)


def test_move_event_is_published(sqs: Any, labcloud: Any) -> None:
    src, _, dlq_arn = _setup(sqs, 1)
    sqs.send_message(QueueUrl=src, MessageBody="p")
    sqs.receive_message(QueueUrl=src, VisibilityTimeout=0)
    sqs.receive_message(QueueUrl=src)
    events = labcloud.get("/_labcloud/events?kind=sqs.message.moved_to_dlq")
    items = events["events"] if isinstance(events, dict) else events
    moved = [e for e in items if e["kind"] == "sqs.message.moved_to_dlq"]
    assert len(moved) == 1
    assert moved[0]["data"]["dead_letter_queue_arn"] == dlq_arn
    assert moved[0]["data"]["receive_count"] == 1


def test_message_move_task_redrives_back_to_source(sqs: Any) -> None:
    src, dlq, dlq_arn = _setup(sqs, 1)
    for i in range(3):
        sqs.send_message(QueueUrl=src, MessageBody=f"m{i}")
    for _ in range(3):
        sqs.receive_message(QueueUrl=src, VisibilityTimeout=0, MaxNumberOfMessages=10)
    sqs.receive_message(QueueUrl=src, MaxNumberOfMessages=10)
    assert (
        sqs.get_queue_attributes(QueueUrl=dlq, AttributeNames=["ApproximateNumberOfMessages"])["Attributes"][
            "ApproximateNumberOfMessages"
        ]
        == "3"
    )
    handle = sqs.start_message_move_task(SourceArn=dlq_arn)["TaskHandle"]
    assert handle
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        task = sqs.list_message_move_tasks(SourceArn=dlq_arn)["Results"][0]
        if task["Status"] != "RUNNING":
            break
        time.sleep(0.05)
    assert task["Status"] == "COMPLETED"
    assert task["ApproximateNumberOfMessagesMoved"] == 3
    assert task["ApproximateNumberOfMessagesToMove"] == 3
    assert "TaskHandle" not in task
    bodies = sorted(m["Body"] for m in sqs.receive_message(QueueUrl=src, MaxNumberOfMessages=10)["Messages"])
    assert bodies == ["m0", "m1", "m2"]


def test_move_task_errors(sqs: Any) -> None:
    plain = sqs.create_queue(QueueName="plain")["QueueUrl"]
    err = error_of(lambda: sqs.start_message_move_task(SourceArn="arn:aws:sqs:us-east-1:000000000000:none"))
    assert err["code"] == "ResourceNotFoundException"
    assert err["status"] == 404
    assert err["message"] == "The resource that you specified for the SourceArn parameter doesn't exist."
    err = error_of(lambda: sqs.start_message_move_task(SourceArn=arn_of(sqs, plain)))
    assert err["code"] == "InvalidParameterValue"
    assert err["message"] == "Source queue must be configured as a Dead Letter Queue."
    err = error_of(lambda: sqs.cancel_message_move_task(TaskHandle="nope"))
    assert err["code"] == "ResourceNotFoundException"


def test_move_task_cancel(sqs: Any) -> None:
    src, dlq, dlq_arn = _setup(sqs, 1)
    for i in range(5):
        sqs.send_message(QueueUrl=src, MessageBody=f"m{i}")
    sqs.receive_message(QueueUrl=src, VisibilityTimeout=0, MaxNumberOfMessages=10)
    sqs.receive_message(QueueUrl=src, MaxNumberOfMessages=10)
    handle = sqs.start_message_move_task(SourceArn=dlq_arn, MaxNumberOfMessagesPerSecond=1)["TaskHandle"]
    err = error_of(lambda: sqs.start_message_move_task(SourceArn=dlq_arn))
    assert err["code"] == "InvalidParameterValue"
    result = sqs.cancel_message_move_task(TaskHandle=handle)
    assert 0 <= result["ApproximateNumberOfMessagesMoved"] <= 5
    assert sqs.list_message_move_tasks(SourceArn=dlq_arn)["Results"][0]["Status"] == "CANCELLED"
