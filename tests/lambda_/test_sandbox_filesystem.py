"""A function sees the filesystem Lambda gives it, and nothing of labcloud's own state (issue 45).

A prober function tries what a curious learner would: write its code folder, read and write
labcloud's data folder and database files, read another function's code and /tmp (also through
/proc), read /etc/shadow, signal the server, fill /tmp past EphemeralStorage, start processes
without end. Each is refused with the error Lambda gives, and the server and the other sandbox
keep working. The same checks run against the suite's server (root in CI) and against a server
running as ``nobody`` (an unprivileged user: user namespaces instead of root's mounts).
"""

from __future__ import annotations

import base64
import json
import os
import pwd
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
from lambda_helpers import create_role, deployer

from labcloud.runtime import confine
from labcloud.testing.server_process import LabcloudProcess

FOUND = confine.protections()
pytestmark = pytest.mark.skipif(
    not FOUND.namespaces,
    reason="this kernel gives sandboxes no view of their own (docs/sandbox.md says what still holds)",
)

PROBER = """
import errno, os, socket, tempfile

def attempt(action):
    try:
        action()
        return "allowed"
    except OSError as exc:
        return errno.errorcode.get(exc.errno, str(exc.errno))

def read(path):
    with open(path, "rb") as f:
        f.read(1)

def write(path):
    with open(path, "ab") as f:
        f.write(b"x")

def other_runtime_api(port):  # ask another sandbox's Runtime API for its next invocation
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2) as conn:
            conn.sendall(b"GET /2018-06-01/runtime/invocation/next HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n")
            try:
                answer = conn.recv(100)
            except socket.timeout:
                return "waiting for an invocation"
            return "answered" if answer else "closed"
    except (ConnectionResetError, BrokenPipeError):  # aborted (a reset when the request was unread)
        return "closed"

def handler(event, context):
    data, other, pid, server = event["data_dir"], event["other_code"], event["other_pid"], event["server_pid"]
    return {
        "cwd": os.getcwd(),
        "task_root": os.environ["LAMBDA_TASK_ROOT"],
        "write_code": attempt(lambda: write("scratch.txt")),
        "overwrite_code": attempt(lambda: write(os.path.join(os.environ["LAMBDA_TASK_ROOT"], "app.py"))),
        "list_data": attempt(lambda: os.listdir(data)),
        "read_db": attempt(lambda: read(os.path.join(data, "labcloud.db"))),
        "read_wal": attempt(lambda: read(os.path.join(data, "labcloud.db-wal"))),
        "write_wal": attempt(lambda: write(os.path.join(data, "labcloud.db-wal"))),
        "write_shm": attempt(lambda: write(os.path.join(data, "labcloud.db-shm"))),
        "read_other_code": attempt(lambda: read(os.path.join(other, "app.py"))),
        "read_other_tmp": attempt(lambda: read("/tmp/secret")),
        "read_other_tmp_by_proc": attempt(lambda: read(f"/proc/{pid}/root/tmp/secret")),
        "read_other_environ": attempt(lambda: read(f"/proc/{pid}/environ")),
        "read_server_environ": attempt(lambda: read(f"/proc/{server}/environ")),
        "signal_server": attempt(lambda: os.kill(server, 0)),
        "read_shadow": attempt(lambda: read("/etc/shadow")),
        "write_tmp": attempt(lambda: write("/tmp/mine")),
        "write_opt": attempt(lambda: write("/opt/mine")),
        "runtime_api": other_runtime_api(event["other_api_port"]),
        "tempdir": tempfile.gettempdir(),
        "leaks": sorted(k for k, v in os.environ.items() if data in v or "labcloud" in v.lower() or k.startswith("LABCLOUD")),
    }
"""

KEEPER = """
import os
def handler(event, context):
    if event.get("write"):
        with open("/tmp/secret", "w") as f:
            f.write("kept")
    with open("/tmp/secret") as f:
        return {"pid": os.getpid(), "secret": f.read()}
"""

