"""Helpers shared by the SNS tests: error assertions, queues SNS may send to, waiting for messages."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError


def error_of(call: Callable[[], Any]) -> dict[str, Any]:
    with pytest.raises(ClientError) as info:
        call()
    response = info.value.response
    return {
        "code": response["Error"]["Code"],
        "message": response["Error"].get("Message"),
        "status": response["ResponseMetadata"]["HTTPStatusCode"],
    }


def unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:8]}"


def sns_may_send(queue_arn: str, topic_arn: str | None = None) -> str:
    """The queue policy AWS documents for a topic's subscription: sns.amazonaws.com may SendMessage."""
    statement: dict[str, Any] = {
        "Effect": "Allow",
        "Principal": {"Service": "sns.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": queue_arn,
    }
    if topic_arn:
        statement["Condition"] = {"ArnEquals": {"aws:SourceArn": topic_arn}}
    return json.dumps({"Version": "2012-10-17", "Statement": [statement]})


def queue(
    sqs: Any, name: str, topic_arn: str | None = None, *, policy: bool = True, **attributes: str
) -> tuple[str, str]:
    """(url, arn) of a new queue; with ``policy`` SNS may send to it (from ``topic_arn`` only, if given)."""
    if name.endswith(".fifo"):
        attributes.setdefault("FifoQueue", "true")
    url = sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    if policy:
        sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": sns_may_send(arn, topic_arn)})
    return url, arn


def receive(sqs: Any, url: str, count: int = 1, timeout: float = 15.0, **kwargs: Any) -> list[dict[str, Any]]:
    """Receive until ``count`` messages arrived (deleting them) or ``timeout`` passes."""
    out: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while len(out) < count and time.monotonic() < deadline:
        got = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1, **kwargs)
        for message in got.get("Messages", []):
            out.append(message)
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return out


def events(server: Any, kind: str, resource: str | None = None) -> list[dict[str, Any]]:
    path = f"/_labcloud/events?kind={kind}"
    if resource:
        path += f"&resource={resource}"
    return list(server.get(path)["events"])


def wait_for(check: Callable[[], Any], timeout: float = 20.0, interval: float = 0.1) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not reached within {timeout} s (last value {value!r})")
        time.sleep(interval)
