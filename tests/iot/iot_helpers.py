"""Helpers of the IoT tests: a role IoT may assume with a policy, a queue to catch a rule's output, and
waiting on what the rules' drain delivers (long polls and the event log, never a fixed sleep)."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote

from botocore.exceptions import ClientError

ACCOUNT = "000000000000"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "iot.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def role(server: Any, name: str, actions: list[str]) -> str:
    iam = server.boto3_client("iam")
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"])
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="targets", PolicyDocument=json.dumps(policy))
    return arn


def queue(server: Any, name: str) -> str:
    return str(server.boto3_client("sqs").create_queue(QueueName=name)["QueueUrl"])


def receive(server: Any, url: str, count: int = 1, polls: int = 10) -> list[str]:
    """Up to ``count`` message bodies from the queue, long-polling (at most ``polls`` polls of 1 s)."""
    sqs = server.boto3_client("sqs")
    bodies: list[str] = []
    for _ in range(polls):
        answer = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1, MaxNumberOfMessages=10)
        for message in answer.get("Messages", []):
            bodies.append(message["Body"])
            sqs.delete_message(QueueUrl=url, ReceiptHandle=message["ReceiptHandle"])
        if len(bodies) >= count:
            break
    return bodies


def events(
    server: Any, kind: str, resource: str, count: int = 1, timeout: float = 15.0
) -> list[dict[str, Any]]:
    """The data of ``kind`` events about ``resource``, once there are ``count`` of them (or the timeout)."""

    def found() -> list[dict[str, Any]]:
        query = f"/_labcloud/events?kind={kind}&resource={quote(resource, safe='')}"
        return [e["data"] for e in server.get(query)["events"]]

    deadline = time.monotonic() + timeout
    seen = found()
    while len(seen) < count and time.monotonic() < deadline:
        time.sleep(0.1)
        seen = found()
    return seen


def code(error: ClientError) -> str:
    return str(error.response["Error"]["Code"])


def sqs_rule(queue_url: str, role_arn: str, sql: str, **extra: Any) -> dict[str, Any]:
    return {"sql": sql, "actions": [{"sqs": {"queueUrl": queue_url, "roleArn": role_arn}}], **extra}


def rule_arn(name: str) -> str:
    return f"arn:aws:iot:us-east-1:{ACCOUNT}:rule/{name}"
