"""SandboxManager: scale-out, throttling, warm reuse, draining, reaping, events, shutdown."""

from __future__ import annotations

import asyncio
import json
import os
import time
from pathlib import Path

import psutil
import pytest
from runtime_helpers import Recorder, run_with_manager, spec_for

from labcloud.errors import AwsError
from labcloud.runtime import SandboxManager, check_runtime_available
from labcloud.runtime.memory import group_members

SLEEPY = "import os, time\ndef handler(event, context):\n    time.sleep(event)\n    return os.getpid()\n"


def test_scale_out_to_four_sandboxes_then_throttle(tmp_path: Path) -> None:
    spec = spec_for(tmp_path, {"app.py": SLEEPY})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        calls = [asyncio.create_task(m.invoke(spec, b"0.6", reserved_concurrency=4)) for _ in range(4)]
        await asyncio.sleep(0.3)
        assert m.in_flight("fn") == 4
        with pytest.raises(AwsError) as err:
            await m.invoke(spec, b"0", reserved_concurrency=4)
        assert err.value.code == "TooManyRequestsException"
        assert err.value.message == "Rate Exceeded."
        assert err.value.status == 429
        assert err.value.members == {
            "Reason": "ReservedFunctionConcurrentInvocationLimitExceeded",
            "Type": "User",
        }
        results = await asyncio.gather(*calls)
        assert all(r.status == "success" and r.cold for r in results)
        assert len({r.sandbox_id for r in results}) == 4
        assert len({int(r.payload) for r in results}) == 4
        snap = m.snapshot()
        assert len(snap) == 4 and {s["state"] for s in snap} == {"warm"}
        # the four warm sandboxes are reused
        again = await asyncio.gather(*(m.invoke(spec, b"0.1") for _ in range(4)))
        assert not any(r.cold for r in again)
        assert {r.sandbox_id for r in again} == {r.sandbox_id for r in results}

    run_with_manager(tmp_path, body)


def test_global_limit_and_zero_reserved(tmp_path: Path) -> None:
    spec = spec_for(tmp_path, {"app.py": SLEEPY})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        with pytest.raises(AwsError) as err:
            await m.invoke(spec, b"0", reserved_concurrency=0)
        assert err.value.members["Reason"] == "ReservedFunctionConcurrentInvocationLimitExceeded"
        calls = [asyncio.create_task(m.invoke(spec, b"0.5")) for _ in range(2)]
        await asyncio.sleep(0.2)
        with pytest.raises(AwsError) as err:
            await m.invoke(spec, b"0")
        assert err.value.code == "TooManyRequestsException"
        assert err.value.members == {"Reason": "ConcurrentInvocationLimitExceeded", "Type": "User"}
        assert [r.status for r in await asyncio.gather(*calls)] == ["success", "success"]

    run_with_manager(tmp_path, body, global_limit=2)


def test_lru_idle_sandbox_is_evicted_to_stay_within_global_limit(tmp_path: Path) -> None:
    a = spec_for(tmp_path, {"app.py": SLEEPY}, name="a")
    b = spec_for(tmp_path, {"app.py": SLEEPY}, name="b")

    async def body(m: SandboxManager, rec: Recorder) -> None:
        ra = await m.invoke(a, b"0")
        rb = await m.invoke(b, b"0")
        assert [s["function_name"] for s in m.snapshot()] == ["b"]
        assert (
            "sandbox.stopped",
            {"sandbox_id": ra.sandbox_id, "function_name": "a", "reason": "evicted"},
        ) in rec.events
        assert rb.cold

    run_with_manager(tmp_path, body, global_limit=1)


def test_revision_change_and_drain(tmp_path: Path) -> None:
    spec = spec_for(tmp_path, {"app.py": SLEEPY})
    updated = spec_for(tmp_path, {"app.py": SLEEPY + "# v2\n"}, revision="2")

    async def body(m: SandboxManager, rec: Recorder) -> None:
        quick = asyncio.create_task(m.invoke(spec, b"0"))
        busy = asyncio.create_task(m.invoke(spec, b"0.8"))
        first = await quick
        await asyncio.sleep(0.1)
        assert await m.drain("fn") == 2
        # the idle one is gone at once, the busy one finishes its invocation first
        states = {s["sandbox_id"]: s["state"] for s in m.snapshot()}
        assert first.sandbox_id not in states and list(states.values()) == ["busy"]
        result = await busy
        assert result.status == "success"
        assert m.snapshot() == []
        fresh = await m.invoke(updated, b"0")
        assert fresh.cold and fresh.sandbox_id not in (first.sandbox_id, result.sandbox_id)
        reasons = [d["reason"] for k, d in rec.events if k == "sandbox.stopped"]
        assert reasons == ["drain", "drain"]

    run_with_manager(tmp_path, body)


