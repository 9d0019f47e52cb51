"""Which python3.X the launcher probes first: real executables before wrapper scripts (pyenv's shims)."""

from __future__ import annotations

import asyncio
import shutil
import sys
from pathlib import Path

import pytest

from labcloud.runtime import launch


def _executable(path: Path, content: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    path.chmod(0o755)
    return path


def test_real_interpreters_come_before_shims(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shims = tmp_path / "shims"
    shim = _executable(shims / "python3.77", b"#!/usr/bin/env bash\nexec pyenv exec python3.77\n")
    real_on_path = _executable(tmp_path / "bin" / "python3.77", b"\x7fELF not really")
    root = tmp_path / "pyenv"
    older = _executable(root / "versions" / "3.77.2" / "bin" / "python3.77", b"\x7fELF")
    newer = _executable(root / "versions" / "3.77.10" / "bin" / "python3.77", b"\x7fELF")
    _executable(root / "versions" / "3.771.0" / "bin" / "python3.77", b"\x7fELF")  # another version
    _executable(root / "versions" / "3.77-venv" / "bin" / "python3.77", b"\x7fELF")  # a virtualenv
    monkeypatch.setenv("PATH", f"{shims}:{tmp_path / 'bin'}")
    monkeypatch.setenv("PYENV_ROOT", str(root))

    found = launch.python_candidates("3.77")

    assert found == [str(real_on_path), str(newer), str(older), str(shim)]


def test_no_candidate_for_an_absent_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path / "missing"))
    assert launch.python_candidates("3.99") == []


def test_a_candidate_answering_another_version_is_passed_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A python3.X that is really another version is skipped for the next; with none left, the server's own
    interpreter runs the function, marked substituted."""
    me = f"{sys.version_info.major}.{sys.version_info.minor}"
    liar = tmp_path / "first" / "python3.98"
    liar.parent.mkdir()
    liar.symlink_to(sys.executable)  # a real interpreter, but not 3.98
    monkeypatch.setenv("PATH", str(liar.parent))
    monkeypatch.setenv("PYENV_ROOT", str(tmp_path / "missing"))
    launcher = launch.Launcher(tmp_path / "work")
    found = asyncio.run(launcher.interpreter("python3.98"))
    assert found.substituted and found.version == me


def test_the_servers_own_version_is_found_without_a_shim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    me = f"{sys.version_info.major}.{sys.version_info.minor}"
    assert shutil.which(f"python{me}", path=str(Path(sys.base_prefix) / "bin")) is not None
    shims = tmp_path / "shims"
    _executable(shims / f"python{me}", b"#!/bin/sh\nexit 127\n")  # a shim that fails, as pyenv's can
    monkeypatch.setenv("PATH", str(shims))
    found = asyncio.run(launch.Launcher(tmp_path / "work").interpreter(f"python{me}"))
    assert not found.substituted and found.version == me
    assert not found.executable.startswith(str(shims))
