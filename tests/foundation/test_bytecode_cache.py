"""``labcloud up`` (and every other command) under PYTHONDONTWRITEBYTECODE keeps its bytecode in the per-user
cache, not beside the sources."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from labcloud.testing.server_process import LabcloudProcess

SRC = Path(__file__).resolve().parents[2] / "src" / "labcloud"


def _start(tmp_path: Path, **extra: str) -> LabcloudProcess:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "XDG_CACHE_HOME": str(tmp_path / "cache"), **extra}
    server = LabcloudProcess(in_memory=True, env=env, data_dir=tmp_path / "data")
    server.start(timeout=60)
    return server


def test_bytecode_goes_to_the_user_cache(tmp_path: Path) -> None:
    server = _start(tmp_path)
    try:
        assert server.get("/_labcloud/health")["status"] == "ok"
    finally:
        server.stop()
    cache = tmp_path / "cache" / "labcloud" / "pycache"
    compiled = list(cache.rglob("server.cpython-*.pyc"))
    # the prefix mirrors the source's absolute path
    assert any(str(SRC).lstrip("/") in str(path) for path in compiled), compiled


def test_the_cache_can_be_turned_off(tmp_path: Path) -> None:
    server = _start(tmp_path, LABCLOUD_BYTECODE_CACHE="0")
    server.stop()
    assert not (tmp_path / "cache" / "labcloud" / "pycache").exists()


def test_every_command_keeps_its_bytecode_too(tmp_path: Path) -> None:
    """``labcloud lab hint`` and the rest run once per command a learner types: compiling labcloud's
    modules again each time was a third of their CPU."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "lab", "list"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    cache = tmp_path / "cache" / "labcloud" / "pycache"
    tag = f"cpython-{sys.version_info[0]}{sys.version_info[1]}"
    compiled = [str(path) for path in cache.rglob(f"*.{tag}.pyc")]
    assert any(path.endswith(f"/labs/cli.{tag}.pyc") for path in compiled), compiled
