"""Helpers for Lambda and event source mapping tests: zips, an execution role, deploying functions."""

from __future__ import annotations

import io
import json
import time
import zipfile
from collections.abc import Callable
from typing import Any

ROLE_NAME = "labcloud-test-lambda-role"
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
POLICIES = (
    "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole",
    "arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole",
    "arn:aws:iam::aws:policy/AmazonSQSFullAccess",
    "arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess",
)


def make_zip(files: dict[str, str | bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def create_role(server: Any, name: str = ROLE_NAME, policies: tuple[str, ...] = POLICIES) -> str:
    iam = server.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    for policy in policies:
        iam.attach_role_policy(RoleName=name, PolicyArn=policy)
    return arn


def deployer(server: Any, role_arn: str) -> Callable[..., dict[str, Any]]:
    client = server.boto3_client("lambda")

    def deploy(
        name: str,
        code: str,
        *,
        handler: str = "app.handler",
        files: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> dict[str, Any]:
        zip_bytes = make_zip({"app.py": code, **(files or {})})
        answer: dict[str, Any] = client.create_function(
            FunctionName=name,
            Runtime=kwargs.pop("Runtime", "python3.12"),
            Role=role_arn,
            Handler=handler,
            Code={"ZipFile": zip_bytes},
            **kwargs,
        )
        return answer

    return deploy


def wait_for(check: Callable[[], Any], timeout: float = 20.0, interval: float = 0.1) -> Any:
    """Poll ``check`` until it returns something truthy (a bound on waiting, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not reached within {timeout} s (last value {value!r})")
        time.sleep(interval)


def events(server: Any, kind: str) -> list[dict[str, Any]]:
    answer = server.get(f"/_labcloud/events?kind={kind}&limit=10000")
    items = answer["events"] if isinstance(answer, dict) else answer
    return [e for e in items if e["kind"] == kind]