FILLER = """
import errno
def handler(event, context):
    chunk = b"x" * (1 << 20)
    written = 0
    try:
        with open("/tmp/fill", "wb") as out:
            while written < 2048:
                out.write(chunk)
                out.flush()
                written += 1
    except OSError as exc:
        return {"written_mb": written, "error": errno.errorcode[exc.errno]}
    return {"written_mb": written}
"""

SPAWNER = """
import errno, os, signal
def handler(event, context):
    children = []
    error = None
    while len(children) < 5000:
        try:
            children.append(os.posix_spawnp("sleep", ["sleep", "60"], dict(os.environ)))
        except OSError as exc:
            error = errno.errorcode[exc.errno]
            break
    for pid in children:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    return {"started": len(children), "error": error}
"""


def _server(*, as_nobody: bool) -> Iterator[LabcloudProcess]:
    """A server keeping its state in a data folder (not in memory), as the server's user or as nobody."""
    root = Path(tempfile.mkdtemp(prefix="labcloud-sandbox-fs-"))
    home, data = root / "home", root / "state"
    home.mkdir()
    data.mkdir()
    env = {**os.environ, "HOME": str(home)}
    env.pop("XDG_DATA_HOME", None)
    server = LabcloudProcess(data_dir=data, env=env)
    if as_nobody:
        nobody = pwd.getpwnam("nobody")
        for path in (root, home, data):
            os.chown(path, nobody.pw_uid, nobody.pw_gid)
        wrapper = str(Path(__file__).with_name("unprivileged.py"))
        command = server.command
        server.command = lambda: [sys.executable, wrapper, *command()]  # type: ignore[method-assign]
    server.start(timeout=60)
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def own_server() -> Iterator[LabcloudProcess]:
    yield from _server(as_nobody=False)


@pytest.fixture(scope="module")
def nobody_server() -> Iterator[LabcloudProcess]:
    if os.geteuid() != 0:
        pytest.skip("the suite already runs unprivileged: the server-user case covers it")
    yield from _server(as_nobody=True)


@pytest.fixture(params=["server-user", "nobody"])
def server(request: pytest.FixtureRequest) -> LabcloudProcess:
    found: LabcloudProcess = request.getfixturevalue(
        "nobody_server" if request.param == "nobody" else "own_server"
    )
    found.reset()
    return found


def _invoke(server: LabcloudProcess, name: str, payload: dict[str, Any]) -> Any:
    answer = server.boto3_client("lambda").invoke(FunctionName=name, Payload=json.dumps(payload))
    body = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, body
    return body


def _runtime_api_port(pid: int, server_port: int) -> int:
    """The port of the Runtime API a sandbox's runtime is connected to."""
    process = psutil.Process(pid)
    listing = getattr(process, "net_connections", None) or process.connections  # psutil < 6
    ports = {
        c.raddr.port
        for c in listing(kind="tcp")
        if c.raddr and c.raddr.ip == "127.0.0.1" and c.raddr.port != server_port
    }
    assert len(ports) == 1, ports
    return ports.pop()


def _code_dir(server: LabcloudProcess, name: str) -> str:
    sha = server.boto3_client("lambda").get_function(FunctionName=name)["Configuration"]["CodeSha256"]
    return str(server.data_dir / "lambda" / "code" / base64.b64decode(sha).hex())