def test_idle_sandboxes_are_reaped(tmp_path: Path) -> None:
    spec = spec_for(tmp_path, {"app.py": SLEEPY})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"0")
        pid = int(r.payload)
        for _ in range(200):  # reaped after 0.2 s idle; a loaded machine may take longer to get there
            if m.snapshot() == [] and any(kind == "sandbox.stopped" for kind, _ in rec.events):
                break
            await asyncio.sleep(0.05)
        assert m.snapshot() == []
        assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
        assert (
            "sandbox.stopped",
            {"sandbox_id": r.sandbox_id, "function_name": "fn", "reason": "idle"},
        ) in rec.events

    run_with_manager(tmp_path, body, idle_timeout_s=0.2)


def test_events_and_snapshot(tmp_path: Path) -> None:
    spec = spec_for(tmp_path, {"app.py": SLEEPY})

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"0", request_id="req-ev")
        kinds = [k for k, _ in rec.events]
        assert kinds == ["invocation.started", "sandbox.started", "invocation.finished"]
        assert rec.events[0][1] == {
            "function_name": "fn",
            "request_id": "req-ev",
            "sandbox_id": r.sandbox_id,
            "cold": True,
        }
        started = rec.events[1][1]
        assert started["pid"] == int(r.payload) and started["function_name"] == "fn"
        finished = rec.events[2][1]
        assert finished["status"] == "success" and finished["request_id"] == "req-ev"
        (snap,) = m.snapshot()
        assert (
            snap["sandbox_id"] == r.sandbox_id and snap["state"] == "warm" and snap["pid"] == int(r.payload)
        )
        assert snap["invocations"] == 1 and snap["started"] <= time.time()

    run_with_manager(tmp_path, body)


def test_no_orphan_processes_after_shutdown(tmp_path: Path) -> None:
    code = (
        "import subprocess, time\n"
        "def handler(event, context):\n"
        "    child = subprocess.Popen(['sleep', '60'])\n"
        "    if event == 'hang':\n"
        "        time.sleep(60)\n"
        "    return child.pid\n"
    )
    spec = spec_for(tmp_path, {"app.py": code}, timeout_s=30)
    pids: list[int] = []

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b'"quick"')
        pids.append(int(r.payload))
        pids.extend(s["pid"] for s in m.snapshot())
        hanging = asyncio.create_task(m.invoke(spec, b'"hang"'))
        await asyncio.sleep(0.5)
        for sandbox in m.snapshot():
            pids.extend(group_members(sandbox["pid"]))  # the runtime and both `sleep` children
        await m.shutdown()
        killed = await hanging
        assert killed.status == "crash"
        assert json.loads(killed.payload)["errorMessage"].endswith(
            "Runtime exited with error: signal: killed"
        )

    run_with_manager(tmp_path, body)
    deadline = time.time() + 2
    alive = pids
    while time.time() < deadline:
        alive = [p for p in pids if _running(p)]
        if not alive:
            break
        time.sleep(0.05)
    assert len(set(pids)) >= 3 and alive == []


def _running(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def test_check_runtime_available() -> None:
    check_runtime_available("python3.12")
    check_runtime_available("provided.al2023")
    with pytest.raises(AwsError) as err:
        check_runtime_available("cobol85")
    assert err.value.code == "InvalidParameterValueException"
    old_path = os.environ["PATH"]
    os.environ["PATH"] = "/nonexistent"
    try:
        with pytest.raises(AwsError) as err:
            check_runtime_available("nodejs20.x")
        assert err.value.code == "InvalidParameterValueException" and "node" in err.value.message
    finally:
        os.environ["PATH"] = old_path


def test_substituted_interpreter_is_noted_once_in_logs(tmp_path: Path) -> None:
    spec = spec_for(tmp_path, {"app.py": SLEEPY}, runtime="python3.99")

    async def body(m: SandboxManager, rec: Recorder) -> None:
        r = await m.invoke(spec, b"0")
        assert r.status == "success", json.loads(r.payload)
        notes = [x for x in rec.raw_messages() if "python3.99 was not found on PATH" in x]
        assert len(notes) == 1

    # python3.99 is not a supported runtime name, but the launcher treats python3.X uniformly
    from labcloud.runtime import launch

    saved = launch.PYTHON_RUNTIMES
    launch.PYTHON_RUNTIMES = (*saved, "python3.99")
    try:
        run_with_manager(tmp_path, body)
    finally:
        launch.PYTHON_RUNTIMES = saved
