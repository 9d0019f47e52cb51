"""Route 53 test fixtures: a boto3 Route 53 client against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def r53(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("route53")
