"""A pytest plugin: a real labcloud server for your tests. It loads itself (the ``pytest11`` entry point)
wherever labcloud is installed; ``-p no:labcloud`` turns it off.

Fixtures:
- ``labcloud_server``: one server process per test session (in memory).
- ``labcloud``: the same server, with all state reset before the test.
- ``labcloud_client``: a factory, ``labcloud_client("sqs")`` → a boto3 client pointed at it.
- ``labcloud_clock``: the server clock of ``labcloud`` (``.advance("1h")``, ``.set("2027-01-01T00:00:00Z")``,
  ``.reset()``, ``.now()``), back to wall time after the test.
- ``labcloud_state``: state snapshots of ``labcloud`` (``.save("name")``, ``.load("name")``, ``.list()``,
  ``.delete("name")``; docs/state.md): build a fixture once, load it in each test in well under a second.
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


class ServerClock:
    """Moves the clock of a labcloud server (``labcloud clock`` from a test)."""

    def __init__(self, server: LabcloudProcess) -> None:
        self.server = server

    def now(self) -> float:
        return float(self.server.clock()["now"])

    def offset(self) -> float:
        return float(self.server.clock()["offset_seconds"])

    def advance(self, by: str | float) -> float:
        """Forward by ``by`` (``"1h"``, ``"2d"``, seconds); the new server time."""
        return float(self.server.advance_clock(by)["now"])

    def set(self, when: str | float) -> float:
        return float(self.server.set_clock(when)["now"])

    def reset(self) -> None:
        self.server.reset_clock()


@pytest.fixture
def labcloud_clock(labcloud: LabcloudProcess) -> Iterator[ServerClock]:
    moved = ServerClock(labcloud)
    try:
        yield moved
    finally:
        moved.reset()


class ServerState:
    """State snapshots of a labcloud server (``labcloud state`` from a test)."""

    def __init__(self, server: LabcloudProcess) -> None:
        self.server = server

    def save(self, name: str) -> dict[str, Any]:
        return self.server.save_state(name)

    def load(self, name: str) -> dict[str, Any]:
        return self.server.load_state(name)

    def list(self) -> list[str]:
        return [item["name"] for item in self.server.list_states()]

    def delete(self, name: str) -> None:
        self.server.delete_state(name)


@pytest.fixture
def labcloud_state(labcloud: LabcloudProcess) -> ServerState:
    return ServerState(labcloud)
