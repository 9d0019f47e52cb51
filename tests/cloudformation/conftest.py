"""Fixtures for CloudFormation tests: boto3 clients of a shared labcloud server."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def cfn(labcloud: Any) -> Any:
    return labcloud.boto3_client("cloudformation")
