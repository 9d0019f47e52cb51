"""Fixtures for the DynamoDB Streams tests: DynamoDB and Streams clients on the session server."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture
def ddb(labcloud_client: Any) -> Any:
    return labcloud_client("dynamodb")


@pytest.fixture
def streams(labcloud_client: Any) -> Any:
    return labcloud_client("dynamodbstreams")
