"""Shared steps of the EventBridge tests: a queue as a target, waiting for what it receives."""

from __future__ import annotations

import json
import time
from typing import Any

from botocore.exceptions import ClientError


def error_of(call: Any, *args: Any, **kwargs: Any) -> dict[str, str]:
    try:
        call(*args, **kwargs)
    except ClientError as error:
        return {
            "Code": error.response["Error"]["Code"],
            "Message": error.response["Error"].get("Message", ""),
        }
    raise AssertionError("the call succeeded")


def events_may_send(arn: str) -> str:
    """The queue policy a user adds so EventBridge may send to the queue (the console adds it for them)."""
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": arn,
    }
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def queue(sqs: Any, name: str, allow_events: bool = True, **attributes: str) -> tuple[str, str]:
    """A queue and its ARN; by default with a policy letting EventBridge send to it."""
    url = sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    if allow_events:
        sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": events_may_send(arn)})
    return url, arn


def receive(sqs: Any, url: str, count: int = 1, timeout: float = 10.0, **kwargs: Any) -> list[dict[str, Any]]:
    """Messages from the queue until ``count`` arrived (or the time is up)."""
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while len(found) < count and time.monotonic() < deadline:
        answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1, **kwargs)
        for message in answer.get("Messages", []):
            found.append(message)
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def bodies(messages: list[dict[str, Any]]) -> list[Any]:
    return [json.loads(message["Body"]) for message in messages]
