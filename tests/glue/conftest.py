"""Glue test fixtures: a boto3 Glue client against the shared labcloud server."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def glue(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("glue")
