"""A labcloud already imported and warmed, forked for each server a test starts (``warm_server.py``).

Run as ``python -m labcloud.testing.server_zygote SOCKET OWNER`` by a test process. It does what ``labcloud
up`` does before it serves (the bytecode and dataclass caches, importing the server and the command line),
then what a fresh server does in its first seconds: it builds every service once, on a throwaway in-memory
store it closes again, and loads every model and codec. A server start spends ~0.3 s of CPU before its first
answer and ~0.7 s more in those first seconds, almost all of it importing; a child of this process has it all.

It then listens on a Unix socket. For each request (the command line's arguments, environment and working
folder, and the log's file descriptor) it forks; the child starts a session of its own (as
``start_new_session`` does), takes /dev/null as its input and the log as its output and error, and runs
``labcloud``'s command line as ``python -m labcloud.cli`` would. The zygote answers with the child's pid at
once and with its exit status (the signal that ended it, negative) when it ends. It ends, killing what it
started, on SIGTERM or when its owner (the test process) is gone.
"""

from __future__ import annotations

import gc
import json
import os
import selectors
import signal
import socket
import sys
import threading
import traceback
from collections.abc import Iterator
from typing import Any

from labcloud.testing import warm_zygote

#: The warm CLIs' framing: a request's length, then a pid or an exit status.
HEADER = warm_zygote.HEADER
NUMBER = warm_zygote.STATUS


#: Non-empty while :func:`warm_up_reading` should not record what is read.
_PAUSED: list[bool] = []
#: Variables Python or the C library reads (not through ``os.environ``): always part of a zygote's key.
STARTUP_PREFIXES = ("PYTHON", "LC_", "LANG", "TZ")


def warm_up_reading() -> list[str]:
    """:func:`warm_up`, and the names of the variables it read from ``os.environ`` (``"*"``: all of them).

    Whatever warming up read may live on in the children (a cached setting, ``tempfile``'s folder): a server
    whose environment differs in one of these must start cold. Everything else a child reads, it reads from
    its own environment."""
    environ_type = type(os.environ)
    getitem, iterate = environ_type.__getitem__, environ_type.__iter__
    read: set[str] = set()

    def recorded_getitem(self: Any, key: str) -> str:
        if not _PAUSED:
            read.add(key)
        return getitem(self, key)

    def recorded_iter(self: Any) -> Iterator[str]:
        if not _PAUSED:
            read.add("*")
        return iterate(self)

    environ_type.__getitem__ = recorded_getitem  # type: ignore[method-assign]
    environ_type.__iter__ = recorded_iter  # type: ignore[method-assign]
    try:
        warm_up()
    finally:
        environ_type.__getitem__ = getitem  # type: ignore[method-assign]
        environ_type.__iter__ = iterate  # type: ignore[method-assign]
    return sorted(read)


def warm_up() -> None:
    """Everything a started server imports and loads, done once here."""
    from labcloud.bytecode import keep_bytecode_cached

    keep_bytecode_cached()
    from labcloud import dataclass_code

    dataclass_code.install()
    from labcloud.store import as_built

    as_built.install()
    gc.disable()
    import importlib
    import tempfile
    from pathlib import Path

    import labcloud.cli  # noqa: F401 - what each child runs
    from labcloud.app import LabcloudApp
    from labcloud.config import Settings
    from labcloud.protocol.codec import warm_steps

    with tempfile.TemporaryDirectory(prefix="labcloud-zygote-") as folder:
        _PAUSED.append(True)  # the throwaway's settings: each child's Settings reads its own environment
        try:
            settings = Settings(in_memory=True, data_dir=Path(folder), port=1)
        finally:
            _PAUSED.pop()
        app = LabcloudApp(settings, deferred=True)
        app.hub.ensure_all()
        for name in app.deferred_modules:
            importlib.import_module(name)
        app.hub.close()
    for step in warm_steps():
        step()
    gc.collect()
    gc.freeze()  # what is here now lives in every child: their collections never scan (and so copy) it


def become_server(request: dict[str, object], log_fd: int) -> None:
    """In the forked child: the session, streams, environment and arguments of ``python -m labcloud.cli``."""
    os.setsid()
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(log_fd, 1)
    os.dup2(log_fd, 2)
    os.close(devnull)
    os.close(log_fd)
    warm_zygote.adopt(request)
    arguments = request["argv"]
    assert isinstance(arguments, list)
    import labcloud.cli

    sys.argv = [str(labcloud.cli.__file__), *(str(a) for a in arguments)]
    sys.stdin = warm_zygote.stdio(0, sys.__stdin__, write=False)  # type: ignore[arg-type]
    sys.stdout = warm_zygote.stdio(1, sys.__stdout__, write=True)  # type: ignore[arg-type]
    sys.stderr = warm_zygote.stdio(2, sys.__stderr__, write=True)  # type: ignore[arg-type]
    status = 0
    try:
        status = labcloud.cli.main()
    except SystemExit as ended:
        status = warm_zygote.exit_status(ended.code)
    except BaseException:  # noqa: BLE001 - reported as the interpreter reports it, status 1
        traceback.print_exc()
        status = 1
    warm_zygote.finish(status)


class Zygote(warm_zygote.Zygote):
    """The warm CLIs' zygote (its socket, signals and reaping), serving servers instead of commands: the
    child is a server, the pid is answered at once, and nothing ends for want of commands."""

    idle_seconds = None  # a test process may start its next server after any pause

    def __init__(self, path: str, owner: int) -> None:
        super().__init__(path, "", owner, {})
        self.children: dict[int, socket.socket | None] = {}  # type: ignore[assignment]  # None: not waited for

    def accept(self) -> None:
        conn, _ = self.listener.accept()
        try:
            request, fds = warm_zygote.receive(conn)
        except (OSError, ValueError, ConnectionError):
            conn.close()
            return
        if len(fds) != 1:
            for fd in fds:
                os.close(fd)
            conn.close()
            return
        pid = os.fork()
        if pid == 0:
            self.leave(conn)
            become_server(request, fds[0])
        os.close(fds[0])
        try:
            conn.sendall(NUMBER.pack(pid))
        except OSError:
            conn.close()
            self.children[pid] = None
            return
        self.children[pid] = conn
        self.selector.register(conn, selectors.EVENT_READ, pid)

    def abandoned(self, pid: int) -> None:
        """The test process closed its end of ``pid``'s connection: it no longer waits for it (the server
        runs on, as a server started by ``subprocess`` would)."""
        conn = self.children.get(pid)
        if conn is not None:
            self.selector.unregister(conn)
            conn.close()
            self.children[pid] = None

    def end_children(self) -> None:
        for pid in list(self.children):
            try:
                os.killpg(pid, signal.SIGKILL)  # the server and its sandboxes: nobody is left to stop them
            except (ProcessLookupError, PermissionError):
                pass


def main() -> None:
    path, owner = sys.argv[1], int(sys.argv[2])
    read = warm_up_reading()
    # written before the socket exists: the client reads it once it sees the socket
    with open(path + ".read.json", "w", encoding="utf-8") as file:
        json.dump(read, file)
    if threading.active_count() != 1:  # a fork copies only the thread that forks: refuse rather than fork
        print("server zygote: warming up left threads running; not serving", file=sys.stderr)
        raise SystemExit(1)
    Zygote(path, owner).serve()


if __name__ == "__main__":
    main()
