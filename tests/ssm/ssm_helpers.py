"""Helpers of the SSM tests: the error code and message a ClientError carries."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError


def failure(call: Callable[[], Any]) -> tuple[str, str]:
    with pytest.raises(ClientError) as info:
        call()
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", "")


def code_of(call: Callable[[], Any]) -> str:
    return failure(call)[0]
