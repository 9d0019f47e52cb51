"""A move of the server clock runs every periodic task at once, even one whose runner was busy when the
clock moved (a CI run saw the log retention sweep wait its whole interval after ``labcloud clock advance``).
The scheduler and the clock are the server's own, driven on an event loop without a server around them."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from labcloud import clock
from labcloud.scheduler import Periodic, Scheduler


@pytest.fixture(autouse=True)
def _clock_of_no_store(monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock alone: an earlier test in this worker may have attached it to a store since closed."""
    monkeypatch.setattr(clock, "_store", None)
    monkeypatch.setattr(clock, "_bus", None)


def _run(body: Callable[[], Coroutine[Any, Any, None]]) -> None:
    try:
        asyncio.run(body())
    finally:
        clock.reset()


def test_a_move_made_while_a_task_runs_still_runs_the_other_tasks() -> None:
    seen: dict[str, list[float]] = {"busy": [], "sweep": []}

    def busy(now: float) -> None:
        seen["busy"].append(now)
        if len(seen["busy"]) == 2:
            clock.advance(2 * 86_400)  # the move lands while this runner is in a task, not waiting

    async def body() -> None:
        scheduler = Scheduler()
        scheduler.add(Periodic("busy", 0.05, busy))
        scheduler.add(Periodic("sweep", 3600.0, lambda now: seen["sweep"].append(now)))
        scheduler.start()
        try:
            for _ in range(100):
                if len(seen["sweep"]) >= 2:
                    break
                await asyncio.sleep(0.02)
        finally:
            await scheduler.stop()

    _run(body)
    # the run at start, then the run the move asked for, at the moved time
    assert len(seen["sweep"]) == 2
    assert seen["sweep"][1] - seen["sweep"][0] > 86_400


def _hourly_runs(move_by: float | None) -> list[float]:
    """The times an hourly task ran in ~0.2 s of real time, with the clock moved once (or not at all)."""
    runs: list[float] = []

    async def body() -> None:
        scheduler = Scheduler()
        scheduler.add(Periodic("sweep", 3600.0, runs.append))
        scheduler.start()
        try:
            await asyncio.sleep(0.05)
            if move_by is not None:
                clock.advance(move_by)
            for _ in range(8):
                if len(runs) >= 2:
                    break
                await asyncio.sleep(0.02)
        finally:
            await scheduler.stop()

    _run(body)
    return runs


def test_a_move_wakes_a_waiting_runner_at_once() -> None:
    runs = _hourly_runs(60)
    assert len(runs) == 2
    assert runs[1] - runs[0] >= 60


def test_without_a_move_a_long_interval_task_runs_once() -> None:
    assert len(_hourly_runs(None)) == 1
