"""The IAM tests' shared fixture: a boto3 IAM client of the session's server (reset before each test)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def iam(labcloud: Any) -> Any:
    return labcloud.boto3_client("iam")
