"""``labcloud up --detach [--wait]`` and ``labcloud down``: a server in the background, for CI jobs and scripts.

The detached server is an ordinary ``labcloud up`` child in its own session, its output in a log file.
Where to find it is written to a run file, one per port (``~/.local/state/labcloud/<port>.json``, or
under ``LABCLOUD_RUN_DIR``): its pid, endpoint, log and data dir. ``down`` reads that file, stops the
server as SIGTERM does (graceful: what was acknowledged is kept), and removes it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import psutil

#: Words of ``up`` that concern only the detaching parent, not the server it starts.
PARENT_FLAGS = ("--detach", "--wait")
PARENT_OPTIONS = ("--wait-timeout",)


def run_dir() -> Path:
    if os.environ.get("LABCLOUD_RUN_DIR"):
        return Path(os.environ["LABCLOUD_RUN_DIR"])
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "labcloud"


def run_file(port: int) -> Path:
    return run_dir() / f"{port}.json"


def server_words(words: list[str]) -> list[str]:
    """The ``up`` command line without the words only the detaching parent reads."""
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        name = word.split("=", 1)[0]
        if word in PARENT_FLAGS:
            continue
        if name in PARENT_OPTIONS:
            skip = "=" not in word
            continue
        kept.append(word)
    return kept


def _answers(endpoint: str) -> bool:
    try:
        with urllib.request.urlopen(endpoint + "/_labcloud/health", timeout=1) as response:
            return bool(response.status == 200)
    except OSError:
        return False


def _running(record: dict[str, Any]) -> psutil.Process | None:
    """The recorded server's process, if it still runs and is still a labcloud (pids are reused)."""
    try:
        process = psutil.Process(int(record["pid"]))
        if process.status() == psutil.STATUS_ZOMBIE or process.create_time() > float(record["started"]) + 1:
            return None
        return process if "labcloud" in " ".join(process.cmdline()) else None
    except (psutil.Error, KeyError, ValueError):
        return None


def _read(port: int) -> dict[str, Any] | None:
    try:
        record: dict[str, Any] = json.loads(run_file(port).read_text())
        return record
    except (OSError, ValueError):
        return None


def start(words: list[str], port: int, host: str, data_dir: str, *, wait: bool, timeout: float) -> int:
    """Start ``labcloud up`` with ``words`` in the background; with ``wait``, return once it answers."""
    endpoint = f"http://{'127.0.0.1' if host in ('127.0.0.1', 'localhost') else host}:{port}"
    earlier = _read(port)
    if earlier is not None and _running(earlier) is not None:
        print(
            f"labcloud: a detached labcloud already runs on port {port} (pid {earlier['pid']}); "
            f"`labcloud down --port {port}` stops it",
            file=sys.stderr,
        )
        return 1
    folder = run_dir()
    folder.mkdir(parents=True, exist_ok=True)
    log_path = folder / f"{port}.log"
    with open(log_path, "ab") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "labcloud.cli", "up", *server_words(words)],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    record = {
        "pid": process.pid,
        "port": port,
        "endpoint": endpoint,
        "log": str(log_path),
        "data_dir": data_dir,
        "started": time.time(),
    }
    tmp = run_file(port).with_suffix(".tmp")
    tmp.write_text(json.dumps(record, indent=1) + "\n")
    os.replace(tmp, run_file(port))
    if wait:
        deadline = time.monotonic() + timeout
        while not _answers(endpoint):
            if process.poll() is not None or time.monotonic() > deadline:
                if process.poll() is None:
                    process.terminate()
                run_file(port).unlink(missing_ok=True)
                tail = log_path.read_text(errors="replace")[-2000:]
                why = "exited" if process.returncode is not None else f"did not answer within {timeout:g} s"
                print(
                    f"labcloud: the detached server {why}; its log ({log_path}) ends:\n{tail}",
                    file=sys.stderr,
                )
                return 1
            time.sleep(0.05)
    print(f"labcloud is {'up' if wait else 'starting'} at {endpoint} (pid {process.pid})")
    print(f"  log:  {log_path}")
    print(f"  run file: {run_file(port)}")
    print(f"  stop: labcloud down --port {port}")
    return 0


def _gone(record: dict[str, Any], timeout: float) -> bool:
    """Whether the server ended within ``timeout`` (polled: it is not our child, and may stay a zombie)."""
    deadline = time.monotonic() + timeout
    while _running(record) is not None:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def stop(port: int, timeout: float) -> int:
    """Stop the detached server on ``port`` (SIGTERM, then SIGKILL after ``timeout``) and forget it."""
    record = _read(port)
    if record is None:
        print(
            f"labcloud: no detached labcloud is recorded for port {port} ({run_file(port)})", file=sys.stderr
        )
        return 1
    process = _running(record)
    if process is None:
        run_file(port).unlink(missing_ok=True)
        print(f"labcloud on port {port} was not running any more (pid {record['pid']}); forgot it")
        return 0
    process.send_signal(signal.SIGTERM)
    if not _gone(record, timeout):
        process.kill()
        _gone(record, 5)
    run_file(port).unlink(missing_ok=True)
    print(f"labcloud on port {port} stopped (pid {record['pid']})")
    return 0
