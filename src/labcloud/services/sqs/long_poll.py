"""Wake-ups for long-polling receivers: one asyncio event per queue, replaced on every notify.

A receiver tries a (synchronous) receive; when it finds nothing it waits on the queue's current
event, bounded by its deadline and by the moment the next hidden message becomes visible. Sends,
visibility changes and deletes that may free a FIFO group notify the queue after they commit.
This state is in memory only: it holds no data, so a restart loses nothing.
"""

from __future__ import annotations

import asyncio

from labcloud.waits import wait_for_event


class QueueSignals:
    def __init__(self) -> None:
        self._events: dict[int, asyncio.Event] = {}

    def event(self, queue_id: int) -> asyncio.Event:
        event = self._events.get(queue_id)
        if event is None:
            event = self._events[queue_id] = asyncio.Event()
        return event

    def notify(self, queue_id: int) -> None:
        event = self._events.pop(queue_id, None)
        if event is not None:
            event.set()

    def notify_all(self) -> None:
        events, self._events = self._events, {}
        for event in events.values():
            event.set()

    @staticmethod
    async def wait(event: asyncio.Event, timeout: float) -> None:
        await wait_for_event(event, timeout)
