"""Helpers for the CloudFormation tests: waiting for a stack to settle, reading its events."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from botocore.exceptions import ConnectionClosedError, EndpointConnectionError

SETTLED_TIMEOUT = 60.0


def wait_stack(cfn: Any, name: str, timeout: float = SETTLED_TIMEOUT) -> dict[str, Any]:
    """Poll DescribeStacks until the stack leaves every *_IN_PROGRESS status."""
    deadline = time.monotonic() + timeout
    while True:
        stack = cfn.describe_stacks(StackName=name)["Stacks"][0]
        status = stack["StackStatus"]
        if not status.endswith("_IN_PROGRESS") or status == "REVIEW_IN_PROGRESS":
            return dict(stack)
        if time.monotonic() > deadline:
            raise AssertionError(f"stack {name} still {status} after {timeout}s")
        time.sleep(0.05)


def events(cfn: Any, name: str) -> list[tuple[str, str, str | None]]:
    """(logical id, status, reason) oldest first."""
    found: list[dict[str, Any]] = []
    kwargs: dict[str, Any] = {"StackName": name}
    while True:
        page = cfn.describe_stack_events(**kwargs)
        found.extend(page["StackEvents"])
        if not page.get("NextToken"):
            break
        kwargs["NextToken"] = page["NextToken"]
    return [
        (e["LogicalResourceId"], e["ResourceStatus"], e.get("ResourceStatusReason")) for e in reversed(found)
    ]


def wait_for(check: Callable[[], Any], timeout: float = 30.0, interval: float = 0.1) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        time.sleep(interval)


def error_code(error: Exception) -> tuple[str, str]:
    response = getattr(error, "response", {}) or {}
    return response.get("Error", {}).get("Code", ""), response.get("Error", {}).get("Message", "")


def send_then_crash(server: Any, operation: str, **params: Any) -> None:
    """Call ``operation``; the server may die at its crash point before its answer is written (the
    stack's row is committed before the engine starts, so the call took effect either way)."""
    client = server.boto3_client("cloudformation")  # one attempt: no retry against a dead server
    try:
        getattr(client, operation)(**params)
    except (EndpointConnectionError, ConnectionClosedError):
        pass
