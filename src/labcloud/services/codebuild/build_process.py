"""One build's bash program (``build_script.py``) run in a confined child process, never in the server.

The build's folder (``<scratch>/codebuild/builds/<uuid>``) holds ``src/`` (the unpacked source: the
working folder and CODEBUILD_SRC_DIR), ``home/`` (HOME), ``tmp/`` (TMPDIR) and the program. The child is
confined as a Glue Python shell run is (``labcloud.runtime.confine``): a Landlock domain reading only the
system folders, the build's folder, labcloud's ``aws`` shim and the installation of the ``aws`` CLI it
finds, writing only the build's folder and a few devices; ``no_new_privs``; the sandbox rlimits
(``labcloud.runtime.limits``); a session of its own, killed whole at the timeout or on StopBuild. No
container image runs: the build uses this machine's tools. Output (stdout and stderr together) is handed
line by line to ``on_line``; the program's marks (file descriptor ``$__LC_MARK_FD``) to ``on_mark``."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from labcloud import shell_env
from labcloud.runtime import confine
from labcloud.runtime.limits import child_limits

#: A build's bound on one file it writes (AWS gives a small build 64 GB of disk; bounded here).
FILE_MB = 1024
#: Longest output line handed on (CloudWatch Logs' event bound is 256 KB).
MAX_LINE = 64 * 1024
_SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


@dataclass(frozen=True, slots=True)
class Outcome:
    exit_code: int | None  # None: killed at the timeout
    timed_out: bool = False


def aws_cli() -> str | None:
    """The folder of the ``aws`` CLI builds use: beside the server's interpreter (labcloud installs
    awscli), else the one on PATH unless it is a pyenv shim (which needs pyenv's whole tree)."""
    beside = Path(sys.executable).parent / "aws"
    if beside.exists():
        return str(beside.parent)
    found = shutil.which("aws")
    if found is None or "/shims/" in found:
        return None
    return str(Path(found).parent)


def folder(root: Path, build_uuid: str) -> Path:
    return root / "builds" / build_uuid


def prepare(root: Path, build_uuid: str) -> Path:
    """An empty build folder with ``src/``, ``home/`` and ``tmp/``; answers ``src/``."""
    base = folder(root, build_uuid)
    shutil.rmtree(base, ignore_errors=True)
    for part in ("src", "home", "tmp"):
        (base / part).mkdir(parents=True)
    return base / "src"


def remove(root: Path, build_uuid: str) -> None:
    shutil.rmtree(folder(root, build_uuid), ignore_errors=True)


def _kill(proc: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(ProcessLookupError):
        proc.kill()


async def _lines(stream: asyncio.StreamReader | None, take: Callable[[str], None]) -> None:
    if stream is None:
        return
    pending = b""
    while True:
        chunk = await stream.read(65536)
        if not chunk:
            break
        pending += chunk
        *whole, pending = pending.split(b"\n")
        for line in whole:
            take(line[:MAX_LINE].decode(errors="replace"))
        if len(pending) > MAX_LINE:
            take(pending[:MAX_LINE].decode(errors="replace"))
            pending = b""
    if pending:
        take(pending[:MAX_LINE].decode(errors="replace"))


def _plan(base: Path, shim: Path, cli: str | None, ca: Path | None) -> confine.Confinement:
    found = confine.protections()
    if not found.landlock:
        return confine.Confinement()
    reads = [*confine.system_reads(), str(base), str(shim)]
    if cli is not None:
        reads += [cli, os.path.realpath(cli), sys.prefix, sys.base_prefix]
    if ca is not None:
        reads.append(str(ca))
    return confine.Confinement(
        landlock=found.landlock,
        read_paths=confine.existing(reads),
        write_paths=[str(base), *confine.DEVICES],
    )


async def run(
    root: Path,
    build_uuid: str,
    program: str,
    env: dict[str, str],
    timeout_s: float,
    on_line: Callable[[str], None],
    on_mark: Callable[[str], None],
    ca: Path | None = None,
) -> Outcome:
    """Run ``program`` with ``env`` added to the child's environment; cancelling the awaiting task kills
    the child (StopBuild)."""
    base = folder(root, build_uuid)
    (base / "build.sh").write_text(program)
    shim = shell_env.shim_dir(root)
    cli = aws_cli()
    plan = _plan(base, shim, cli, ca)
    setup = confine.child_setup(plan, child_limits(FILE_MB))
    path = ":".join([str(shim), *([cli] if cli else []), _SYSTEM_PATH])
    marks_read, marks_write = os.pipe()
    child_env = {
        "LANG": "C.UTF-8",
        "TMPDIR": str(base / "tmp"),
        "HOME": str(base / "home"),
        **env,
        "PATH": path,
        "__LC_MARK_FD": str(marks_write),
    }
    loop = asyncio.get_running_loop()
    marks = asyncio.StreamReader()
    try:
        proc = await asyncio.create_subprocess_exec(
            "/bin/bash",
            "--noprofile",
            "--norc",
            str(base / "build.sh"),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            start_new_session=True,
            cwd=str(base / "src"),
            env=child_env,
            pass_fds=(marks_write,),
            preexec_fn=setup,
        )
    finally:
        os.close(marks_write)
    transport, _ = await loop.connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(marks), os.fdopen(marks_read, "rb", 0)
    )
    readers = asyncio.gather(_lines(proc.stdout, on_line), _lines(marks, on_mark))
    timed_out = False
    try:
        try:
            await asyncio.wait_for(proc.wait(), timeout_s)
        except asyncio.TimeoutError:
            timed_out = True
        _kill(proc)  # what it left running in its session (holding the pipes open) goes with it
        await proc.wait()
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(readers), 5)
    except asyncio.CancelledError:
        _kill(proc)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(proc.wait(), 5)
        readers.cancel()
        raise
    finally:
        transport.close()
    return Outcome(None if timed_out else proc.returncode, timed_out)
