"""Fixtures for the DynamoDB server tests: a boto3 client and table helpers."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture
def ddb(labcloud_client: Any) -> Any:
    return labcloud_client("dynamodb")
