"""Benchmark of labcloud's Lambda execution engine (real sandbox processes, no mocks).

Prints, for awslambdaric and for the pure-Python fallback loop:
* cold start: wall time of a first invoke of a trivial handler, and the init duration part;
* warm overhead p50/p99: wall time of ``SandboxManager.invoke`` minus the handler's own time;
* throughput: invokes/s with 1 sandbox (sequential) and 4 sandboxes (4 concurrent callers).

Run: ``python bench/bench_runtime.py`` (uses uvloop when installed, like the server).
"""

from __future__ import annotations

import asyncio
import io
import statistics
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from labcloud.runtime import FunctionSpec, SandboxManager, extract_code

HANDLER = (
    "import time\n"
    "def handler(event, context):\n"
    "    t = time.perf_counter()\n"
    "    n = event.get('n', 0) if isinstance(event, dict) else 0\n"
    "    return {'n': n, 'handler_us': (time.perf_counter() - t) * 1e6}\n"
)


def _zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("app.py", HANDLER)
    return buf.getvalue()


def _pct(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * pct / 100))]


async def bench(root: Path, pure: bool) -> None:
    import json

    art = extract_code(_zip(), root / "code")
    manager = SandboxManager(
        root / ("engine-pure" if pure else "engine-ric"),
        endpoint_url="http://127.0.0.1:5000",
        force_pure_python=pure,
        global_limit=8,
    )
    label = "pure-python loop" if pure else "awslambdaric"

    def spec(rev: str) -> FunctionSpec:
        return FunctionSpec(
            function_name="bench",
            function_arn="arn:aws:lambda:us-east-1:000000000000:function:bench",
            runtime="python3.11",
            handler="app.handler",
            code_path=art.path,
            revision=rev,
        )

    try:
        # cold starts
        colds, inits = [], []
        for i in range(8):
            t = time.perf_counter()
            r = await manager.invoke(spec(f"cold-{i}"), b"{}")
            colds.append((time.perf_counter() - t) * 1000)
            inits.append(r.init_duration_ms or 0.0)
            await manager.drain("bench")
        print(
            f"[{label}] cold start: invoke p50 {statistics.median(colds):.1f} ms "
            f"(init duration p50 {statistics.median(inits):.1f} ms, min {min(inits):.1f} ms)"
        )

        # warm overhead
        warm = spec("warm")
        await manager.invoke(warm, b"{}")
        for _ in range(50):
            await manager.invoke(warm, b"{}")
        overheads = []
        for i in range(1000):
            t = time.perf_counter()
            r = await manager.invoke(warm, b'{"n": %d}' % i)
            total_us = (time.perf_counter() - t) * 1e6
            overheads.append((total_us - json.loads(r.payload)["handler_us"]) / 1000)
        print(
            f"[{label}] warm overhead (excl. handler): p50 {_pct(overheads, 50):.3f} ms, "
            f"p99 {_pct(overheads, 99):.3f} ms"
        )

        # throughput
        for workers in (1, 4):
            s = spec(f"tput-{workers}")
            await asyncio.gather(*(manager.invoke(s, b"{}") for _ in range(workers)))
            count = 0
            stop = time.perf_counter() + 2.0

            async def worker(s: FunctionSpec = s, stop: float = stop) -> None:
                nonlocal count
                while time.perf_counter() < stop:
                    await manager.invoke(s, b"{}")
                    count += 1

            t = time.perf_counter()
            await asyncio.gather(*(worker() for _ in range(workers)))
            elapsed = time.perf_counter() - t
            sandboxes = len([x for x in manager.snapshot() if x["revision"] == f"tput-{workers}"])
            print(
                f"[{label}] throughput: {count / elapsed:.0f} invokes/s with {workers} caller(s), {sandboxes} sandbox(es)"
            )
    finally:
        await manager.shutdown()


def main() -> None:
    try:
        import uvloop

        runner = uvloop.run
        loop_name = "uvloop"
    except ImportError:
        runner = asyncio.run
        loop_name = "asyncio"
    print(f"python {sys.version.split()[0]}, event loop {loop_name}")
    with tempfile.TemporaryDirectory(prefix="bench-runtime-") as tmp:
        for pure in (False, True):
            runner(bench(Path(tmp), pure))


if __name__ == "__main__":
    main()
