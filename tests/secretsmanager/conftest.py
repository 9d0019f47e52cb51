"""Secrets Manager test fixtures: boto3 clients against the session's server (reset before each test)."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def sm(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("secretsmanager")


@pytest.fixture
def kms(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("kms")
