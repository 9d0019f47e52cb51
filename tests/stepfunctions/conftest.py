"""Step Functions test fixtures: a boto3 client against the shared labcloud server, and helpers to run
a definition to its end."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

ROLE = "arn:aws:iam::000000000000:role/sfn-role"


@pytest.fixture
def sfn(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("stepfunctions")


def wait_done(sfn: Any, arn: str, timeout: float = 20.0) -> dict[str, Any]:
    deadline = time.time() + timeout
    while True:
        found = sfn.describe_execution(executionArn=arn)
        if found["status"] != "RUNNING" or time.time() > deadline:
            return found  # type: ignore[no-any-return]
        time.sleep(0.02)


def history(sfn: Any, arn: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    token = None
    while True:
        page = sfn.get_execution_history(
            executionArn=arn, maxResults=1000, **({"nextToken": token} if token else {})
        )
        events += page["events"]
        token = page.get("nextToken")
        if not token:
            return events


def types(sfn: Any, arn: str) -> list[str]:
    return [e["type"] for e in history(sfn, arn)]


@pytest.fixture
def run(sfn: Any) -> Callable[..., dict[str, Any]]:
    """Create a machine from ``definition``, start it with ``data`` and wait for its end."""

    def go(definition: dict[str, Any], data: Any = None, role: str = ROLE) -> dict[str, Any]:
        arn = sfn.create_state_machine(
            name=f"m-{uuid.uuid4().hex[:12]}", definition=json.dumps(definition), roleArn=role
        )["stateMachineArn"]
        started = sfn.start_execution(stateMachineArn=arn, input=json.dumps({} if data is None else data))
        return wait_done(sfn, started["executionArn"])

    return go


def output(result: dict[str, Any]) -> Any:
    assert result["status"] == "SUCCEEDED", result
    return json.loads(result["output"])
