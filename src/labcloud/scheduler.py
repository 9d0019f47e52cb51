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

    With a ``bell``: every ``interval`` seconds while the bell is rung, else every ``idle`` seconds (or
    ``interval``, if longer);
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
        #: The one runner (between ``start`` and ``stop``); tasks added while it runs join it.
        self._runner: asyncio.Task[None] | None = None
        #: Completed by a bell's ring or a task's arrival: the runner looks at its tasks again.
        self._rang: asyncio.Future[None] | None = None
        #: While running: when each task runs next (a task with a bell: while it is not rung), when it
        #: last ran (a rung bell's task runs ``interval`` after that), and the loop time of the start,
        #: on whose grid a task added later falls due (one wake-up serves every task due together).
        self._due: list[float] = []
        self._ran: list[float] = []
        self._epoch = 0.0

    def add(self, task: Periodic) -> None:
        """Add a task; added while running (a service built after start), it runs at once, then on its interval."""
        if task.interval <= 0 or task.idle <= 0:
            raise ValueError(f"{task.name}: a periodic task needs a positive interval")
        if task.bell is not None:
            task.bell.listen(self._ring)
        if not self.running:
            self.tasks.append(task)
            return
        # its first run now, in the step that built the service: the call that asked for the service
        # already sees what a run at start does (keys past their deletion date gone, say)
        self._run_once(task)
        now = asyncio.get_running_loop().time()
        self.tasks.append(task)
        step = task.interval if task.bell is None else _idle(task)
        self._due.append(self._grid(now + step, step))
        self._ran.append(now)
        self._ring()

    @property
    def running(self) -> bool:
        """Are the periodic tasks running (between ``start`` and ``stop``)?"""
        return self._runner is not None and not self._runner.done()

    def start(self) -> None:
        if self._runner is None and self.tasks:
            self._runner = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await runner

    def _ring(self) -> None:
        rang = self._rang
        if rang is not None and not rang.done():
            rang.set_result(None)

    def _grid(self, at: float, step: float) -> float:
        """``at`` moved to the nearest whole second of the runner's clock, for a task that runs every
        second or less often: the tasks added later and the idle bells' runs wake together with the
        tasks there at start (one wake-up serves them all)."""
        if step < 1.0:
            return at
        return self._epoch + round(at - self._epoch)

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

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        self._epoch = loop.time()
        self._due = [self._epoch] * len(self.tasks)
        self._ran = [-math.inf] * len(self.tasks)
        tasks, due, ran = self.tasks, self._due, self._ran
        seen = clock.moves()
        while True:
            if clock.moves() != seen:
                # the clock moved, while waiting or while a task ran: every task runs now, at the new
                # time (a due schedule fires at once)
                seen = clock.moves()
                due[:] = [loop.time()] * len(due)
            now = loop.time()
            for index, task in enumerate(tasks):  # (a run that builds a service adds tasks: they wait)
                when = _when(task, due[index], ran[index])
                if when > now:
                    continue
                self._run_once(task)
                ran[index] = done = loop.time()
                if task.bell is None:
                    due[index] = max(due[index] + task.interval, done)
                else:
                    due[index] = self._grid(done + _idle(task), _idle(task))
            upcoming = min(_when(task, due[i], ran[i]) for i, task in enumerate(tasks))
            delay = upcoming - loop.time()
            if delay > 0 and clock.moves() == seen:
                rang = self._rang
                if rang is None or rang.done():
                    rang = self._rang = loop.create_future()
                await asyncio.wait(
                    (clock.next_move(), rang), timeout=delay, return_when=asyncio.FIRST_COMPLETED
                )


def _idle(task: Periodic) -> float:
    """A bell task's fallback interval: never shorter than its interval (a long interval holds it back)."""
    return max(task.idle, task.interval)


def _when(task: Periodic, due: float, ran: float) -> float:
    """When a task runs next: when due, or sooner with its bell rung."""
    bell = task.bell
    if bell is not None and bell.rung:
        return min(due, ran + task.interval)
    return due
