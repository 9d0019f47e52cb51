"""Application Auto Scaling test fixtures: boto3 clients against the shared labcloud server, and a provisioned
DynamoDB table with a global secondary index to scale."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent))
from aas_helpers import make_table  # noqa: E402


@pytest.fixture
def aas(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("application-autoscaling")


@pytest.fixture
def table(labcloud: LabcloudProcess) -> str:
    return make_table(labcloud.boto3_client("dynamodb"))
