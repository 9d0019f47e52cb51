"""Kinesis test fixtures: a boto3 Kinesis client on the session server, and stream helpers."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture
def kinesis(labcloud_client: Any) -> Any:
    return labcloud_client("kinesis")
