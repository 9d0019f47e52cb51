"""A pytest plugin: a real labcloud server for your tests. It loads itself (the ``pytest11`` entry point)
wherever labcloud is installed; ``-p no:labcloud`` turns it off.

Fixtures:
- ``labcloud_server``: one server process per test session (in memory).
- ``labcloud``: the same server, with all state reset before the test.
- ``labcloud_client``: a factory, ``labcloud_client("sqs")`` → a boto3 client pointed at it.
- ``labcloud_in_process``: labcloud inside the test process (``labcloud.testing.mock_aws``): every boto3
  client the test creates talks to it without a socket; fresh state for each test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="session")
def labcloud_server() -> Iterator[LabcloudProcess]:
    server = LabcloudProcess(in_memory=True).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def labcloud(labcloud_server: LabcloudProcess) -> LabcloudProcess:
    labcloud_server.reset()
    return labcloud_server


@pytest.fixture
def labcloud_client(labcloud: LabcloudProcess) -> Callable[..., Any]:
    def make(service: str, **kwargs: Any) -> Any:
        return labcloud.boto3_client(service, **kwargs)

    return make


@pytest.fixture
def labcloud_in_process() -> Iterator[Any]:
    from labcloud.testing.in_process import mock_aws

    with mock_aws() as aws:
        yield aws
