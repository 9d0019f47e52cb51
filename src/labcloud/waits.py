"""Waiting on an asyncio event with a deadline, the same way on every Python labcloud declares.

Before Python 3.11 ``asyncio.wait_for`` raises ``asyncio.TimeoutError``, a class distinct from the
builtin ``TimeoutError``; from 3.11 on the two are one class. Catching ``asyncio.TimeoutError`` is
right on both, so every timed wait goes through :func:`wait_for_event`.
"""

from __future__ import annotations

import asyncio


async def wait_for_event(event: asyncio.Event, timeout: float) -> bool:
    """Wait until ``event`` is set or ``timeout`` seconds pass; whether it was set."""
    if timeout <= 0:
        return event.is_set()
    try:
        await asyncio.wait_for(event.wait(), timeout)
    except asyncio.TimeoutError:  # noqa: UP041 - distinct from TimeoutError before Python 3.11
        return False
    return True
