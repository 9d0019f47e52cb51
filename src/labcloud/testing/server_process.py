"""Start and stop a real labcloud server process, for tests and benchmarks."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from labcloud.testing import warm_server


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LabcloudProcess:
    """A ``labcloud up`` child process on its own port and data dir."""

    def __init__(
        self,
        port: int | None = None,
        data_dir: Path | None = None,
        *,
        in_memory: bool = False,
        extra_args: list[str] | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        self.port = port or free_port()
        self.data_dir = data_dir or Path(tempfile.mkdtemp(prefix="labcloud-test-"))
        self.in_memory = in_memory
        self.extra_args = extra_args or []
        self.env = env
        self.proc: subprocess.Popen[bytes] | warm_server.ForkedServer | None = None
        self.log_path = self.data_dir / "server.log"

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        where = ["--in-memory"] if self.in_memory else ["--data-dir", str(self.data_dir)]
        return [
            sys.executable,
            "-m",
            "labcloud.cli",
            "up",
            "--port",
            str(self.port),
            *where,
            *self.extra_args,
        ]

    def start(self, timeout: float = 20.0) -> LabcloudProcess:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ if self.env is None else self.env)
        if "--snapshot-dir" not in self.extra_args:  # snapshots beside this server's data, not the user's
            env.setdefault("LABCLOUD_SNAPSHOT_DIR", str(self.data_dir / "snapshots"))
        log = open(self.log_path, "ab")  # noqa: SIM115 - closed with the process
        forked = warm_server.start(self.command(), env, log) if warm_server.enabled() else None
        self.proc = forked or subprocess.Popen(
            self.command(), stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"labcloud exited early:\n{self.log_path.read_text()[-4000:]}")
            try:
                self.get("/_labcloud/health")
                return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"labcloud did not answer in {timeout}s:\n{self.log_path.read_text()[-4000:]}")

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.endpoint + path, timeout=10) as response:
            return json.loads(response.read() or b"null")

    def post(self, path: str, body: Any = None) -> Any:
        data = json.dumps(body or {}).encode()
        request = urllib.request.Request(
            self.endpoint + path, data=data, method="POST", headers={"content-type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read() or b"null")

    def reset(self) -> None:
        self.post("/_labcloud/reset")

    def clock(self) -> dict[str, Any]:
        """The server clock: ``{"now", "iso", "offset_seconds", "wall"}`` (``labcloud/clock.py``)."""
        answer: dict[str, Any] = self.get("/_labcloud/clock")
        return answer

    def advance_clock(self, by: str | float) -> dict[str, Any]:
        """Move the server clock forward (``"1h"``, ``"2d"``, ``90``): due schedules, timeouts and TTLs act."""
        answer: dict[str, Any] = self.post("/_labcloud/clock/advance", {"by": by})
        return answer

    def set_clock(self, when: str | float) -> dict[str, Any]:
        """Set the server clock to ``when`` (``"2027-01-01T00:00:00Z"`` or epoch seconds)."""
        answer: dict[str, Any] = self.post("/_labcloud/clock/set", {"time": when})
        return answer

    def reset_clock(self) -> dict[str, Any]:
        answer: dict[str, Any] = self.post("/_labcloud/clock/reset")
        return answer

    # ---------------------------------------------------------------- state snapshots (docs/state.md)

    def save_state(self, name: str) -> dict[str, Any]:
        """Save every service's state as snapshot ``name``; its manifest (and ``seconds``)."""
        answer: dict[str, Any] = self.post(f"/_labcloud/state/{name}/save")
        return answer

    def load_state(self, name: str) -> dict[str, Any]:
        """Replace every service's state with snapshot ``name``: ``{"loaded": manifest, "seconds"}``."""
        answer: dict[str, Any] = self.post(f"/_labcloud/state/{name}/load")
        return answer

    def list_states(self) -> list[dict[str, Any]]:
        answer: dict[str, Any] = self.get("/_labcloud/state")
        return list(answer["snapshots"])

    def delete_state(self, name: str) -> None:
        request = urllib.request.Request(f"{self.endpoint}/_labcloud/state/{name}", method="DELETE")
        with urllib.request.urlopen(request, timeout=30):
            pass

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15.0) -> int | None:
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, sig)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(5)
        code = self.proc.returncode
        self.proc = None
        return code

    def kill(self) -> None:
        """``kill -9`` the server (and its sandboxes): the crash-durability case."""
        self.stop(signal.SIGKILL)

    def boto3_client(self, service: str, **kwargs: Any) -> Any:
        import boto3
        from botocore.config import Config

        kwargs.setdefault("region_name", "us-east-1")
        kwargs.setdefault("aws_access_key_id", "test")
        kwargs.setdefault("aws_secret_access_key", "test")
        kwargs.setdefault("config", Config(retries={"max_attempts": 1}, read_timeout=70))
        return boto3.client(service, endpoint_url=self.endpoint, **kwargs)

    def cli_env(self) -> dict[str, str]:
        """Environment in which the plain ``aws`` CLI reaches this server (like `labcloud env`).

        The folder of this Python comes first after the shim: the ``aws`` that pip installed beside it
        (awscli v1, with ``labcloud[test]``) is found there directly. Found through pyenv's shims instead,
        each command first ran pyenv's own scripts (~0.08 s of CPU, a fifth of the command's)."""
        from labcloud.shell_env import shim_dir
        from labcloud.testing import warm_cli

        # With LABCLOUD_WARM_CLI=1 (labcloud's own suite) the same CLI runs warm (warm_cli.py).
        warm_aws = (
            f"{warm_cli.folder_for(str(Path(sys.executable).parent / 'aws'))}:" if warm_cli.enabled() else ""
        )
        env = dict(os.environ)
        for key in ("AWS_PROFILE", "AWS_SESSION_TOKEN", "AWS_SECURITY_TOKEN"):
            env.pop(key, None)
        env.update(
            {
                "AWS_ENDPOINT_URL": self.endpoint,
                "AWS_ACCESS_KEY_ID": "test",
                "AWS_SECRET_ACCESS_KEY": "test",
                "AWS_DEFAULT_REGION": "us-east-1",
                "AWS_REGION": "us-east-1",
                "AWS_PAGER": "",
                "AWS_EC2_METADATA_DISABLED": "true",
                # Operations served on a host prefix (CloudWatch Logs' StartLiveTail on stream-) must reach
                # labcloud's one endpoint, not stream-127.0.0.1.
                "AWS_DISABLE_HOST_PREFIX_INJECTION": "true",
                "PATH": f"{shim_dir(self.data_dir)}:{warm_aws}{Path(sys.executable).parent}:{env.get('PATH', '')}",
            }
        )
        return env

    def aws(
        self, *args: str, check: bool = True, input: str | None = None
    ) -> subprocess.CompletedProcess[str]:
        """Run the real ``aws`` CLI against this server; ``check`` raises on a non-zero exit."""
        result = subprocess.run(
            ["aws", *args], env=self.cli_env(), capture_output=True, text=True, input=input, timeout=120
        )
        if check and result.returncode != 0:
            raise AssertionError(f"aws {' '.join(args)} failed ({result.returncode}):\n{result.stderr}")
        return result

    def aws_json(self, *args: str) -> Any:
        out = self.aws(*args, "--output", "json").stdout
        return json.loads(out) if out.strip() else None
