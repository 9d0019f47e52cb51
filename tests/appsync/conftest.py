"""AppSync test fixtures: a boto3 client against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def appsync(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("appsync")
