"""What a CI job needs without ceremony: ``labcloud up --detach --wait`` / ``labcloud down``, ``labcloud env
--format``, and the pytest plugin loading itself through its entry point."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

from labcloud.testing.server_process import free_port


def labcloud(
    tmp_path: Path, *args: str, extra: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_", "GITHUB_"))}
    env.update({"LABCLOUD_RUN_DIR": str(tmp_path / "run"), "LABCLOUD_DATA_DIR": str(tmp_path / "data")})
    env.update(extra or {})
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", *args], env=env, capture_output=True, text=True, timeout=60
    )


def answers(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/_labcloud/health", timeout=2) as response:
            return bool(response.status == 200)
    except OSError:
        return False


def test_detach_wait_then_down(tmp_path: Path) -> None:
    port = free_port()
    started = labcloud(tmp_path, "up", "--detach", "--wait", "--in-memory", "--port", str(port))
    assert started.returncode == 0, started.stderr
    assert started.stdout.startswith(f"labcloud is up at http://127.0.0.1:{port} (pid ")
    assert answers(port)  # --wait returned only once it answers
    record = json.loads((tmp_path / "run" / f"{port}.json").read_text())
    assert record["endpoint"] == f"http://127.0.0.1:{port}" and record["port"] == port
    assert Path(record["log"]).exists()

    again = labcloud(tmp_path, "up", "--detach", "--wait", "--in-memory", "--port", str(port))
    assert again.returncode == 1
    assert f"already runs on port {port} (pid {record['pid']})" in again.stderr

    stopped = labcloud(tmp_path, "down", "--port", str(port))
    assert stopped.returncode == 0, stopped.stderr
    assert stopped.stdout == f"labcloud on port {port} stopped (pid {record['pid']})\n"
    assert not answers(port)
    assert not (tmp_path / "run" / f"{port}.json").exists()

    nothing = labcloud(tmp_path, "down", "--port", str(port))
    assert nothing.returncode == 1
    assert f"no detached labcloud is recorded for port {port}" in nothing.stderr


def test_detach_on_a_taken_port_fails_with_the_servers_words(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = labcloud(tmp_path, "up", "--detach", "--wait", "--in-memory", "--port", str(port))
    assert result.returncode == 1
    assert "the detached server exited; its log" in result.stderr
    assert str(port) in result.stderr.split("ends:", 1)[1]  # the server's own words about the port
    assert not (tmp_path / "run" / f"{port}.json").exists()


def test_wait_goes_with_detach(tmp_path: Path) -> None:
    result = labcloud(tmp_path, "up", "--wait", "--in-memory", "--port", str(free_port()))
    assert result.returncode == 2
    assert result.stderr == "labcloud: --wait goes with --detach\n"


def test_env_formats(tmp_path: Path) -> None:
    dotenv = labcloud(tmp_path, "env", "--format", "dotenv", "--port", "5123").stdout
    pairs = dict(line.split("=", 1) for line in dotenv.splitlines())
    assert pairs["AWS_ENDPOINT_URL"] == "http://127.0.0.1:5123"
    assert pairs["AWS_ACCESS_KEY_ID"] == "test" and pairs["AWS_PAGER"] == ""

    document = json.loads(labcloud(tmp_path, "env", "--format", "json", "--port", "5123").stdout)
    assert document["LABCLOUD_ENDPOINT"] == "http://127.0.0.1:5123"
    shim = Path(document["LABCLOUD_AWS_SHIM_DIR"]) / "aws"
    assert shim.exists() and os.access(shim, os.X_OK)

    github_path = tmp_path / "github_path"
    github = labcloud(
        tmp_path, "env", "--format", "github", "--port", "5123", extra={"GITHUB_PATH": str(github_path)}
    )
    assert github.stdout == dotenv
    assert github_path.read_text() == f"{document['LABCLOUD_AWS_SHIM_DIR']}\n"

    refused = labcloud(tmp_path, "env", "--format", "yaml")
    assert refused.returncode == 2 and "invalid choice: 'yaml'" in refused.stderr


TEST_FILE = """
def test_queue(labcloud_client):
    sqs = labcloud_client("sqs")
    url = sqs.create_queue(QueueName="plugin")["QueueUrl"]
    assert sqs.list_queues()["QueueUrls"] == [url]
"""


def test_the_pytest_plugin_loads_itself(tmp_path: Path) -> None:
    (tmp_path / "test_user.py").write_text(TEST_FILE)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "PYTEST_"))}
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:xdist",
        "test_user.py",
    ]
    bare = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert bare.returncode == 0, bare.stdout + bare.stderr
    assert "1 passed" in bare.stdout
    # A conftest that still names the module, as the docs once said, keeps working beside the entry point.
    (tmp_path / "conftest.py").write_text('pytest_plugins = ["labcloud.testing.pytest_plugin"]\n')
    named = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert named.returncode == 0, named.stdout + named.stderr
