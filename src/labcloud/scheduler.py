"""One scheduler for background work: periodic tasks declared by services, run on the server clock.

A service declares ``Periodic(name, interval, run)`` among its contributions; the hub hands it
here. One asyncio task runs every periodic task when it falls due (``run(now)``, synchronous, so
it is one atomic step on the event loop like a request), logs and survives a failing run, and
is stopped and started again around a reset. ``clock`` is the server's clock (``labcloud/clock.py``); a move of it runs every task at once.

A task that drains queued work (an outbox) holds a :class:`Bell` that the writers of that work ring:
while it is rung the task runs every ``interval``; otherwise only every ``idle`` seconds (the fallback
for work no ring announced, e.g. left by an earlier process), so an idle server does not poll.
Each task's runs are counted (``runs``, shown by ``GET /_labcloud/scheduler``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from labcloud import clock

log = logging.getLogger("labcloud.scheduler")

#: Seconds between the runs of a task with a bell while nobody rang it.
IDLE = 1.0


class Bell:
    """Rung (``ring()``) by whatever queues work for a periodic task; cheap once rung.

    The scheduler unrings it just before the task runs; a run that leaves work behind answers
    True and the bell stays rung, so the task runs again ``interval`` later."""

    __slots__ = ("_listeners", "rung")

    def __init__(self) -> None:
        self.rung = False
        self._listeners: list[Callable[[], None]] = []

    def ring(self) -> None:
        if self.rung:
            return
        self.rung = True
        for listener in self._listeners:
            listener()

    def listen(self, listener: Callable[[], None]) -> None:
        if listener not in self._listeners:
            self._listeners.append(listener)


@dataclass(frozen=True, slots=True)
class Periodic:
    """``run(now)`` at start, then every ``interval`` seconds.

    With a ``bell``: every ``interval`` seconds while the bell is rung, else every ``idle`` seconds;
    ``run`` answers whether work still waits (truthy keeps the bell rung)."""

    name: str
    interval: float
    run: Callable[[float], object]
    bell: Bell | None = None
    idle: float = IDLE


class Scheduler:
    def __init__(self, now: Callable[[], float] = clock.now) -> None:
        self.clock = now
        self.tasks: list[Periodic] = []
        #: How many times each task has run (by name), for ``GET /_labcloud/scheduler`` and the benches.
        self.runs: Counter[str] = Counter()
        #: One runner for the tasks there at start, one more for each task added while running.
        self._runners: list[asyncio.Task[None]] = []
        #: Completed by a bell's ring: the runners waiting on it look at their tasks again.
        self._rang: asyncio.Future[None] | None = None

    def add(self, task: Periodic) -> None:
        """Add a task; added while running (a service built after start), it runs at once, then on its interval."""
        if task.interval <= 0 or task.idle <= 0:
            raise ValueError(f"{task.name}: a periodic task needs a positive interval")
        self.tasks.append(task)
        if task.bell is not None:
            task.bell.listen(self._ring)
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

    def _ring(self) -> None:
        rang = self._rang
        if rang is not None and not rang.done():
            rang.set_result(None)

    def _run_once(self, task: Periodic) -> None:
        self.runs[task.name] += 1
        bell = task.bell
        if bell is not None:
            bell.rung = False  # a ring during the run (or a run leaving work) rings it again
        try:
            busy = task.run(self.clock())
        except Exception:  # noqa: BLE001 - one failing run must not end background work
            log.exception("background task %s failed", task.name)
            busy = True  # try again on the short interval
        if bell is not None and busy:
            bell.rung = True

    async def _run(self, tasks: list[Periodic], first: float = 0.0) -> None:
        loop = asyncio.get_running_loop()
        start = loop.time() + first
        #: when each task runs next; for a task with a bell, while it is not rung
        due = [start] * len(tasks)
        #: when each task last ran (a rung bell's task runs ``interval`` after it): a task added while
        #: running ran once in ``add``
        ran = [loop.time() if first else -math.inf] * len(tasks)
        seen = clock.moves()
        while True:
            index, when = _next(tasks, due, ran)
            delay = when - loop.time()
            if clock.moves() == seen and delay > 0:
                rang = self._rang
                if rang is None or rang.done():
                    rang = self._rang = loop.create_future()
                await asyncio.wait((clock.next_move(), rang), timeout=delay)
                if clock.moves() == seen:
                    continue  # due, or a bell rang: look again
            if clock.moves() != seen:
                # the clock moved, while waiting or while a task ran: every task runs now, at the new
                # time (a due schedule fires at once)
                seen = clock.moves()
                due = [loop.time()] * len(tasks)
                continue
            task = tasks[index]
            self._run_once(task)
            now = loop.time()
            ran[index] = now
            step = task.interval if task.bell is None else task.idle
            due[index] = max(when + step, now) if task.bell is None else now + step


def _next(tasks: list[Periodic], due: list[float], ran: list[float]) -> tuple[int, float]:
    """The task that falls due first, and when."""
    best, first = 0, math.inf
    for index, task in enumerate(tasks):
        when = due[index]
        bell = task.bell
        if bell is not None and bell.rung:
            when = min(when, ran[index] + task.interval)
        if when < first:
            best, first = index, when
    return best, first
