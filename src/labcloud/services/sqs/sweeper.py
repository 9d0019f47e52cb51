"""Background expiry: messages past their retention period, and stale dedup/attempt/deleted-name records.

Runs once a second; each pass reads only expired rows through the ``(queue_id, sent)`` index.
Receives also drop expired messages they meet, so expiry is exact even between passes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING

from labcloud.services.sqs import receive_attempts
from labcloud.services.sqs.queues import DELETED_NAME_HOLD

if TYPE_CHECKING:
    from labcloud.services.sqs.provider import SqsProvider

log = logging.getLogger("labcloud.sqs")

INTERVAL = 1.0
BATCH = 1000


class Sweeper:
    def __init__(self, provider: SqsProvider) -> None:
        self.provider = provider
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while True:
            try:
                self.sweep(time.time())
            except Exception:  # noqa: BLE001 - keep sweeping
                log.exception("sqs sweep failed")
            await asyncio.sleep(INTERVAL)

    def sweep(self, now: float) -> int:
        store = self.provider.store
        removed = 0
        for queue in self.provider.queues.all():
            cutoff = now - queue.int_attr("MessageRetentionPeriod")
            rows = store.all(
                "SELECT seq, message_id FROM sqs_messages INDEXED BY sqs_messages_sent"
                " WHERE queue_id=? AND sent<? LIMIT ?",
                (queue.id, cutoff, BATCH),
            )
            if not rows:
                continue
            with store.transaction():
                for row in rows:
                    store.execute("DELETE FROM sqs_messages WHERE seq=?", (row["seq"],))
                    self.provider.emit(queue, "sqs.message.expired", message_id=row["message_id"])
            removed += len(rows)
        with store.transaction():
            store.execute("DELETE FROM sqs_dedup WHERE expires<=?", (now,))
            receive_attempts.sweep(store, now)
            store.execute("DELETE FROM sqs_deleted_queues WHERE deleted<=?", (now - DELETED_NAME_HOLD,))
        return removed
