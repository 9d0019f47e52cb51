"""CloudFront test fixtures: a boto3 CloudFront client against the shared labcloud server (helpers in
``cf_helpers.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def cf(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("cloudfront")
