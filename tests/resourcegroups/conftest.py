"""Resource Groups and Tagging API fixtures: boto3 clients against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def tagging(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("resourcegroupstaggingapi")


@pytest.fixture
def rg(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("resource-groups")
