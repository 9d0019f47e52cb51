"""Fixtures for the CloudWatch Logs server tests: a logs client and a helper that puts events."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError
from logs_helpers import now_ms


@pytest.fixture
def logs(labcloud: Any) -> Any:
    return labcloud.boto3_client("logs")


@pytest.fixture
def put(logs: Any) -> Callable[..., dict[str, Any]]:
    """``put(group, stream, [messages or (ts, message)])``: create what is missing, then PutLogEvents."""

    def put_events(group: str, stream: str, events: list[Any], **kwargs: Any) -> dict[str, Any]:
        for create, args in (
            (logs.create_log_group, {"logGroupName": group}),
            (logs.create_log_stream, {"logGroupName": group, "logStreamName": stream}),
        ):
            try:
                create(**args)
            except ClientError as error:
                assert error.response["Error"]["Code"] == "ResourceAlreadyExistsException"
        base = now_ms() - len(events)
        batch = [
            {"timestamp": e[0], "message": e[1]}
            if isinstance(e, tuple)
            else {"timestamp": base + i, "message": e}
            for i, e in enumerate(events)
        ]
        result: dict[str, Any] = logs.put_log_events(
            logGroupName=group, logStreamName=stream, logEvents=batch, **kwargs
        )
        return result

    return put_events
