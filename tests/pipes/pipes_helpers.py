"""Shared steps of the Pipes tests: a pipe role, queues, functions, waiting for states and messages."""

from __future__ import annotations

import io
import json
import time
import zipfile
from typing import Any

from botocore.exceptions import ClientError

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "pipes.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
LAMBDA_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
SQS_SOURCE = ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"]


def error_of(call: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
    try:
        call(*args, **kwargs)
    except ClientError as error:
        return {
            "Code": error.response["Error"]["Code"],
            "Message": error.response["Error"].get("Message", ""),
            "Status": error.response["ResponseMetadata"]["HTTPStatusCode"],
        }
    raise AssertionError("the call succeeded")


def pipe_role(server: Any, name: str, actions: list[str], trust: dict[str, Any] = TRUST) -> str:
    """A role Pipes acts as, allowed ``actions`` on every resource."""
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="pipe", PolicyDocument=json.dumps(policy))
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


def wait_state(pipes: Any, name: str, state: str, timeout: float = 15.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    described = pipes.describe_pipe(Name=name)
    while described["CurrentState"] != state and time.monotonic() < deadline:
        time.sleep(0.1)
        described = pipes.describe_pipe(Name=name)
    assert described["CurrentState"] == state, described
    return dict(described)


def wait_for(server: Any, kind: str, count: int = 1, timeout: float = 15.0) -> list[dict[str, Any]]:
    def found() -> list[dict[str, Any]]:
        return [e["data"] for e in server.get(f"/_labcloud/events?kind={kind}&limit=500")["events"]]

    deadline = time.monotonic() + timeout
    seen = found()
    while len(seen) < count and time.monotonic() < deadline:
        time.sleep(0.1)
        seen = found()
    return seen


def make_zip(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def function(server: Any, name: str, code: str) -> str:
    """A python function ``name`` running ``code`` (``app.handler``); its ARN."""
    iam = server.boto3_client("iam")
    try:
        role = iam.create_role(RoleName="pipes-fn-role", AssumeRolePolicyDocument=json.dumps(LAMBDA_TRUST))[
            "Role"
        ]["Arn"]
    except iam.exceptions.EntityAlreadyExistsException:
        role = iam.get_role(RoleName="pipes-fn-role")["Role"]["Arn"]
    lam = server.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role,
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": code})},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return arn
