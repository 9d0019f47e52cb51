"""One scheduler for background work: periodic tasks declared by services, run on the server clock.

A service declares ``Periodic(name, interval, run)`` among its contributions; the hub hands it
here. One asyncio task runs every periodic task when it falls due (``run(now)``, synchronous, so
it is one atomic step on the event loop like a request), logs and survives a failing run, and
is stopped and started again around a reset. ``clock`` is the server's clock (``labcloud/clock.py``); a move of it runs every task at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
from collections.abc import Callable
from dataclasses import dataclass

from labcloud import clock

log = logging.getLogger("labcloud.scheduler")


@dataclass(frozen=True, slots=True)
class Periodic:
    """``run(now)`` at start, then every ``interval`` seconds."""

    name: str
    interval: float
    run: Callable[[float], object]


class Scheduler:
    def __init__(self, now: Callable[[], float] = clock.now) -> None:
        self.clock = now
        self.tasks: list[Periodic] = []
        self._runner: asyncio.Task[None] | None = None

    def add(self, task: Periodic) -> None:
        if task.interval <= 0:
            raise ValueError(f"{task.name}: a periodic task needs a positive interval")
        self.tasks.append(task)

    def start(self) -> None:
        if self._runner is None and self.tasks:
            self._runner = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await runner

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        start = loop.time()
        due = [(start, index) for index, task in enumerate(self.tasks)]
        heapq.heapify(due)
        while True:
            when, index = due[0]
            delay = when - loop.time()
            if delay > 0 and await clock.wait_move(delay):
                # the clock moved: every task runs now, at the new time (a due schedule fires at once)
                due = [(loop.time(), i) for i in range(len(self.tasks))]
                heapq.heapify(due)
                continue
            task = self.tasks[index]
            try:
                task.run(self.clock())
            except Exception:  # noqa: BLE001 - one failing run must not end background work
                log.exception("background task %s failed", task.name)
            heapq.heapreplace(due, (max(when + task.interval, loop.time()), index))
