"""Lets the acceptance tests import their shared lab shell; runs every lab test with each AWS CLI version."""

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from aws_clis import VERSIONS  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402


@pytest.fixture(autouse=True, params=VERSIONS, ids=[f"aws-cli-{v}" for v in VERSIONS])
def aws_cli(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The learner's CLI: every test here runs once with awscli v1 and once with AWS CLI v2."""
    monkeypatch.setenv("LABCLOUD_TEST_AWS_CLI", request.param)
    yield request.param


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    """A server of the test's own: SQS holds a deleted queue's name for 60 s, so a lab started again on
    a shared server would wait that long; each test starts from nothing, as a learner's machine does."""
    process = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        yield process
    finally:
        process.stop()
