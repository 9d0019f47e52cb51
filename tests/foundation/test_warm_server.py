"""Warm server starts (``labcloud.testing.warm_server``, on in this suite): a server forked from the
test process's zygote is the same ``labcloud up`` a cold start runs, seen by the test as a child process."""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from labcloud.testing import warm_server
from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(scope="module", autouse=True)
def _own_zygote() -> Iterator[None]:
    """A zygote of this module's own, started from the environment these tests run in (the worker's may
    have started before an earlier test changed a variable it keys on)."""
    kept = warm_server._zygote, warm_server._broken, os.environ.get("LABCLOUD_WARM_SERVER")
    warm_server._zygote, warm_server._broken = None, False
    os.environ["LABCLOUD_WARM_SERVER"] = "1"  # as the suite runs (tests/conftest.py), whatever it is told
    try:
        yield
    finally:
        if warm_server._zygote is not None:
            warm_server._zygote.stop()
        warm_server._zygote, warm_server._broken = kept[0], kept[1]
        if kept[2] is None:
            os.environ.pop("LABCLOUD_WARM_SERVER", None)
        else:
            os.environ["LABCLOUD_WARM_SERVER"] = kept[2]


def test_a_forked_server_is_its_own_session_with_the_tests_environment_folder_and_log(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data")
    server.start()
    try:
        assert isinstance(server.proc, warm_server.ForkedServer)
        pid = server.proc.pid
        assert os.getsid(pid) == pid and os.getpgid(pid) == pid  # as start_new_session=True
        assert Path(f"/proc/{pid}/cwd").resolve() == Path.cwd().resolve()
        server.save_state("kept")  # where LABCLOUD_SNAPSHOT_DIR, set for this server alone, says
        assert any((tmp_path / "data" / "snapshots").iterdir())
        assert Path(f"/proc/{pid}/fd/0").resolve() == Path(os.devnull)
        assert Path(f"/proc/{pid}/fd/1").resolve() == server.log_path.resolve()
        assert server.get("/_labcloud/health")["persistent"] is True
        assert server.proc.poll() is None
    finally:
        assert server.stop(signal.SIGTERM) == 0  # a graceful stop's status comes back through the zygote
    assert f"state in {tmp_path / 'data'}" in server.log_path.read_text()


def test_kill_9_is_reported_as_the_signal_and_the_data_survives(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path)
    server.start()
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName="kept")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="acknowledged")
    assert server.proc is not None
    os.killpg(server.proc.pid, signal.SIGKILL)
    assert server.proc.wait(30) == -signal.SIGKILL
    assert server.proc.returncode == -signal.SIGKILL
    server.proc = None
    server.start()
    try:
        body = server.boto3_client("sqs").receive_message(QueueUrl=url)["Messages"][0]["Body"]
        assert body == "acknowledged"
    finally:
        server.stop()


def test_wait_with_a_timeout_raises_as_popen_does(tmp_path: Path) -> None:
    server = LabcloudProcess(in_memory=True, data_dir=tmp_path)
    server.start()
    try:
        assert server.proc is not None
        try:
            server.proc.wait(0.1)
        except subprocess.TimeoutExpired:
            pass
        else:
            raise AssertionError("wait returned while the server runs")
    finally:
        server.stop()


def test_a_start_whose_python_environment_differs_runs_cold(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "1"}
    server = LabcloudProcess(in_memory=True, data_dir=tmp_path, env=env)
    server.start()
    try:
        assert isinstance(server.proc, subprocess.Popen)
        assert server.get("/_labcloud/health")["persistent"] is False
    finally:
        server.stop()
    usual = LabcloudProcess(in_memory=True, data_dir=tmp_path / "usual")
    usual.start()  # and the next usual start is warm again
    try:
        assert isinstance(usual.proc, warm_server.ForkedServer)
    finally:
        usual.stop()


def test_an_exit_status_comes_back(tmp_path: Path) -> None:
    """A server that cannot start (another one holds its data dir) exits 1, and the forked one says so."""
    first = LabcloudProcess(data_dir=tmp_path)
    first.start()
    try:
        second = LabcloudProcess(data_dir=tmp_path)
        try:
            second.start(timeout=30)
        except RuntimeError as exc:
            assert "exited early" in str(exc) and "stop that one first" in str(exc)
        else:
            raise AssertionError("a second server started on a data dir in use")
        assert isinstance(second.proc, warm_server.ForkedServer)
        assert second.proc.wait(10) == 1
    finally:
        first.stop()
