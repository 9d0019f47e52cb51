"""Helpers of the classroom tests: the AWS error code of a call."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from botocore.exceptions import ClientError


def code_of(call: Callable[[], Any]) -> str:
    try:
        call()
    except ClientError as error:
        return str(error.response["Error"]["Code"])
    raise AssertionError("the call succeeded")
