"""What confining a sandbox adds to its start (issue 45).

Prints, for a trivial Python handler, interleaved so that a busy machine weighs on both alike:
* spawn: fork + confinement + exec of ``/bin/true`` with the sandbox's real plan (its view, its
  Landlock domain, its user), against the same spawn with only the rlimits, p50 and min of 60;
* cold start: a first invoke through ``SandboxManager`` (awslambdaric), confined against
  ``LABCLOUD_SANDBOX_NAMESPACES=0 LABCLOUD_SANDBOX_LANDLOCK=0`` (no confinement), p50 and min of 24, with the init duration (spawn to the runtime's first ``next``).

Run: ``python bench/bench_sandbox_start.py``.
"""

from __future__ import annotations

import asyncio
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from labcloud.runtime import FunctionSpec, SandboxManager, confine, extract_code
from labcloud.runtime.launch import Launcher
from labcloud.runtime.limits import child_limits

HANDLER = "def handler(event, context):\n    return 1\n"


def _zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("app.py", HANDLER)
    return buf.getvalue()


def _spec(code: Path, revision: str) -> FunctionSpec:
    return FunctionSpec(
        function_name="bench",
        function_arn="arn:aws:lambda:us-east-1:000000000000:function:bench",
        runtime=f"python{sys.version_info.major}.{sys.version_info.minor}",
        handler="app.handler",
        code_path=code,
        revision=revision,
    )


def _figures(values: list[float]) -> str:
    return f"p50 {statistics.median(values):.2f} ms, min {min(values):.2f} ms"


async def spawn_cost(root: Path, code: Path) -> None:
    launcher = Launcher(root / "spawn")
    (root / "spawn" / "tmp").mkdir(parents=True)
    uid = confine.allocate_uid() if confine.protections().dedicated_user else None
    plan = await launcher.plan(
        _spec(code, "spawn"),
        api_address="127.0.0.1:9",
        tmp_dir=root / "spawn" / "tmp",
        log_stream="s",
        telemetry_fd=2,
        credentials={},
        endpoint_url="http://127.0.0.1:5000",
        uid=uid,
    )
    limits = child_limits(512, sized_tmp=plan.tmp_watch is None, dedicated_user=uid is not None)
    confined, plain = [], []
    for _ in range(60):
        for setup, into in (
            (confine.child_setup(plan.confinement, limits), confined),
            (child_limits(512), plain),
        ):
            began = time.perf_counter()
            subprocess.run(["/bin/true"], preexec_fn=setup, check=True, cwd=plan.cwd or "/")
            into.append((time.perf_counter() - began) * 1000)
    print(f"spawn /bin/true, confined:      {_figures(confined)}")
    print(f"spawn /bin/true, rlimits only:  {_figures(plain)}")


async def cold_starts(root: Path, code: Path, label: str, runs: int) -> tuple[list[float], list[float]]:
    """Wall time of each first invoke, and its init duration (spawn to the runtime's first /next)."""
    manager = SandboxManager(root / f"engine-{label}", endpoint_url="http://127.0.0.1:5000")
    colds, inits = [], []
    try:
        await manager.invoke(_spec(code, f"{label}-first"), b"{}")  # the manager's one-time set-up
        await manager.drain("bench")
        for i in range(runs):
            began = time.perf_counter()
            result = await manager.invoke(_spec(code, f"{label}-{i}"), b"{}")
            assert result.status == "success", result.payload
            colds.append((time.perf_counter() - began) * 1000)
            inits.append(result.init_duration_ms or 0.0)
            await manager.drain("bench")
    finally:
        await manager.shutdown()
    return colds, inits


def main() -> None:
    found = confine.protections()
    print(f"python {sys.version.split()[0]}, protections: {found}")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        code = extract_code(_zip(), root / "code").path
        asyncio.run(spawn_cost(root, code))
        figures: dict[str, tuple[list[float], list[float]]] = {"confined": ([], []), "unconfined": ([], [])}
        for round_ in range(8):
            for label in ("confined", "unconfined"):
                if label == "unconfined":
                    os.environ["LABCLOUD_SANDBOX_NAMESPACES"] = os.environ["LABCLOUD_SANDBOX_LANDLOCK"] = "0"
                confine.protections.cache_clear()
                colds, inits = asyncio.run(cold_starts(root, code, f"{label}{round_}", 3))
                figures[label][0].extend(colds)
                figures[label][1].extend(inits)
                os.environ.pop("LABCLOUD_SANDBOX_NAMESPACES", None)
                os.environ.pop("LABCLOUD_SANDBOX_LANDLOCK", None)
        for label, (colds, inits) in figures.items():
            print(f"cold start, {label + ':':<20}{_figures(colds)}; init duration {_figures(inits)}")


if __name__ == "__main__":
    main()