def test_a_function_reaches_nothing_of_labcloud_nor_of_other_functions(server: LabcloudProcess) -> None:
    deploy = deployer(server, create_role(server))
    deploy("keeper", KEEPER)
    deploy("prober", PROBER)
    kept = _invoke(server, "keeper", {"write": True})
    assert kept["secret"] == "kept"
    other_code = _code_dir(server, "keeper")
    assert Path(other_code, "app.py").is_file()  # the test sees them; the prober must not
    assert (server.data_dir / "labcloud.db").is_file() and (server.data_dir / "labcloud.db-wal").is_file()
    assert server.proc is not None
    seen = _invoke(
        server,
        "prober",
        {
            "data_dir": str(server.data_dir),
            "other_code": other_code,
            "other_pid": kept["pid"],
            "server_pid": server.proc.pid,
            "other_api_port": _runtime_api_port(kept["pid"], server.port),
        },
    )
    unprivileged = server.data_dir.owner() != "root"
    assert seen.pop("cwd") == seen.pop("task_root") == "/var/task"
    assert seen.pop("tempdir") == "/tmp"
    assert seen.pop("leaks") == []  # no environment variable names labcloud's folders
    runtime_api = seen.pop("runtime_api")
    if not unprivileged:  # a dedicated user: another sandbox's Runtime API closes the connection
        assert runtime_api == "closed"
    # a dedicated user may not signal the server; a sandbox of the server's own user is kept from it by
    # Landlock's signal scope (ABI 6)
    signal_refused = "EPERM" if FOUND.landlock >= 6 or not unprivileged else "allowed"
    # sandboxes of one user keep out of each other's processes through Landlock (docs/sandbox.md)
    other_process = "EACCES" if FOUND.landlock or not unprivileged else "allowed"
    assert seen == {
        "write_code": "EROFS",  # /var/task is read-only, as on Lambda
        "overwrite_code": "EROFS",
        "list_data": "ENOENT",  # labcloud's data folder is not in the sandbox's view
        "read_db": "ENOENT",
        "read_wal": "ENOENT",
        "write_wal": "ENOENT",
        "write_shm": "ENOENT",
        "read_other_code": "ENOENT",
        "read_other_tmp": "ENOENT",  # each sandbox has a /tmp of its own
        "read_other_tmp_by_proc": other_process,
        "read_other_environ": other_process,
        "read_server_environ": other_process,
        "signal_server": signal_refused,
        "read_shadow": "EACCES",
        "write_tmp": "allowed",
        "write_opt": "EROFS",
    }
    # the keeper's sandbox still holds its /tmp, and the data files are untouched
    assert _invoke(server, "keeper", {}) == {"pid": kept["pid"], "secret": "kept"}
    assert not (server.data_dir / "scratch.txt").exists()
    assert server.get("/_labcloud/health")


def test_tmp_is_bounded_by_ephemeral_storage_with_enospc(server: LabcloudProcess) -> None:
    deploy = deployer(server, create_role(server))
    deploy("filler", FILLER, Timeout=60, EphemeralStorage={"Size": 512})
    assert _invoke(server, "filler", {}) == {"written_mb": 512, "error": "ENOSPC"}
    assert server.get("/_labcloud/health")


def test_processes_without_end_are_refused_with_eagain(server: LabcloudProcess) -> None:
    deploy = deployer(server, create_role(server))
    deploy("spawner", SPAWNER, Timeout=60, MemorySize=3008)
    deploy("keeper", KEEPER)
    _invoke(server, "keeper", {"write": True})
    if server.data_dir.owner() == "root":  # a dedicated user: exactly 1,024 processes and threads
        result = _invoke(server, "spawner", {})
        assert result["error"] == "EAGAIN"  # the kernel refuses the fork, as on Lambda
        assert 900 < result["started"] < 1024
    else:  # the server's user: 1,024 more than it ran when the sandbox started, or the watcher first
        answer = server.boto3_client("lambda").invoke(FunctionName="spawner", Payload=b"{}")
        body = json.loads(answer["Payload"].read())
        refused = "FunctionError" not in answer and body["error"] == "EAGAIN" and 900 < body["started"]
        stopped = answer.get("FunctionError") == "Unhandled" and body["errorMessage"].endswith(
            "labcloud stopped the sandbox: more than 1024 processes"
        )
        assert refused or stopped, body
    assert _invoke(server, "keeper", {})["secret"] == "kept"  # another sandbox is unharmed
    assert server.get("/_labcloud/health")
