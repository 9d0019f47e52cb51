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
        #: One runner for the tasks there at start, one more for each task added while running.
        self._runners: list[asyncio.Task[None]] = []

    def add(self, task: Periodic) -> None:
        """Add a task; added while running (a service built after start), it runs at once, then on its interval."""
        if task.interval <= 0:
            raise ValueError(f"{task.name}: a periodic task needs a positive interval")
        self.tasks.append(task)
        if self._runners:
            # its first run now, in the step that built the service: the call that asked for the service
            # already sees what a run at start does (keys past their deletion date gone, say)
            self._run_once(task)
            self._runners.append(
                asyncio.get_running_loop().create_task(self._run([task], first=task.interval))
            )

    @property
    def running(self) -> bool:
        """Are the periodic tasks running (between ``start`` and ``stop``)?"""
        return any(not runner.done() for runner in self._runners)

    def start(self) -> None:
        if not self._runners and self.tasks:
            self._runners.append(asyncio.get_running_loop().create_task(self._run(list(self.tasks))))

    async def stop(self) -> None:
        runners, self._runners = self._runners, []
        for runner in runners:
            runner.cancel()
        for runner in runners:
            with contextlib.suppress(asyncio.CancelledError):
                await runner

    def _run_once(self, task: Periodic) -> None:
        try:
            task.run(self.clock())
        except Exception:  # noqa: BLE001 - one failing run must not end background work
            log.exception("background task %s failed", task.name)

    async def _run(self, tasks: list[Periodic], first: float = 0.0) -> None:
        loop = asyncio.get_running_loop()
        start = loop.time() + first
        due = [(start, index) for index, task in enumerate(tasks)]
        heapq.heapify(due)
        seen = clock.moves()
        while True:
            when, index = due[0]
            delay = when - loop.time()
            if await clock.wait_move(delay, seen):
                # the clock moved, while waiting or while a task ran: every task runs now, at the new
                # time (a due schedule fires at once)
                seen = clock.moves()
                due = [(loop.time(), i) for i in range(len(tasks))]
                heapq.heapify(due)
                continue
            task = tasks[index]
            self._run_once(task)
            heapq.heapreplace(due, (max(when + task.interval, loop.time()), index))
