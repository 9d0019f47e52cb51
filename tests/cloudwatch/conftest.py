"""Fixtures for the CloudWatch tests: one lab-mode server (``--metrics-resolution 1``) per session,
reset before each test, and CloudWatch clients for each protocol botocore can speak to it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "elbv2"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "acm"))

from cw_helpers import PROTOCOLS, client  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402


@pytest.fixture(scope="session")
def lab_server() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True, extra_args=["--metrics-resolution", "1"]).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def server(lab_server: LabcloudProcess) -> LabcloudProcess:
    lab_server.reset()
    return lab_server


@pytest.fixture(params=PROTOCOLS)
def cw(request: Any, server: LabcloudProcess) -> Any:
    """A CloudWatch client speaking each protocol in turn (CBOR, json, query)."""
    return client(server, request.param)


@pytest.fixture
def cbor(server: LabcloudProcess) -> Any:
    return client(server, "smithy-rpc-v2-cbor")
