"""Wake-ups for readers of a stream: a reader with nothing to read waits until a record commits."""

from __future__ import annotations

import asyncio
import contextlib


class RecordSignals:
    def __init__(self) -> None:
        self._events: dict[str, asyncio.Event] = {}

    def notify(self, stream_arn: str) -> None:
        event = self._events.get(stream_arn)
        if event is not None:
            event.set()

    def notify_all(self) -> None:
        for event in self._events.values():
            event.set()

    async def wait(self, stream_arn: str, timeout: float) -> bool:
        """Wait until a record of ``stream_arn`` commits (True) or ``timeout`` passes (False)."""
        event = self._events.get(stream_arn)
        if event is None:
            event = self._events[stream_arn] = asyncio.Event()
        if event.is_set():
            event.clear()
            return True
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(event.wait(), timeout)
            event.clear()
            return True
        return False
