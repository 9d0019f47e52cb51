"""The asynchronous invocation worker: one task per server that runs the due events of ``lambda_async_queue``.

It starts with Lambda (queued events survive a restart) but imports the invocation machinery
(``async_invoke.run_async``) only when an event is due, so that building Lambda stays cheap.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.services.lambda_.repo import async_queue as queue
from labcloud.waits import wait_for_event

if TYPE_CHECKING:
    from labcloud.services.lambda_.state import LambdaState

WORKERS = 4


async def start_async_worker(state: LambdaState) -> None:
    state.async_running = set()
    state.async_wake = asyncio.Event()
    state.async_wake.set()
    state.async_task = asyncio.create_task(_async_loop(state))


async def stop_async_worker(state: LambdaState) -> None:
    task, state.async_task = state.async_task, None
    if task is not None:
        task.cancel()
        with contextlib.suppress(BaseException):
            await task


async def _async_loop(state: LambdaState) -> None:
    assert state.async_wake is not None
    tasks: set[asyncio.Task[None]] = set()
    try:
        while True:
            state.async_wake.clear()
            now = clock.now()
            room = WORKERS - len(tasks)
            rows = queue.due(state.store, now, room + len(state.async_running)) if room > 0 else []
            for row in rows:
                if row.id in state.async_running or room <= 0:
                    continue
                from labcloud.services.lambda_ import async_invoke  # the invocation machinery, when due

                room -= 1
                state.async_running.add(row.id)
                task = asyncio.create_task(async_invoke.run_async(state, row))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                task.add_done_callback(functools.partial(_async_done, state, row.id))
            nxt = queue.next_due(state.store, now)
            wait = 1.0 if nxt is None else max(0.01, min(1.0, float(nxt) - now))
            await wait_for_event(state.async_wake, wait)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _async_done(state: LambdaState, request_id: str, _task: object = None) -> None:
    state.async_running.discard(request_id)
    if state.async_wake is not None:
        state.async_wake.set()
