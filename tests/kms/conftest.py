"""KMS test fixtures: a boto3 KMS client against the session's server (reset before each test)."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def kms(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("kms")
