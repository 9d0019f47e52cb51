"""AWS Private CA test fixtures: a boto3 ``acm-pca`` client against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def pca(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("acm-pca")
