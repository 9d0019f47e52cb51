"""OpenSearch Serverless test fixtures: a boto3 client against the shared labcloud server."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def aoss(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("opensearchserverless")
