"""Helpers shared by the SQS tests: error assertions and queue creation shortcuts."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError


def error_of(call: Callable[[], Any]) -> dict[str, Any]:
    """Run a call that must fail; return (json code from __type, legacy code, message, status)."""
    with pytest.raises(ClientError) as info:
        call()
    response = info.value.response
    return {
        "code": response["Error"]["Code"],
        "query_code": response["Error"].get("QueryErrorCode"),
        "message": response["Error"].get("Message"),
        "status": response["ResponseMetadata"]["HTTPStatusCode"],
        "exception": type(info.value).__name__,
    }


def arn_of(sqs: Any, url: str) -> str:
    return str(sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"])


def redrive(dlq_arn: str, max_receive_count: int) -> str:
    return json.dumps({"deadLetterTargetArn": dlq_arn, "maxReceiveCount": max_receive_count})
