"""Warm command-line tools for test suites: the real ``aws`` (or ``labcloud``) without its start-up.

The AWS CLI spends ~0.5 s of CPU (v2: ~0.7 s) importing botocore and its plugins before each command, and
a suite that runs the CLI a few thousand times spends minutes on it. ``folder_for(script)`` returns a folder
holding a command of the same name to put on PATH before the real one: it runs the same script, with the
same arguments, environment, working folder and standard streams, in a fork of a process that has already
imported its modules (``warm_zygote.py``; ``warm_client.py`` is the command). The CLI's own code runs
unchanged from ``main()`` on; only the imports are shared.

Opt-in with ``LABCLOUD_WARM_CLI=1`` (labcloud's own test suite sets it; ``0`` runs every command cold).
One warm process per folder, script and start-up environment; each ends with the test process that
prepared its folder, or after ten idle minutes.
"""

from __future__ import annotations

import atexit
import json
import os
import shlex
import stat
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

from labcloud.testing import warm_client

HERE = Path(__file__).parent


def enabled() -> bool:
    return os.environ.get("LABCLOUD_WARM_CLI", "") in ("1", "true", "yes")


def interpreter_of(script: Path) -> list[str]:
    """The interpreter (and its flags) of a Python script's ``#!`` line; ``env`` lines resolved on PATH."""
    with script.open("rb") as file:
        first = file.readline().decode(errors="replace")
    if not first.startswith("#!"):
        raise ValueError(f"{script} has no #! line")
    words = shlex.split(first[2:].strip())
    if Path(words[0]).name == "env":
        words = [word for word in words[1:] if word != "-S"]
        from shutil import which

        words[0] = which(words[0]) or words[0]
    return words


def is_python_script(script: Path) -> bool:
    try:
        words = interpreter_of(script)
    except (OSError, ValueError, IndexError):
        return False
    return "python" in Path(words[0]).name


@cache
def _base() -> Path:
    return Path(tempfile.mkdtemp(prefix="lcw-"))


@cache
def folder_for(script: str) -> str:
    """A folder whose command named like ``script`` runs it warm (``script`` itself when it is not a
    Python script: then there is nothing to warm and the real one is used)."""
    real = Path(script).resolve()
    if not is_python_script(real):
        return str(Path(script).parent)
    folder = _base() / f"{len(os.listdir(_base())):02d}"
    folder.mkdir()
    name = Path(script).name
    config = {
        "folder": str(folder),
        "name": name,
        "script": str(real),
        "interpreter": interpreter_of(real),
        "zygote": str(HERE / "warm_zygote.py"),
        "owner": os.getpid(),
    }
    (folder / "config.json").write_text(json.dumps(config))
    command = folder / name
    command.write_text(
        "#!/bin/sh\n"
        f"exec {shlex.quote(sys.executable)} -I -S {shlex.quote(str(HERE / 'warm_client.py'))} "
        f'{shlex.quote(str(folder / "config.json"))} "$@"\n'
    )
    command.chmod(command.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    # Started now, by this process, for its own start-up environment (the usual case); a command whose
    # start-up environment differs starts its own on first use.
    process = warm_client.spawn(config, warm_client.socket_path(config))
    atexit.register(_stop, process)
    return str(folder)


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
