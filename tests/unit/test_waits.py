"""Timed waits behave the same on every declared Python (issue 24: before 3.11 ``asyncio.wait_for``
raises ``asyncio.TimeoutError``, which ``except TimeoutError`` does not catch, so an empty SQS long
poll became an InternalFailure and the async-invoke worker died on Python 3.10)."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from labcloud.waits import wait_for_event

WAITS = Path(__file__).resolve().parents[2] / "src" / "labcloud" / "waits.py"

SCRIPT = f"""
import asyncio, importlib.util, sys
spec = importlib.util.spec_from_file_location("waits", {str(WAITS)!r})
waits = importlib.util.module_from_spec(spec); spec.loader.exec_module(waits)
assert asyncio.TimeoutError is not TimeoutError or sys.version_info >= (3, 11)
async def main():
    event = asyncio.Event()
    timed_out = await waits.wait_for_event(event, 0.05)
    asyncio.get_running_loop().call_later(0.01, event.set)
    woken = await waits.wait_for_event(event, 5)
    print(sys.version_info[:2], timed_out, woken)
asyncio.run(main())
"""


def test_wait_times_out_quietly_and_wakes_on_set() -> None:
    async def main() -> tuple[bool, bool, bool]:
        event = asyncio.Event()
        timed_out = await wait_for_event(event, 0.02)
        asyncio.get_running_loop().call_later(0.01, event.set)
        woken = await wait_for_event(event, 5)
        return timed_out, woken, await wait_for_event(event, 0)

    assert asyncio.run(main()) == (False, True, True)


def test_wait_catches_the_pre_311_timeout_class(monkeypatch: pytest.MonkeyPatch) -> None:
    # On 3.10, asyncio.TimeoutError is its own class: stand one in and make wait_for raise it.
    class OldTimeoutError(Exception):
        pass

    async def old_wait_for(awaitable: object, timeout: float) -> None:
        getattr(awaitable, "close", lambda: None)()
        raise OldTimeoutError

    monkeypatch.setattr(asyncio, "TimeoutError", OldTimeoutError)
    monkeypatch.setattr(asyncio, "wait_for", old_wait_for)
    assert asyncio.run(wait_for_event(asyncio.Event(), 0.01)) is False


@pytest.mark.parametrize("version", ["3.10", "3.13"])
def test_wait_on_other_declared_pythons(version: str) -> None:
    candidates = [
        shutil.which(f"python{version}"),
        *(str(p) for p in Path.home().glob(f".pyenv/versions/{version}*/bin/python{version}")),
    ]
    interpreter = next(
        (c for c in candidates if c and subprocess.run([c, "-c", "0"], capture_output=True).returncode == 0),
        None,
    )
    if interpreter is None:
        pytest.skip(f"no Python {version} interpreter on this machine")
    source_root = str(WAITS.parents[1])  # waits.py reads the server clock (labcloud/clock.py)
    env = {**os.environ, "PYTHONPATH": source_root}
    result = subprocess.run([interpreter, "-c", SCRIPT], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("False True")
