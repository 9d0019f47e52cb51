"""The server as a process: a taken port, clean shutdown, fast start."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import urllib.request

from labcloud.testing.server_process import LabcloudProcess


def test_refuses_to_start_on_a_taken_port(labcloud_server):
    result = subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "up", "--in-memory", "--port", str(labcloud_server.port)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 1
    assert f"port {labcloud_server.port} on 127.0.0.1 is already in use" in result.stderr


def test_refuses_a_non_loopback_host_by_default():
    result = subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "up", "--in-memory", "--host", "0.0.0.0"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 2
    assert "refusing" in result.stderr


def test_sigterm_shuts_down_cleanly(tmp_path):
    server = LabcloudProcess(data_dir=tmp_path).start()
    assert server.stop(signal.SIGTERM) == 0


def test_answers_once_started(tmp_path):
    # How soon it answers is measured by bench/bench_resources.py; start() itself bounds the wait.
    server = LabcloudProcess(data_dir=tmp_path)
    server.start()
    try:
        with urllib.request.urlopen(server.endpoint + "/_labcloud/health", timeout=5) as response:
            assert response.status == 200
            assert json.loads(response.read())["persistent"] is True
    finally:
        server.stop()
