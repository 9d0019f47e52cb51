"""SNS test fixtures: boto3 SNS and SQS clients against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def sns(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("sns")


@pytest.fixture
def sqs(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("sqs")
