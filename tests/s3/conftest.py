"""Fixtures for S3 tests: a boto3 client and a fresh bucket on the shared in-memory server."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError


@pytest.fixture
def s3(labcloud: Any) -> Any:
    return labcloud.boto3_client("s3")


@pytest.fixture
def bucket(s3: Any) -> str:
    s3.create_bucket(Bucket="test-bucket")
    return "test-bucket"


def error_of(call: Any, **kwargs: Any) -> tuple[str, int]:
    """(error code, HTTP status) of a call that must fail."""
    with pytest.raises(ClientError) as info:
        call(**kwargs)
    response = info.value.response
    return response["Error"]["Code"], response["ResponseMetadata"]["HTTPStatusCode"]
