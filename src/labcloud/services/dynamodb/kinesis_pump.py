"""The delivery round of the Kinesis destinations' outbox, started by a periodic tick (``service.py``):
one round at a time, started only when records wait; stopped with the service. A tick answers whether a
round runs (the tick's bell stays rung, so the next tick looks again once it is done)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

#: How often (seconds) the pump looks for changes to deliver (``LABCLOUD_DYNAMODB_KINESIS_INTERVAL``).
INTERVAL = 0.05


class Pump:
    """Each tick starts one delivery round when records wait and none is running."""

    def __init__(self) -> None:
        self._round: asyncio.Task[int] | None = None

    def tick(self, waiting: Callable[[], bool], deliver: Callable[[], Awaitable[int]]) -> bool:
        if self._round is not None and not self._round.done():
            return True
        if waiting():
            self._round = asyncio.get_running_loop().create_task(self._deliver(deliver))
            return True
        return False

    @staticmethod
    async def _deliver(deliver: Callable[[], Awaitable[int]]) -> int:
        try:
            return await deliver()
        except Exception:  # noqa: BLE001 - the next tick tries again
            log.exception("DynamoDB to Kinesis delivery failed")
            return 0

    async def stop(self) -> None:
        task, self._round = self._round, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
