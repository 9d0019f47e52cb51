"""EC2 test fixtures: a boto3 EC2 client against the shared labcloud server."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def ec2(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("ec2")
