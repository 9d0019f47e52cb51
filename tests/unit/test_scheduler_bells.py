"""The scheduler's bells and its one runner, driven on an event loop without a server around them: a task
with a bell runs only on its idle interval until rung, then at once and every ``interval`` while its runs
report work left; a task added while running runs at once and then joins the runner."""

from __future__ import annotations

import asyncio

import pytest

from labcloud import clock
from labcloud.scheduler import Bell, Periodic, Scheduler


@pytest.fixture(autouse=True)
def _clock_of_no_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(clock, "_store", None)
    monkeypatch.setattr(clock, "_bus", None)


def test_a_bell_task_is_quiet_until_rung_then_runs_while_work_is_left() -> None:
    bell = Bell()
    runs: list[int] = []
    work = {"left": 0}

    def drain(_now: float) -> bool:
        runs.append(work["left"])
        if work["left"]:
            work["left"] -= 1
        return work["left"] > 0

    async def body() -> None:
        scheduler = Scheduler()
        scheduler.add(Periodic("drain", 0.01, drain, bell, idle=3600.0))
        scheduler.start()
        try:
            await asyncio.sleep(0.1)
            assert runs == [0]  # the run at start, then nothing: nobody rang
            work["left"] = 3
            bell.ring()
            for _ in range(100):
                if work["left"] == 0 and len(runs) >= 4:
                    break
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.1)
        finally:
            await scheduler.stop()

    try:
        asyncio.run(body())
    finally:
        clock.reset()
    # rung: a run at once and one per interval while work was left, then quiet again
    assert runs == [0, 3, 2, 1]
    assert not bell.rung


def test_a_failing_bell_task_is_retried_on_its_short_interval() -> None:
    bell = Bell()
    runs: list[float] = []

    def failing(now: float) -> bool:
        runs.append(now)
        if len(runs) < 3:
            raise RuntimeError("not yet")
        return False

    async def body() -> None:
        scheduler = Scheduler()
        scheduler.add(Periodic("failing", 0.01, failing, bell, idle=3600.0))
        scheduler.start()
        try:
            for _ in range(100):
                if len(runs) >= 3:
                    break
                await asyncio.sleep(0.01)
            await asyncio.sleep(0.05)
        finally:
            await scheduler.stop()

    try:
        asyncio.run(body())
    finally:
        clock.reset()
    assert len(runs) == 3


def test_a_task_added_while_running_runs_at_once_and_then_on_its_interval() -> None:
    late: list[float] = []

    async def body() -> None:
        scheduler = Scheduler()
        scheduler.add(Periodic("first", 3600.0, lambda now: None))
        scheduler.start()
        try:
            await asyncio.sleep(0.02)
            scheduler.add(Periodic("late", 0.02, late.append))
            assert len(late) == 1  # in the step that added it
            for _ in range(100):
                if len(late) >= 3:
                    break
                await asyncio.sleep(0.01)
            assert scheduler.running
        finally:
            await scheduler.stop()
        assert not scheduler.running
        assert scheduler.runs["late"] == len(late) and scheduler.runs["first"] == 1

    try:
        asyncio.run(body())
    finally:
        clock.reset()
    assert len(late) >= 3
