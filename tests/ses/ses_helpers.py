"""Small helpers for the SES tests: the error code of a refused call, a simple message."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from botocore.exceptions import ClientError


def refused(call: Callable[..., Any], **kwargs: Any) -> tuple[str, str, int]:
    """(error code, message, HTTP status) of a call that must fail."""
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", ""), info.value.response["ResponseMetadata"]["HTTPStatusCode"]


def simple(subject: str = "Hello", text: str = "Body text") -> dict[str, Any]:
    return {"Subject": {"Data": subject}, "Body": {"Text": {"Data": text}}}
