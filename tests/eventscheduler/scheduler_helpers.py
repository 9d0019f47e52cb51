"""Shared steps of the Scheduler tests: an execution role, a queue, waiting for messages and events."""

from __future__ import annotations

import json
import time
from datetime import datetime, timedelta, timezone
from typing import Any

from botocore.exceptions import ClientError

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "scheduler.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def error_of(call: Any, *args: Any, **kwargs: Any) -> dict[str, str]:
    try:
        call(*args, **kwargs)
    except ClientError as error:
        return {
            "Code": error.response["Error"]["Code"],
            "Message": error.response["Error"].get("Message", ""),
        }
    raise AssertionError("the call succeeded")


def execution_role(server: Any, name: str, actions: list[str]) -> str:
    """A role Scheduler acts as, allowed ``actions`` on every resource (none: allowed nothing)."""
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="targets", PolicyDocument=json.dumps(policy))
    return arn


def queue(sqs: Any, name: str, **attributes: str) -> tuple[str, str]:
    url = sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    return url, arn


def receive(sqs: Any, url: str, count: int = 1, timeout: float = 15.0, **kwargs: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while len(found) < count and time.monotonic() < deadline:
        answer = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1, **kwargs)
        for message in answer.get("Messages", []):
            found.append(message)
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
    return found


def at_in(seconds: float) -> str:
    """An ``at()`` expression ``seconds`` from now, in UTC."""
    moment = datetime.now(timezone.utc) + timedelta(seconds=seconds)
    return "at(" + moment.strftime("%Y-%m-%dT%H:%M:%S") + ")"


def wait_for(server: Any, kind: str, count: int = 1, timeout: float = 15.0) -> list[dict[str, Any]]:
    def found() -> list[dict[str, Any]]:
        return [e["data"] for e in server.get(f"/_labcloud/events?kind={kind}")["events"]]

    deadline = time.monotonic() + timeout
    seen = found()
    while len(seen) < count and time.monotonic() < deadline:
        time.sleep(0.2)
        seen = found()
    return seen
