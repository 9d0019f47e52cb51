"""Where the peer emulators the benchmarks compare against are installed (each in a venv of its own).

A peer is found as the path given on the command line, then an environment variable, then its
command on PATH, then its conventional venv under /tmp (see run_all.py for the install commands).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path


def _find(given: str | None, variable: str, command: str, venv_path: str) -> str | None:
    for candidate in (given, os.environ.get(variable), shutil.which(command), venv_path):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def find_moto(given: str | None = None) -> str | None:
    return _find(given, "LABCLOUD_MOTO_SERVER", "moto_server", "/tmp/moto-venv/bin/moto_server")


def find_ministack(given: str | None = None) -> str | None:
    return _find(given, "LABCLOUD_MINISTACK", "ministack", "/tmp/ministack-venv/bin/ministack")
