"""Running pip and npm as bounded child processes for what labcloud builds from the package registries.

Shared by AWS's public layers (``public_layers.py``) and the JavaScript SDK the Node.js sandboxes find
(``node_sdk.py``): a command runs with a bounded time (``LABCLOUD_PUBLIC_LAYER_TIMEOUT``, default 240 s),
no input, and its last lines become the error; npm always runs with ``--ignore-scripts`` into the folder it is
given (never labcloud's own environment). ``LABCLOUD_PUBLIC_LAYERS=offline`` forbids every download.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

DEFAULT_TIMEOUT = 240.0


class BuildError(Exception):
    """Something could not be fetched or built; the message says why (for the caller's error or log line)."""


def offline() -> bool:
    return os.environ.get("LABCLOUD_PUBLIC_LAYERS", "").lower() == "offline"


def build_timeout() -> float:
    try:
        return max(1.0, float(os.environ.get("LABCLOUD_PUBLIC_LAYER_TIMEOUT", DEFAULT_TIMEOUT)))
    except ValueError:
        return DEFAULT_TIMEOUT


def run(command: list[str], cwd: Path, what: str) -> None:
    """Run ``command`` in ``cwd`` within the bounded time; a failure is a BuildError naming ``what``."""
    timeout = build_timeout()
    try:
        done = subprocess.run(
            command,
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as error:
        raise BuildError(f"{what} did not finish within {timeout:.0f} s") from error
    except OSError as error:
        raise BuildError(f"{what} could not be started: {error}") from error
    if done.returncode != 0:
        lines = [line for line in (done.stderr or done.stdout).splitlines() if line.strip()]
        lines = [line for line in lines if not line.lstrip().startswith("WARNING")] or lines
        codes = [line for line in lines[:-2] if line.startswith("npm error code ")][:1]  # npm's reason
        raise BuildError(f"{what} failed: {' '.join(codes + lines[-2:])[:400] or f'exit {done.returncode}'}")


def npm_install(specs: list[str], folder: Path, what: str, name: str = "labcloud-build") -> None:
    """``npm install`` ``specs`` into ``folder/node_modules`` (no scripts, no lock file, no dev packages);
    ``folder``'s ``package.json`` and lock file are removed afterwards."""
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError("npm is not installed on this machine")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "package.json").write_text(json.dumps({"name": name, "private": True}))
    run(
        [
            npm, "install", "--ignore-scripts", "--omit=dev", "--no-audit", "--no-fund",
            "--no-package-lock", "--no-save", "--fetch-retries=1", "--fetch-timeout=30000",
            *specs,
        ],
        folder,
        what,
    )  # fmt: skip
    for name in ("package.json", "package-lock.json"):
        (folder / name).unlink(missing_ok=True)
