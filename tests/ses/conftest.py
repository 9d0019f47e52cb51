"""SES test fixtures: boto3 clients of both APIs (``ses`` and ``sesv2``) against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def ses(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("ses")


@pytest.fixture
def sesv2(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("sesv2")
