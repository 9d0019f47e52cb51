"""SSM test fixtures: a boto3 SSM client against the shared labcloud server, and an error helper."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def ssm(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("ssm")
