"""A warm Python console script: its modules imported once, each command run in a fork of that process.

Run as a file by the interpreter of the script it serves (``python warm_zygote.py SOCKET SCRIPT OWNER``);
it imports nothing of labcloud, only the standard library, so it runs under any interpreter (Debian's
``/usr/bin/python3`` for AWS CLI v2 among them). It imports the script's top-level modules (and
``PRELOAD``'s), then listens on a Unix socket. A client (``warm_client.py``) sends its arguments,
environment, working folder and its standard input, output and error as file descriptors; the server forks,
and the child takes those descriptors as 0, 1 and 2, that environment, folder and ``sys.argv``, runs the
script as ``__main__`` exactly as the interpreter would, shuts down as Python does (non-daemon threads, then
``atexit``) and exits with the script's status, which the server sends back. A client that goes away (a
timeout killed it) takes its command with it: the child is killed. The server exits when its owner process
(the test process that prepared the folder) is gone or after ``IDLE_SECONDS`` without a command.
"""

from __future__ import annotations

import array
import ast
import atexit
import importlib
import io
import json
import os
import runpy
import selectors
import signal
import socket
import struct
import sys
import threading
import traceback

IDLE_SECONDS = 600
HEADER = struct.Struct("!I")
STATUS = struct.Struct("!i")
#: Modules a command imports after the script's own top-level imports (the AWS CLI's plugins load at
#: ``main()``); imported ahead where present.
PRELOAD = {
    "awscli": ("awscli.handlers", "awscli.customizations.commands", "botocore.client", "botocore.endpoint"),
    "labcloud": ("labcloud.shell_env", "boto3", "botocore.client", "botocore.endpoint"),
}


def top_level_imports(script: str) -> list[str]:
    tree = ast.parse(open(script, encoding="utf-8").read(), script)
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module)
    return names


def warm_up(script: str) -> dict[str, str | None]:
    """Import what the script imports; returns the environment changes those imports made (awscli adds
    its data folder to ``AWS_DATA_PATH``), which every command's environment gets as well."""
    before = dict(os.environ)
    roots: set[str] = set()
    for name in top_level_imports(script):
        importlib.import_module(name)
        roots.add(name.split(".")[0])
    for root in roots:
        for name in PRELOAD.get(root, ()):
            try:
                importlib.import_module(name)
            except ImportError:
                pass
    after = dict(os.environ)
    changes: dict[str, str | None] = {k: v for k, v in after.items() if before.get(k) != v}
    changes.update({k: None for k in before if k not in after})
    return changes


def receive(conn: socket.socket) -> tuple[dict[str, object], list[int]]:
    fds = array.array("i")
    data = b""
    conn.settimeout(10)
    while True:
        chunk, ancillary, _flags, _addr = conn.recvmsg(65536, socket.CMSG_SPACE(3 * fds.itemsize))
        for level, kind, payload in ancillary:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                fds.frombytes(payload[: len(payload) - len(payload) % fds.itemsize])
        if not chunk:
            raise ConnectionError("client went away")
        data += chunk
        if len(data) >= HEADER.size and len(data) >= HEADER.size + HEADER.unpack_from(data)[0]:
            break
    conn.settimeout(None)
    (size,) = HEADER.unpack_from(data)
    return json.loads(data[HEADER.size : HEADER.size + size]), list(fds)


def stdio(fd: int, previous: io.TextIOWrapper, write: bool) -> io.TextIOWrapper:
    """A text stream on ``fd`` as Python's start-up makes one (same encoding and errors)."""
    raw = io.FileIO(fd, "wb" if write else "rb", closefd=False)
    interactive = raw.isatty()
    buffered: io.BufferedWriter | io.BufferedReader = (
        io.BufferedWriter(raw) if write else io.BufferedReader(raw)
    )
    return io.TextIOWrapper(
        buffered,
        encoding=previous.encoding,
        errors=previous.errors,
        line_buffering=write and interactive,
        write_through=False,
    )


def run_command(
    script: str, request: dict[str, object], fds: list[int], imported: dict[str, str | None]
) -> None:
    """In the forked child: become the command, run the script, exit with its status."""
    for target, fd in enumerate(fds[:3]):
        os.dup2(fd, target)
    for fd in fds:
        if fd > 2:
            os.close(fd)
    adopt(request)
    for name, value in imported.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    arguments = request["argv"]
    assert isinstance(arguments, list)
    sys.argv = [script, *(str(a) for a in arguments)]
    sys.stdin = stdio(0, sys.__stdin__, write=False)  # type: ignore[arg-type]
    sys.stdout = stdio(1, sys.__stdout__, write=True)  # type: ignore[arg-type]
    sys.stderr = stdio(2, sys.__stderr__, write=True)  # type: ignore[arg-type]
    status = 0
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as ended:
        status = exit_status(ended.code)
    except BaseException:  # noqa: BLE001 - reported as the interpreter reports it, status 1
        traceback.print_exc()
        status = 1
    finish(status)


