"""Where the test suite's CPU goes: the processes a test run starts, and the fixed costs it pays over and over.

Run: python bench/bench_test_cpu.py                      # the fixed costs (below)
     python bench/bench_test_cpu.py -- python -m pytest -q -n 0 tests/acceptance/test_seed_lab.py
                                                         # a command's CPU, split by process kind

CI's machine has 2 cores for 4 xdist workers and is CPU-bound, so a file's wall time on it follows its CPU
time (all processes), not its own wall time alone. With a command, every descendant is sampled every 50 ms
and its CPU summed by kind: labcloud servers, ``labcloud`` CLI commands (by subcommand), awscli v1 and v2,
terraform and its provider, node, Lambda sandboxes, pytest and shells. A process that ends between two
samples loses at most its last 50 ms; the total from ``getrusage`` is printed beside the sampled one.

Without a command it prints, each the least of a few rounds (CPU seconds, server and client together):
a server's start-up (to its first answer, and once every service is built), an idle server's 30 s, one
``POST /_labcloud/reset``, one ``labcloud.aws(...)`` call, and the ``labcloud`` commands the labs type.
Prints numbers, asserts nothing.
"""

from __future__ import annotations

import collections
import os
import re
import resource
import subprocess
import sys
import time
from collections.abc import Callable

import psutil

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 3
SAMPLE_SECONDS = 0.05

KINDS: tuple[tuple[str, Callable[[list[str], str], bool]], ...] = (
    ("server", lambda argv, line: "labcloud.cli up" in line or " labcloud up" in line),
    ("terraform-provider", lambda argv, line: "terraform-provider" in line),
    ("terraform", lambda argv, line: os.path.basename(argv[0]) == "terraform"),
    (
        "aws-v2",
        lambda argv, line: bool(re.search(r"/aws(\s|$)", line)) and argv[0].startswith("/usr/bin/python"),
    ),
    ("aws-v1", lambda argv, line: bool(re.search(r"/aws(\s|$)", line))),
    ("sandbox", lambda argv, line: "/var/runtime/" in line or "pyruntime.py" in line or "pyboot.py" in line),
    ("node", lambda argv, line: os.path.basename(argv[0]) == "node"),
    ("pyenv", lambda argv, line: "/.pyenv/libexec/" in line),
    ("pytest", lambda argv, line: "-m pytest" in line or "xdist" in line or "execnet" in line),
)


def kind_of(proc: psutil.Process) -> str:
    try:
        argv = proc.cmdline()
    except psutil.Error:
        return "?"
    if not argv:
        return "?"
    line = " ".join(argv)
    if "/bin/labcloud" in line or "-m labcloud.cli" in line:
        words = [w for w in argv[1:] if not w.startswith("-") and w not in ("labcloud.cli",)]
        if words and words[0] != "up":
            return "labcloud " + " ".join(words[:2] if words[0] == "lab" else words[:1])
    for name, matches in KINDS:
        if matches(argv, line):
            return name
    return os.path.basename(argv[0])


def split(command: list[str]) -> int:
    """Run ``command``, sample its descendants, print CPU seconds by kind; its exit status."""
    began = time.monotonic()
    child = subprocess.Popen(command)
    root = psutil.Process(child.pid)
    cpu: dict[tuple[int, float], float] = {}
    kinds: dict[tuple[int, float], str] = {}
    while child.poll() is None:
        try:
            family = [root, *root.children(recursive=True)]
        except psutil.Error:
            family = []
        for proc in family:
            try:
                key = (proc.pid, proc.create_time())
                times = proc.cpu_times()
            except psutil.Error:
                continue
            kinds.setdefault(key, kind_of(proc))
            cpu[key] = times.user + times.system
        time.sleep(SAMPLE_SECONDS)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    total: collections.Counter[str] = collections.Counter()
    count: collections.Counter[str] = collections.Counter()
    for key, seconds in cpu.items():
        total[kinds[key]] += seconds
        count[kinds[key]] += 1
    print(
        f"wall {time.monotonic() - began:.1f} s, CPU {usage.ru_utime + usage.ru_stime:.1f} s (getrusage), "
        f"{sum(total.values()):.1f} s sampled"
    )
    for name, seconds in total.most_common():
        if seconds >= 0.05:
            print(f"  {name:32s} {seconds:8.1f} s  {count[name]:5d} processes")
    return child.returncode


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _server_cpu(server: LabcloudProcess) -> float:
    assert server.proc is not None
    times = psutil.Process(server.proc.pid).cpu_times()
    return float(times.user + times.system)


def fixed_costs() -> None:
    starts, builds, idles = [], [], []
    for _ in range(ROUNDS):
        server = LabcloudProcess(in_memory=True).start()
        try:
            starts.append(_server_cpu(server))
            time.sleep(5)  # the services not built before the first answer are built by then
            builds.append(_server_cpu(server))
            before = _server_cpu(server)
            time.sleep(30)
            idles.append(_server_cpu(server) - before)
        finally:
            server.stop()
    print(f"server start-up, to its first answer:   {min(starts):.3f} CPU-s")
    print(f"server start-up, every service built:   {min(builds):.3f} CPU-s")
    print(f"an idle server, 30 s:                   {min(idles):.3f} CPU-s")

    server = LabcloudProcess(in_memory=True).start()
    try:
        env = {
            **server.cli_env(),
            "LABCLOUD_PORT": str(server.port),
            "LABCLOUD_ENDPOINT": server.endpoint,
        }
        server.aws("sqs", "list-queues")
        rounds = []
        for _ in range(ROUNDS):
            before = _server_cpu(server)
            for _ in range(20):
                server.reset()
            rounds.append((_server_cpu(server) - before) / 20)
        print(f"POST /_labcloud/reset (server):         {min(rounds):.4f} CPU-s")
        rounds = []
        for _ in range(ROUNDS):
            before = _children_cpu()
            server.aws("sqs", "list-queues")
            rounds.append(_children_cpu() - before)
        print(f"labcloud.aws('sqs', 'list-queues'):     {min(rounds):.3f} CPU-s (the CLI)")
        for words in (["env"], ["lab", "list"], ["lab", "dir"], ["lab", "hint"], ["lab", "check", "--json"]):
            rounds = []
            for _ in range(ROUNDS):
                before = _children_cpu()
                subprocess.run(
                    [sys.executable, "-m", "labcloud.cli", *words], env=env, capture_output=True, timeout=60
                )
                rounds.append(_children_cpu() - before)
            print(f"labcloud {' '.join(words):30s} {min(rounds):.3f} CPU-s")
    finally:
        server.stop()


def main() -> int:
    if "--" in sys.argv:
        return split(sys.argv[sys.argv.index("--") + 1 :])
    fixed_costs()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
