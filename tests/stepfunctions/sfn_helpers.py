"""Helpers for Step Functions tests: waiting for an execution's end, reading its history."""

from __future__ import annotations

import json
import time
from typing import Any

ROLE = "arn:aws:iam::000000000000:role/sfn-role"


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


def output(result: dict[str, Any]) -> Any:
    assert result["status"] == "SUCCEEDED", result
    return json.loads(result["output"])
