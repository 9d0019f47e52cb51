"""Coroutines started eagerly: their first step runs at once, and only one that waits becomes a Task.

A request is usually answered in one step (the store answers at once, nothing is awaited), so a Task
per request (created, scheduled for a later turn of the loop, run, then its callbacks) is mostly
overhead. :func:`start` runs the first step now: a coroutine that finishes in it is :class:`Finished`;
one that waits goes on in a Task from where it stopped. On 3.12+ that is asyncio's own eager start
(``Task(eager_start=True)``, current while its first step runs); on 3.10 and 3.11 a first step runs
with no current task (no request path of labcloud asks for one: ``asyncio.timeout`` is never used
there), and a small driver carries the rest in a Task, as that Task would have run it: every step in
the one context the first step ran in (a ContextVar token set before a wait is reset after it), each
awaited outcome sent in, or its exception (a cancellation included) thrown in.
"""

from __future__ import annotations

import asyncio
import contextvars
import sys
from collections.abc import Coroutine
from typing import Any, NamedTuple

_EAGER_TASKS = sys.version_info >= (3, 12)


class Finished(NamedTuple):
    """A coroutine that finished in its first step: its value, or the exception it raised."""

    value: Any
    error: BaseException | None


def start(
    loop: asyncio.AbstractEventLoop, coroutine: Coroutine[Any, Any, Any]
) -> asyncio.Task[Any] | Finished:
    """Run ``coroutine``'s first step now, on ``loop`` (the running loop's thread): Finished when that was
    all, else the Task carrying on (every step in one copy of the current context, as a Task's)."""
    if _EAGER_TASKS:
        task: asyncio.Task[Any] = asyncio.Task(coroutine, loop=loop, eager_start=True)  # type: ignore[call-arg,unused-ignore]
        return outcome(task) if task.done() else task
    context = contextvars.copy_context()
    try:
        yielded = context.run(coroutine.send, None)
    except StopIteration as stop:
        return Finished(stop.value, None)
    except BaseException as exc:  # noqa: BLE001 - the caller's to raise
        return Finished(None, exc)
    # every later step runs in this same context, as a Task's steps all run in its one context: a copy
    # would break a ContextVar token set in the first step and reset after a wait (events/scope.py)
    return loop.create_task(_resumed(coroutine, yielded, context))


def outcome(task: asyncio.Task[Any]) -> Finished:
    """A done Task's outcome, as :class:`Finished`."""
    if task.cancelled():
        return Finished(None, asyncio.CancelledError())
    error = task.exception()
    return Finished(None, error) if error is not None else Finished(task.result(), None)


async def _resumed(coroutine: Coroutine[Any, Any, Any], yielded: Any, context: contextvars.Context) -> Any:
    """Drive ``coroutine`` on from a step that stopped at ``yielded`` (a future, or None for a bare yield
    such as ``asyncio.sleep(0)``), each of its steps in ``context`` (the one its first step ran in)."""
    while True:
        error: BaseException | None = None
        try:
            if yielded is None:
                await asyncio.sleep(0)
            else:
                # the coroutine's await marked the future as handed to a task; taking it, as a Task does
                yielded._asyncio_future_blocking = False
                await yielded
        except GeneratorExit:  # this driver is closed (its loop went away): so is the coroutine
            coroutine.close()
            raise
        except BaseException as exc:  # noqa: BLE001 - delivered to the coroutine where it waits
            error = exc
        try:
            if error is None:
                yielded = context.run(coroutine.send, None)
            else:
                yielded = context.run(coroutine.throw, error)
        except StopIteration as stop:
            return stop.value
