"""Lambda benchmark: cold start, warm invoke overhead, and sync invokes/s with 1 and 4 sandboxes over HTTP.

Run: python bench/bench_lambda.py   (starts its own labcloud; prints numbers, asserts nothing)
"""

from __future__ import annotations

import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

NOOP = "def handler(event, context):\n    return event\n"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        role = create_role(server)
        deploy = deployer(server, role)
        lam = server.boto3_client("lambda")
        # cold starts: a config change drains the sandbox, so each first invoke is cold
        deploy("noop", NOOP)
        inits: list[float] = []
        colds: list[float] = []
        for index in range(8):
            lam.update_function_configuration(FunctionName="noop", Description=str(index))
            started = time.perf_counter()
            lam.invoke(FunctionName="noop", Payload=b"{}")
            colds.append((time.perf_counter() - started) * 1000)
            events = server.get("/_labcloud/events?kind=lambda.invocation.finished&limit=100000")["events"]
            inits.append(events[-1]["data"]["init_duration_ms"] or 0.0)
        print(
            f"cold start (runtime init) p50 {statistics.median(inits):.1f} ms; "
            f"cold invoke round trip p50 {statistics.median(colds):.1f} ms"
        )
        # warm: round trip minus the handler's own duration = labcloud's share (HTTP + engine)
        for _ in range(20):
            lam.invoke(FunctionName="noop", Payload=b"{}")
        rtts: list[float] = []
        for _ in range(300):
            started = time.perf_counter()
            lam.invoke(FunctionName="noop", Payload=b'{"x": 1}')
            rtts.append((time.perf_counter() - started) * 1000)
        durations = [
            e["data"]["duration_ms"]
            for e in server.get("/_labcloud/events?kind=lambda.invocation.finished&limit=100000")["events"][
                -300:
            ]
        ]
        print(
            f"warm invoke round trip p50 {pct(rtts, 0.5):.2f} ms p99 {pct(rtts, 0.99):.2f} ms; "
            f"engine-measured duration p50 {pct(durations, 0.5):.2f} ms (handler + runtime API)"
        )
        for sandboxes in (1, 4):
            name = f"tp{sandboxes}"
            deploy(name, NOOP)
            lam.put_function_concurrency(FunctionName=name, ReservedConcurrentExecutions=sandboxes)
            count = 0
            lock = threading.Lock()
            stop_at = time.perf_counter() + 5

            def worker(fn: str = name, stop_at: float = stop_at, lock: threading.Lock = lock) -> None:
                nonlocal count
                client = server.boto3_client("lambda")
                while time.perf_counter() < stop_at:
                    try:
                        client.invoke(FunctionName=fn, Payload=json.dumps({"n": 1}))
                    except Exception:  # noqa: BLE001 - throttles while scaling out
                        continue
                    with lock:
                        count += 1

            threads = [threading.Thread(target=worker) for _ in range(sandboxes)]
            began = time.perf_counter()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            print(f"sync invokes/s with {sandboxes} sandbox(es): {count / (time.perf_counter() - began):.0f}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
