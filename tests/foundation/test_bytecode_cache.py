"""``labcloud up`` under PYTHONDONTWRITEBYTECODE keeps its bytecode in the per-user cache, not beside the sources."""

from __future__ import annotations

import os
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
