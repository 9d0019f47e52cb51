"""An idle server's CPU per minute, in memory and durable, and which periodic tasks run how often.

Run: python bench/bench_idle_cpu.py [--seconds 60] [--baseline-src ../main/src]
     (starts its own labcloud servers; prints numbers, asserts nothing)

Each server is started, its services all built (a call to every service would do the same; here the
background builder is given 5 s), then left alone for ``--seconds``: its CPU (user + system, psutil)
over that window is printed scaled to a minute, with the periodic tasks that ran in it and how many
times (``GET /_labcloud/scheduler``; a task with a bell that nobody rang runs on its idle interval).
``--baseline-src`` runs the same windows with a server from another checkout's ``src`` (before/after on
the same loaded machine; a tree without the scheduler route shows only its CPU). The machine is shared,
so each figure is the least of ``--rounds`` windows.
"""

from __future__ import annotations

import argparse
import json
import os
import time
import urllib.error
import urllib.request
from typing import Any

import psutil

from labcloud.testing.server_process import LabcloudProcess

SETTLE_SECONDS = 5.0


def _cpu(server: LabcloudProcess) -> float:
    assert server.proc is not None
    times = psutil.Process(server.proc.pid).cpu_times()
    return float(times.user + times.system)


def _runs(server: LabcloudProcess) -> dict[str, dict[str, Any]]:
    try:
        with urllib.request.urlopen(f"{server.endpoint}/_labcloud/scheduler", timeout=10) as answer:
            tasks = json.loads(answer.read())["tasks"]
    except urllib.error.HTTPError:
        return {}  # an older tree: no route
    return {task["name"]: task for task in tasks}


def window(
    in_memory: bool, seconds: float, src: str | None
) -> tuple[float, dict[str, float], dict[str, Any]]:
    """One idle window: CPU-s per minute, runs per minute by task, and the tasks' settings."""
    env = None if src is None else {**os.environ, "PYTHONPATH": os.path.abspath(src)}
    server = LabcloudProcess(in_memory=in_memory, env=env).start()
    try:
        time.sleep(SETTLE_SECONDS)
        before, runs_before = _cpu(server), _runs(server)
        time.sleep(seconds)
        after = _cpu(server)
        runs_after = _runs(server)  # after the CPU reading: the route's own cost stays out of it
    finally:
        server.stop()
    scale = 60.0 / seconds
    rates = {
        name: (task["runs"] - runs_before.get(name, {}).get("runs", 0)) * scale
        for name, task in runs_after.items()
    }
    return (after - before) * scale, rates, runs_after


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--baseline-src", default=None)
    args = parser.parse_args()
    trees = [("this tree", None)] + ([("baseline", args.baseline_src)] if args.baseline_src else [])
    for in_memory in (True, False):
        mode = "in memory" if in_memory else "durable"
        for label, src in trees:
            best: tuple[float, dict[str, float], dict[str, Any]] | None = None
            for _ in range(args.rounds):
                result = window(in_memory, args.seconds, src)
                if best is None or result[0] < best[0]:
                    best = result
            assert best is not None
            cpu, rates, tasks = best
            print(
                f"{mode:10s} {label:10s} idle server: {cpu:.3f} CPU-s per minute ({cpu / 60 * 100:.2f}% of a core)"
            )
            for name, rate in sorted(rates.items(), key=lambda item: -item[1]):
                if rate > 0:
                    task = tasks[name]
                    idle = "" if task["idle"] is None else f", idle {task['idle']:g} s"
                    print(f"    {name:34s} {rate:7.1f} runs/min  (interval {task['interval']:g} s{idle})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
