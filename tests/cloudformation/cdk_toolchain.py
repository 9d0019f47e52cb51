"""The AWS CDK v2 toolchain the CDK tests run: the ``cdk`` CLI, ``aws-cdk-lib`` and ``constructs`` from the
npm registry at pinned versions, installed once into a cache folder shared by test runs and workers
(``$LABCLOUD_SDK_CACHE`` or ``~/.cache/labcloud-tests``; about 10 s on a first run, reused after).
The Python app's ``aws-cdk-lib`` comes from PyPI into a virtualenv in the same cache; CI installs it in the
background while its quick checks run (``python tests/cloudformation/cdk_toolchain.py``, in ``.ci/run``).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CACHE = Path(os.environ.get("LABCLOUD_SDK_CACHE", Path.home() / ".cache" / "labcloud-tests"))
#: The versions the npm registry served on 2026-12-04 (the CLI has its own version line since 2.1000).
PACKAGES = ["aws-cdk@2.1149.0", "aws-cdk-lib@2.278.0", "constructs@10.8.1"]


def node_tools() -> tuple[str, str] | None:
    node, npm = shutil.which("node"), shutil.which("npm")
    return None if node is None or npm is None else (node, npm)


def install() -> Path:
    """The ``node_modules`` folder holding the pinned CDK packages (installed on first use)."""
    tools = node_tools()
    assert tools is not None
    digest = hashlib.sha256(json.dumps(PACKAGES).encode()).hexdigest()[:12]
    folder = CACHE / f"cdk-{digest}"
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f"{folder.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "installed").exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True)
            (folder / "package.json").write_text('{"name": "labcloud-cdk-tests", "private": true}\n')
            done = subprocess.run(
                [tools[1], "install", "--no-audit", "--no-fund", "--loglevel=error", *PACKAGES],
                cwd=folder,
                capture_output=True,
                text=True,
                timeout=900,
            )
            if done.returncode != 0:
                pytest.fail(f"installing the CDK failed: {done.stdout[-2000:]}{done.stderr[-2000:]}")
            (folder / "installed").write_text("\n".join(PACKAGES))
    return folder / "node_modules"


#: The Python CDK app's library from PyPI (its newest there on 2026-12-04), with the same CLI from npm.
PYTHON_PACKAGES = ["aws-cdk-lib==2.275.0", "constructs==10.8.1"]


#: Set to 1 where the Python CDK app must run (CI's ``.ci/run`` sets it): a missing Node.js or a failed
#: install then fails the test instead of skipping it.
PYTHON_REQUIRED = os.environ.get("LABCLOUD_CDK_PYTHON") == "1"


def _python_folder() -> Path:
    digest = hashlib.sha256(json.dumps([sys.version_info[:2], PYTHON_PACKAGES]).encode()).hexdigest()[:12]
    return CACHE / f"cdk-py-{digest}"


def python_cdk_installed() -> bool:
    """Whether the pinned ``aws-cdk-lib`` virtualenv is already in the cache (no install needed)."""
    return (_python_folder() / "installed").exists()


def python_with_cdk() -> Path:
    """A virtualenv's python with ``aws-cdk-lib`` (about 460 MB; some 40 s to install from PyPI here)."""
    folder = _python_folder()
    python = folder / "bin" / "python"
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f"{folder.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "installed").exists():
            shutil.rmtree(folder, ignore_errors=True)
            for command in (
                [sys.executable, "-m", "venv", str(folder)],
                [str(python), "-m", "pip", "install", "-q", *PYTHON_PACKAGES],
            ):
                done = subprocess.run(command, capture_output=True, text=True, timeout=1800)
                if done.returncode != 0:
                    pytest.fail(f"installing aws-cdk-lib failed: {done.stdout[-2000:]}{done.stderr[-2000:]}")
            (folder / "installed").write_text("\n".join(PYTHON_PACKAGES))
    return python


if __name__ == "__main__":  # CI's background install (.ci/run): both toolchains, into the shared cache
    install()
    print(python_with_cdk())