def adopt(request: dict[str, object]) -> None:
    """In a forked child: the working folder and environment the client sent."""
    os.chdir(str(request["cwd"]))
    environment = request["env"]
    assert isinstance(environment, dict)
    os.environ.clear()
    os.environ.update({str(k): str(v) for k, v in environment.items()})


def finish(status: int) -> None:
    """In a forked child: end as the interpreter does (non-daemon threads, ``atexit``, flushing), with
    ``status``."""
    try:
        threading._shutdown()  # type: ignore[attr-defined]  # as Py_FinalizeEx: wait for non-daemon threads
        atexit._run_exitfuncs()
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        status = status or 120
    except BaseException:  # noqa: BLE001
        traceback.print_exc()
    os._exit(status)


def exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


class Zygote:
    #: Seconds without a command after which it ends (None: only with its owner).
    idle_seconds: float | None = IDLE_SECONDS

    def __init__(self, path: str, script: str, owner: int, imported: dict[str, str | None]) -> None:
        self.script, self.owner, self.imported = script, owner, imported
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        self.listener.listen(64)
        self.path = path
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.listener, selectors.EVENT_READ, "accept")
        self.wake_read, self.wake_write = os.pipe()
        os.set_blocking(self.wake_read, False)
        os.set_blocking(self.wake_write, False)
        signal.set_wakeup_fd(self.wake_write)
        signal.signal(signal.SIGCHLD, lambda *_: None)
        signal.signal(signal.SIGTERM, lambda *_: self.stop())
        self.selector.register(self.wake_read, selectors.EVENT_READ, "child")
        self.children: dict[int, socket.socket] = {}
        self.running = True

    def stop(self) -> None:
        self.running = False

    def serve(self) -> None:
        idle = 0.0
        while self.running:
            events = self.selector.select(timeout=1.0)
            if not events:
                idle += 1.0
                owner_gone = not alive(self.owner)
                idle_out = self.idle_seconds is not None and idle >= self.idle_seconds and not self.children
                if owner_gone or idle_out:
                    break
                continue
            idle = 0.0
            for key, _mask in events:
                if key.data == "accept":
                    self.accept()
                elif key.data == "child":
                    self.reap()
                else:
                    self.abandoned(key.data)
        self.close()

    def accept(self) -> None:
        conn, _ = self.listener.accept()
        try:
            request, fds = receive(conn)
        except (OSError, ValueError, ConnectionError):
            conn.close()
            return
        pid = os.fork()
        if pid == 0:
            self.leave(conn)
            run_command(self.script, request, fds, self.imported)
        for fd in fds:
            os.close(fd)
        self.children[pid] = conn
        self.selector.register(conn, selectors.EVENT_READ, pid)

    def leave(self, conn: socket.socket) -> None:
        """In a forked child: drop the zygote's signal handling, socket and connections."""
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        self.selector.close()
        self.listener.close()
        for other in self.children.values():
            if other is not None:
                other.close()
        conn.close()
        os.close(self.wake_read)
        os.close(self.wake_write)

    def reap(self) -> None:
        try:
            while os.read(self.wake_read, 512):
                pass
        except BlockingIOError:
            pass
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.children.pop(pid, None)
            if conn is None:
                continue
            try:
                self.selector.unregister(conn)
            except KeyError:  # abandoned: already unregistered
                pass
            code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
            try:
                conn.sendall(STATUS.pack(code))
            except OSError:
                pass
            conn.close()

    def abandoned(self, pid: int) -> None:
        """The client of ``pid`` closed its end (it was killed): so is its command."""
        conn = self.children.get(pid)
        if conn is None:
            return
        self.selector.unregister(conn)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def close(self) -> None:
        times = os.times()
        print(
            f"warm zygote ending: commands used {times.children_user + times.children_system:.2f} s of CPU",
            flush=True,
        )
        self.end_children()
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        self.listener.close()

    def end_children(self) -> None:
        for pid in list(self.children):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main() -> None:
    path, script, owner = sys.argv[1], sys.argv[2], int(sys.argv[3])
    imported = warm_up(script)
    Zygote(path, script, owner, imported).serve()


if __name__ == "__main__":
    main()
