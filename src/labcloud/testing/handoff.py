"""A coroutine handed from a test's thread to the in-process server's loop, and its answer handed back.

``asyncio.run_coroutine_threadsafe`` wraps every call in a Task (scheduled for a later turn of the loop)
and a ``concurrent.futures.Future`` (a condition variable and its callbacks). A call into labcloud
usually finishes without ever waiting (the store answers at once), so :func:`call` runs the coroutine's
first step straight in the loop's callback and hands its answer back through one lock; only a
coroutine that does wait (a Lambda invoke, a long poll) goes on in a Task, from where it stopped, exactly
as a Task would have run it. The coroutine runs on the loop's thread either way, in a copy of the
calling thread's context (as ``call_soon_threadsafe`` and a Task both give it).
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Coroutine
from typing import Any

#: Tasks can start eagerly (3.12+): asyncio.current_task() is then the task during its first step too,
#: which asyncio.timeout and 3.12's wait_for need. Before 3.12 the first step runs with no current task,
#: which none of labcloud's request paths ask for on those versions.
_EAGER_TASKS = sys.version_info >= (3, 12)


def call(loop: asyncio.AbstractEventLoop, coroutine: Coroutine[Any, Any, Any], timeout: float) -> Any:
    """Run ``coroutine`` on ``loop`` (another thread's) and return its result or raise its exception;
    TimeoutError after ``timeout`` seconds."""
    done = threading.Lock()
    done.acquire()
    outcome: list[tuple[bool, Any]] = []

    def finish(ok: bool, value: Any) -> None:
        outcome.append((ok, value))
        done.release()

    def finished(task: asyncio.Task[Any]) -> None:
        if task.cancelled():
            finish(False, asyncio.CancelledError())
        elif task.exception() is not None:
            finish(False, task.exception())
        else:
            finish(True, task.result())

    def start() -> None:
        if _EAGER_TASKS:  # the loop's own eager start (3.12+): the task is current while it runs
            task = asyncio.Task(coroutine, loop=loop, eager_start=True)  # type: ignore[call-arg,unused-ignore]
            if task.done():
                finished(task)
            else:
                task.add_done_callback(finished)
            return
        try:
            yielded = coroutine.send(None)
        except StopIteration as stop:
            finish(True, stop.value)
            return
        except BaseException as exc:  # noqa: BLE001 - handed to the calling thread, which raises it
            finish(False, exc)
            return
        loop.create_task(_resumed(coroutine, yielded)).add_done_callback(finished)

    loop.call_soon_threadsafe(start)
    if not done.acquire(timeout=timeout):
        raise TimeoutError(f"labcloud did not answer within {timeout:g} seconds")
    ok, value = outcome[0]
    if ok:
        return value
    raise value


async def _resumed(coroutine: Coroutine[Any, Any, Any], yielded: Any) -> Any:
    """Drive ``coroutine`` on from a step that stopped at ``yielded`` (what it awaits: a future, or None
    for a bare yield such as ``asyncio.sleep(0)``), as the Task it never had would: each awaited outcome
    is sent in, or its exception (a cancellation included) thrown in."""
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
            yielded = coroutine.send(None) if error is None else coroutine.throw(error)
        except StopIteration as stop:
            return stop.value
