"""Store writes an SQS answer does not depend on, done right after the response on a memory store.

A DeleteMessageBatch answers from its entries alone (a stale handle succeeds and deletes nothing, as on
AWS), and a receive answers from the rows it read: the deletes, the marks that put received messages in
flight and their events are writes nobody reads before the next statement. On a memory store
(nothing to make durable) :meth:`Later.run` keeps such a write, once the transaction that decided it
commits, and the event loop runs it as soon as the request's task yields: its response is already on
the wire, so the write overlaps with the client's own work. Nothing can read around it: the store
settles what is owed (this work, after the held events, in order) before any transaction begins and
before any statement outside a transaction (``store/db.py``), so every reader sees the store as if
each write had been made in its request. A durable store makes each write in its request's transaction.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from labcloud.events import scope
from labcloud.store.db import Store

log = logging.getLogger("labcloud")


class Later:
    """The kept writes of one store, in the order their transactions committed."""

    __slots__ = ("store", "holds", "_work", "_scheduled")

    def __init__(self, store: Store) -> None:
        self.store = store
        self.holds = store.path is None
        self._work: list[tuple[Callable[[], None], scope.Scope | None]] = []
        self._scheduled = False
        if self.holds:
            store.owes(self.flush)

    def run(self, work: Callable[[], None]) -> None:
        """Make ``work`` (statements only, no reads a response needs): in the open transaction on a durable
        store or off the event loop; on a memory store, after the response, once the transaction open now
        (if any) commits (never, if it rolls back)."""
        store = self.store
        if self.holds and _on_loop():
            opened = scope.current()  # what the work publishes carries its request's trace
            store.after_commit(lambda: self._keep(work, opened))
        elif store.in_transaction:
            work()
        else:
            with store.transaction():
                work()

    def _keep(self, work: Callable[[], None], opened: scope.Scope | None) -> None:
        self._work.append((work, opened))
        self.store.owe()
        if not self._scheduled:
            self._scheduled = True
            asyncio.get_running_loop().call_soon(self._scheduled_flush)

    def _scheduled_flush(self) -> None:
        self._scheduled = False
        if not self._work:
            return
        if self.store.in_transaction:  # another task's transaction spans an await: look again shortly
            self._scheduled = True
            asyncio.get_running_loop().call_later(0.001, self._scheduled_flush)
            return
        self.store.settle()  # the held events of the same requests first, then this work

    def flush(self) -> None:
        """Make every kept write, in one transaction (the store calls this when it settles)."""
        work, self._work = self._work, []
        if not work:
            return
        try:
            with self.store.transaction():
                for each, opened in work:
                    if opened is None and scope.current() is None:
                        each()  # no trace to carry (most requests): no scope to set
                    else:
                        with scope.resumed(opened):
                            each()
                # what the work published (its events, held meanwhile) is written in this same transaction
                self.store.settle()
        except Exception:  # noqa: BLE001 - never fail the request that happens to settle this
            log.exception("SQS writes kept after their responses failed")


def _on_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True
