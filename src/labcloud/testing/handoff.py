"""A coroutine handed from a test's thread to the in-process server's loop, and its answer handed back.

``asyncio.run_coroutine_threadsafe`` wraps every call in a Task (run on a later turn of the loop) and a
``concurrent.futures.Future`` (a condition variable and its callbacks). A call into labcloud usually
finishes without ever waiting, so :func:`call` starts the coroutine eagerly in the loop's callback
(``http/eager.py``) and hands its answer back through one lock; only a call that waits (a Lambda invoke,
a long poll) goes on in a Task. The coroutine runs on the loop's thread either way.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any

from labcloud.http import eager


def call(loop: asyncio.AbstractEventLoop, coroutine: Coroutine[Any, Any, Any], timeout: float) -> Any:
    """Run ``coroutine`` on ``loop`` (another thread's) and return its result or raise its exception;
    TimeoutError after ``timeout`` seconds."""
    done = threading.Lock()
    done.acquire()
    outcome: list[eager.Finished] = []

    def finish(finished: eager.Finished) -> None:
        outcome.append(finished)
        done.release()

    def start() -> None:
        started = eager.start(loop, coroutine)
        if isinstance(started, eager.Finished):
            finish(started)
        else:
            started.add_done_callback(lambda task: finish(eager.outcome(task)))

    loop.call_soon_threadsafe(start)
    if not done.acquire(timeout=timeout):
        raise TimeoutError(f"labcloud did not answer within {timeout:g} seconds")
    value, error = outcome[0]
    if error is not None:
        raise error
    return value
