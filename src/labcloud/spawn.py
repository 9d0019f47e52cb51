"""Work a service starts and does not wait for (an event put after a commit, a notification delivered):
one task on the running loop, held in a set until it ends so the loop does not drop it half-way."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any


def spawn(coroutine: Coroutine[Any, Any, Any], held: set[asyncio.Task[Any]]) -> None:
    """Run ``coroutine`` on a task of its own, kept in ``held`` until done; with no loop running (a
    commit outside the server), it is closed unrun."""
    try:
        task = asyncio.get_running_loop().create_task(coroutine)
    except RuntimeError:
        coroutine.close()
        return
    held.add(task)
    task.add_done_callback(held.discard)
