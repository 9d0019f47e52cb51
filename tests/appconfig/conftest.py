"""AppConfig test fixtures: boto3 clients of both planes against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def appconfig(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("appconfig")


@pytest.fixture
def appconfigdata(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("appconfigdata")
