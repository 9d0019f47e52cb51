"""Waiting on an asyncio event with a deadline, the same way on every Python labcloud declares.

Before Python 3.11 ``asyncio.wait_for`` raises ``asyncio.TimeoutError``, a class distinct from the
builtin ``TimeoutError``; from 3.11 on the two are one class. Catching ``asyncio.TimeoutError`` is
right on both, so every timed wait goes through :func:`wait_for_event`.

A timed wait is a wait for something due at a time of the server clock (``labcloud/clock.py``): a
move of that clock ends it early (answered as a timeout), so the waiter looks at the new time.
"""

from __future__ import annotations

import asyncio

from labcloud import clock


async def wait_for_event(event: asyncio.Event, timeout: float) -> bool:
    """Wait until ``event`` is set or ``timeout`` seconds pass; whether it was set."""
    if timeout <= 0:
        return event.is_set()
    if event.is_set():
        return True
    waiter = asyncio.ensure_future(event.wait())
    try:
        await asyncio.wait((waiter, clock.next_move()), timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    finally:
        if not waiter.done():
            waiter.cancel()
    return event.is_set()
