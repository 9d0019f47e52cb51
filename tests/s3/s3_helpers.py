"""Helpers for S3 tests."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError


def error_of(call: Any, **kwargs: Any) -> tuple[str, int]:
    """(error code, HTTP status) of a call that must fail."""
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    response = info.value.response
    return response["Error"]["Code"], response["ResponseMetadata"]["HTTPStatusCode"]
