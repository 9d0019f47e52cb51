"""Helpers for the Secrets Manager tests."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError


def failure(call: Any) -> tuple[str, str]:
    """The (code, message) of the AWS error ``call()`` raises."""
    with pytest.raises(ClientError) as info:
        call()
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", "")
