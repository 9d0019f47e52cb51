"""EventBridge Pipes test fixtures: boto3 clients against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def pipes(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("pipes")


@pytest.fixture
def sqs(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("sqs")
