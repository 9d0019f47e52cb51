"""IoT test fixtures: boto3 clients of the control plane (``iot``) and the data plane (``iot-data``)
against the shared labcloud server, reaching it with its endpoint URL alone."""

from __future__ import annotations

from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def iot(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("iot")


@pytest.fixture
def iot_data(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("iot-data")
