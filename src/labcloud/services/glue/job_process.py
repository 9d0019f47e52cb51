"""A Python shell job's script run in a confined child process, never in the server.

The run's folder (``<scratch>/glue/runs/<run id>``) holds ``code/`` (the script, and the ``awsglue`` package
of ``awsglue_shim.py``) and ``tmp/`` (its TMPDIR). The interpreter is ``python<PythonVersion>`` when the
machine has it (else the server's own, as Lambda's launcher does), started with ``-S -s`` and a PYTHONPATH of
the code folder and Lambda's runtime-deps folder (boto3 and its dependencies): labcloud itself is never
importable. The child is confined as a Lambda sandbox without a mount view of its own
(``labcloud.runtime.confine``): a Landlock domain reading only the system folders, the interpreter, the code
and boto3, writing only its TMPDIR and a few devices; ``no_new_privs``; the sandbox rlimits
(``labcloud.runtime.limits``) and an address-space bound by MaxCapacity (:data:`ADDRESS_SPACE`); a session of
its own, killed whole at the timeout or on BatchStopJobRun. It runs as labcloud's own user (the interpreter may
lie where only that user may read, as pyenv's do).
Its stdout and stderr are kept up to :data:`MAX_OUTPUT` bytes each."""

from __future__ import annotations

import asyncio
import contextlib
import os
import resource
import shutil
import signal
from dataclasses import dataclass
from pathlib import Path

from labcloud.runtime import confine
from labcloud.runtime.launch import Launcher
from labcloud.runtime.limits import child_limits
from labcloud.services.glue import awsglue_shim

#: Bytes of stdout and of stderr kept per run (the rest is dropped, and said so).
MAX_OUTPUT = 4 * 1024 * 1024
#: The address space a run may map, by its MaxCapacity: AWS gives 0.0625 DPU 1 GB of memory and 1 DPU 16 GB;
#: labcloud bounds virtual memory (RLIMIT_AS), so a small run gets room for its threads' reservations too.
ADDRESS_SPACE = {0.0625: 2 * 1024**3, 1.0: 16 * 1024**3}
#: A Python shell job's TMPDIR bound on one file (AWS gives a pythonshell job 20 GB of disk; bounded here).
TMP_FILE_MB = 512
_SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin"


@dataclass(frozen=True, slots=True)
class Outcome:
    exit_code: int | None  # None: killed at the timeout
    stdout: bytes
    stderr: bytes
    timed_out: bool = False


_launchers: dict[Path, Launcher] = {}


def _launcher(root: Path) -> Launcher:
    launcher = _launchers.get(root)
    if launcher is None:
        launcher = _launchers[root] = Launcher(root)
    return launcher


async def _read(stream: asyncio.StreamReader | None) -> bytes:
    if stream is None:
        return b""
    kept = bytearray()
    dropped = 0
    while True:
        chunk = await stream.read(65536)
        if not chunk:
            break
        room = MAX_OUTPUT - len(kept)
        kept += chunk[:room]
        dropped += max(0, len(chunk) - room)
    if dropped:
        kept += f"\n[labcloud: {dropped} more bytes of output were dropped]\n".encode()
    return bytes(kept)


def _kill(proc: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(ProcessLookupError):
        proc.kill()


async def run(
    root: Path,
    run_id: str,
    script: bytes,
    argv: list[str],
    env: dict[str, str],
    python_version: str,
    timeout_s: float,
    capacity: float = 0.0625,
) -> Outcome:
    """Run ``script`` with ``argv`` (after the script's name) and ``env`` added to the child's environment;
    cancelling the awaiting task kills the child (BatchStopJobRun)."""
    launcher = _launcher(root)
    folder = root / "runs" / run_id
    code, tmp = folder / "code", folder / "tmp"
    shutil.rmtree(folder, ignore_errors=True)
    (code / "awsglue").mkdir(parents=True)
    tmp.mkdir()
    (code / "script.py").write_bytes(script)
    (code / "awsglue" / "__init__.py").write_text(awsglue_shim.INIT)
    (code / "awsglue" / "utils.py").write_text(awsglue_shim.UTILS)
    try:
        interp = await launcher.interpreter(f"python{python_version}")
        deps = launcher.deps_dir()
        found = confine.protections()
        plan: confine.Confinement | None = None
        if found.landlock:
            reads = [*confine.system_reads(), str(code), str(deps), interp.prefix]
            reads += [str(p) for p in launcher.dep_sources().values()]
            reads.append(os.path.dirname(os.path.dirname(os.path.realpath(interp.executable))))
            plan = confine.Confinement(
                landlock=found.landlock,
                read_paths=confine.existing(reads),
                write_paths=[str(tmp), *confine.DEVICES],
            )
        else:
            plan = confine.Confinement()
        limits = child_limits(TMP_FILE_MB)
        most = ADDRESS_SPACE.get(capacity, ADDRESS_SPACE[0.0625])

        def bounded() -> None:
            limits()
            resource.setrlimit(resource.RLIMIT_AS, (most, most))

        setup = confine.child_setup(plan, bounded)
        child_env = {
            "PATH": _SYSTEM_PATH,
            "LANG": "C.UTF-8",
            "TMPDIR": str(tmp),
            "HOME": str(tmp),
            "PYTHONPATH": f"{code}:{deps}",
            "PYTHONUNBUFFERED": "1",
            "PYTHONDONTWRITEBYTECODE": "1",
            **env,
        }
        proc = await asyncio.create_subprocess_exec(
            interp.executable,
            "-S",
            "-s",
            str(code / "script.py"),
            *argv,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            start_new_session=True,
            cwd=str(tmp),
            env=child_env,
            preexec_fn=setup,
        )
        readers = asyncio.gather(_read(proc.stdout), _read(proc.stderr))
        timed_out = False
        try:
            await asyncio.wait_for(proc.wait(), timeout_s)
            _kill(proc)  # what it left running in its session (holding the pipes open) goes with it
        except asyncio.TimeoutError:
            timed_out = True
            _kill(proc)
            await proc.wait()
        except asyncio.CancelledError:
            _kill(proc)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(proc.wait(), 5)
            readers.cancel()
            raise
        out, err = await readers
        return Outcome(None if timed_out else proc.returncode, out, err, timed_out)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
