"""Kinesis test fixtures: a boto3 Kinesis client on the session server, and stream helpers."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.config import Config


@pytest.fixture
def kinesis(labcloud_client: Any) -> Any:
    """With the SDK's standard retries, as users have them: a shard answers at most five GetRecords
    calls a second (ProvisionedThroughputExceededException), and tests read shards back to back."""
    return labcloud_client(
        "kinesis", config=Config(retries={"mode": "standard", "max_attempts": 10}, read_timeout=70)
    )
