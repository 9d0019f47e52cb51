"""Shared steps of the clock tests: a queue, receiving from it, polling until a condition holds."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def queue(sqs: Any, name: str, allow: str | None = None, **attributes: str) -> tuple[str, str]:
    """A queue and its ARN; ``allow``: a service principal that may send to it (events.amazonaws.com)."""
    url = sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    if allow:
        statement = {
            "Effect": "Allow",
            "Principal": {"Service": allow},
            "Action": "sqs:SendMessage",
            "Resource": arn,
        }
        policy = json.dumps({"Version": "2012-10-17", "Statement": [statement]})
        sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": policy})
    return url, arn


def receive(sqs: Any, url: str, timeout: float = 10.0) -> list[dict[str, Any]]:
    """What the queue gives within ``timeout`` seconds (one-second long polls), deleted once read."""
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while not found and time.monotonic() < deadline:
        answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1)
        for message in answer.get("Messages", []):
            found.append(message)
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def eventually(probe: Callable[[], T], timeout: float = 10.0) -> T:
    """``probe()`` until it is truthy or ``timeout`` seconds pass; its last answer."""
    deadline = time.monotonic() + timeout
    answer = probe()
    while not answer and time.monotonic() < deadline:
        time.sleep(0.05)
        answer = probe()
    return answer
