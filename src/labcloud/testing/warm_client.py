"""The ``aws`` (or ``labcloud``) a warm folder puts on PATH: hands the command to its warm process.

Run as a file (``python -I -S warm_client.py CONFIG ARGS...``) by the small shell stub that
``warm_cli.prepare`` writes; it imports only the standard library. It connects to the warm process of the
script named in CONFIG (starting it the first time, one per folder, script and start-up environment), sends
its arguments, environment, working folder and its standard input, output and error, and exits with the
command's status (a command killed by a signal kills this process with the same signal). Whatever stops it
from reaching a warm process, it runs the script itself instead (``exec``), as the shell would have.

The warm process is keyed by what Python reads at start-up (``PYTHON*``, the locale variables, and
``AWS_DATA_PATH``, which awscli reads at import): a command whose values differ gets its own process.
"""

from __future__ import annotations

import array
import fcntl
import hashlib
import json
import os
import signal
import socket
import struct
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import subprocess

HEADER = struct.Struct("!I")
STATUS = struct.Struct("!i")
START_TIMEOUT = 60.0
STARTUP_VARIABLES = ("PYTHON", "LC_", "LANG", "AWS_DATA_PATH")


def cold(script: str, arguments: list[str]) -> None:
    os.execv(script, [script, *arguments])


def socket_path(config: dict[str, object]) -> str:
    startup = sorted((k, v) for k, v in os.environ.items() if k.startswith(STARTUP_VARIABLES))
    digest = hashlib.sha1(json.dumps(startup).encode()).hexdigest()[:10]
    return os.path.join(str(config["folder"]), f"{config['name']}-{digest}.sock")


def connect(path: str) -> socket.socket | None:
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        conn.connect(path)
    except OSError:
        conn.close()
        return None
    return conn


def spawn(config: dict[str, object], path: str) -> subprocess.Popen[bytes]:
    """Start the warm process that will listen on ``path``."""
    import subprocess  # here only: most commands never start one, and this import costs them time

    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    interpreter = [str(part) for part in config["interpreter"]]  # type: ignore[attr-defined]
    with open(path + ".log", "ab") as log:
        return subprocess.Popen(
            [*interpreter, str(config["zygote"]), path, str(config["script"]), str(config["owner"])],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            start_new_session=True,
        )


def start(config: dict[str, object], path: str) -> socket.socket | None:
    """Start the warm process for ``path`` unless another command just did (one at a time per folder)."""
    with open(os.path.join(str(config["folder"]), f"{config['name']}.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        conn = connect(path)
        if conn is not None:
            return conn
        process = spawn(config, path)
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline and process.poll() is None:
            conn = connect(path)
            if conn is not None:
                return conn
            time.sleep(0.02)
        return None


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as file:
        config = json.load(file)
    script, arguments = str(config["script"]), sys.argv[2:]
    path = socket_path(config)
    conn = connect(path) or start(config, path)
    if conn is None:
        cold(script, arguments)
        return
    request = json.dumps({"argv": arguments, "env": dict(os.environ), "cwd": os.getcwd()}).encode()
    fds = array.array("i", [0, 1, 2])
    try:
        conn.sendmsg(
            [HEADER.pack(len(request)) + request], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, fds.tobytes())]
        )
    except OSError:
        conn.close()
        cold(script, arguments)
        return
    received = b""
    while len(received) < STATUS.size:
        chunk = conn.recv(STATUS.size - len(received))
        if not chunk:
            sys.stderr.write(
                f"labcloud warm cli: the warm {config['name']} process ended during the command\n"
            )
            sys.exit(1)
        received += chunk
    (status,) = STATUS.unpack(received)
    if status < 0:
        signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
    sys.exit(status)


if __name__ == "__main__":
    main()
