"""Warm server starts for test suites: ``labcloud up`` forked from a process that has already imported it.

A test suite starts servers a thousand times; each start spends ~1 s of CPU importing labcloud and loading
its models, the same work every time. With ``LABCLOUD_WARM_SERVER=1`` (labcloud's own suite sets it),
:class:`~labcloud.testing.server_process.LabcloudProcess` asks a zygote (``server_zygote.py``, one per test
process) for the server instead of running the command: the zygote forks, and the child runs the same
command line with the same arguments, environment and working folder, in a session of its own, its output
in the same log. :class:`ForkedServer` gives the test what ``subprocess.Popen`` does (``pid``, ``poll``,
``wait``, ``returncode``, signals), so stopping, killing and waiting work as before.

A start whose environment differs from the zygote's in a variable that Python reads at start-up
(``PYTHON*``, the locale, ``TZ``) or that the zygote read while it warmed up (it records them: the bytecode
and dataclass caches' folders, ``TMPDIR``...) runs cold, as does every start when the zygote cannot be
reached. The zygote starts, with the test process's own environment, when that process first starts a
server. ``LABCLOUD_WARM_SERVER=0`` runs every start cold.
"""

from __future__ import annotations

import array
import atexit
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO

from labcloud.testing.server_zygote import HEADER, NUMBER, STARTUP_PREFIXES

#: Variables that differ from one server to the next and that only the started server reads.
PER_SERVER = frozenset({"LABCLOUD_SNAPSHOT_DIR", "PYTEST_CURRENT_TEST"})
START_TIMEOUT = 120.0


def enabled() -> bool:
    return os.environ.get("LABCLOUD_WARM_SERVER", "") in ("1", "true", "yes")


def _key(env: dict[str, str], read: list[str]) -> list[tuple[str, str | None]]:
    """What of ``env`` the zygote's children would not read afresh: Python's start-up variables and those
    the zygote read while warming up (``read``; ``"*"``: it read them all)."""
    if "*" in read:
        return sorted((k, v) for k, v in env.items() if k not in PER_SERVER)
    names = {k for k in env if k.startswith(STARTUP_PREFIXES)} | set(read)
    return sorted((k, env.get(k)) for k in names)


class _Zygote:
    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.read: list[str] = ["*"]
        self.folder = tempfile.mkdtemp(prefix="lcz-")
        self.path = os.path.join(self.folder, "zygote.sock")
        log = open(os.path.join(self.folder, "zygote.log"), "ab")  # noqa: SIM115 - the process keeps it
        self.process = subprocess.Popen(
            [sys.executable, "-m", "labcloud.testing.server_zygote", self.path, str(os.getpid())],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env={k: v for k, v in env.items() if k not in PER_SERVER},
            start_new_session=True,
        )
        log.close()
        atexit.register(self.stop)

    def ready(self) -> bool:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                return False
            if os.path.exists(self.path):
                with open(self.path + ".read.json", encoding="utf-8") as file:
                    self.read = list(json.load(file))
                return True
            time.sleep(0.02)
        return False

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


_zygote: _Zygote | None = None
_broken = False


class ForkedServer:
    """A server forked by the zygote, seen as ``subprocess.Popen`` shows a child."""

    def __init__(self, args: list[str], pid: int, conn: socket.socket) -> None:
        self.args = args
        self.pid = pid
        self.returncode: int | None = None
        self._conn = conn

    def _collect(self, timeout: float | None) -> bool:
        ready, _, _ = select.select([self._conn], [], [], timeout)
        if not ready:
            return False
        data = b""
        while len(data) < NUMBER.size:
            chunk = self._conn.recv(NUMBER.size - len(data))
            if not chunk:  # the zygote ended: it kills what it started
                self.returncode = -signal.SIGKILL
                break
            data += chunk
        else:
            (self.returncode,) = NUMBER.unpack(data)
        self._conn.close()
        return True

    def poll(self) -> int | None:
        if self.returncode is None:
            self._collect(0)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None and not self._collect(timeout):
            raise subprocess.TimeoutExpired(self.args, timeout or 0)
        assert self.returncode is not None
        return self.returncode

    def send_signal(self, sig: int) -> None:
        if self.poll() is None:
            try:
                os.kill(self.pid, sig)
            except ProcessLookupError:
                pass

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


def start(command: list[str], env: dict[str, str], log: IO[bytes]) -> ForkedServer | None:
    """``command`` (``[python, "-m", "labcloud.cli", ...]``) forked from this process's zygote, or None
    when it must run cold."""
    global _zygote, _broken
    if _broken or command[1:3] != ["-m", "labcloud.cli"]:
        return None
    if _zygote is None:
        # this process's own environment, not the first start's: that one may be a test's special case
        _zygote = _Zygote(dict(os.environ))
        if not _zygote.ready():
            _broken = True
            print(
                f"labcloud warm server: no zygote, servers start cold:\n{_read(Path(_zygote.folder))}",
                file=sys.stderr,
            )
            return None
    if _key(env, _zygote.read) != _key(_zygote.env, _zygote.read):
        return None
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.connect(_zygote.path)
        request = json.dumps({"argv": command[3:], "env": env, "cwd": os.getcwd()}).encode()
        conn.sendmsg(
            [HEADER.pack(len(request)) + request],
            [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", [log.fileno()]).tobytes())],
        )
        conn.settimeout(30)
        data = b""
        while len(data) < NUMBER.size:
            chunk = conn.recv(NUMBER.size - len(data))
            if not chunk:
                raise ConnectionError("the zygote closed the connection")
            data += chunk
        conn.settimeout(None)
    except OSError:
        conn.close()
        return None
    (pid,) = NUMBER.unpack(data)
    return ForkedServer(command, pid, conn)


def _read(folder: Path) -> str:
    try:
        return (folder / "zygote.log").read_text(errors="replace")[-4000:]
    except OSError:
        return ""
