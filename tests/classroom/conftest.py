"""Classroom fixtures: one server per module started with ``--classroom`` and a three-learner roster,
and boto3 clients signed with each learner's keys."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent))

ROSTER = "# the class\nalice\nbob\ncarol\n"


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    folder = tmp_path_factory.mktemp("classroom")
    roster = folder / "roster.txt"
    roster.write_text(ROSTER)
    server = LabcloudProcess(data_dir=folder / "data", extra_args=["--classroom", str(roster)]).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def keys(classroom: LabcloudProcess) -> dict[str, dict[str, str]]:
    """learner name → {name, account_id, access_key, secret_access_key}."""
    answer = classroom.get("/_labcloud/classroom/credentials")
    return {learner["name"]: learner for learner in answer["learners"]}


@pytest.fixture(scope="module")
def learner_client(classroom: LabcloudProcess, keys: dict[str, dict[str, str]]) -> Callable[..., Any]:
    """``learner_client("alice", "sqs")``: a boto3 client signed with alice's keys."""

    def make(name: str, service: str, **kwargs: Any) -> Any:
        return classroom.boto3_client(
            service,
            aws_access_key_id=keys[name]["access_key"],
            aws_secret_access_key=keys[name]["secret_access_key"],
            **kwargs,
        )

    return make
