"""ACM test fixtures: boto3 clients against the shared labcloud server, and a server whose DNS validation
takes an hour of its clock (so a test sees PENDING_VALIDATION, then moves the clock to see ISSUED) and
whose accounts hold at most 6 certificates."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def acm(labcloud: LabcloudProcess) -> Any:
    return labcloud.boto3_client("acm")


@pytest.fixture(scope="module")
def slow_server() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(
        in_memory=True,
        env={**os.environ, "LABCLOUD_ACM_VALIDATION_SECONDS": "3600", "LABCLOUD_ACM_MAX_CERTIFICATES": "6"},
    ).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def slow(slow_server: LabcloudProcess) -> Iterator[LabcloudProcess]:
    slow_server.reset()
    try:
        yield slow_server
    finally:
        slow_server.reset_clock()
