"""The poller of one running pipe: its tasks (one SQS worker, or one task per stream shard and a
supervisor listing shards), acting as the pipe's role, and its StateReason when the role or the source
refuses. Stopping cancels tasks that are waiting on the source and lets a batch in flight finish, so a
stopped pipe consumes nothing more."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

from labcloud.services.pipes import acting, arns, filters
from labcloud.services.pipes.checks import SOURCE_BLOCKS
from labcloud.services.pipes.publish import emit
from labcloud.services.pipes.repo import pipes
from labcloud.services.pipes.repo.pipes import Pipe
from labcloud.services.pipes.state import PipesState

T = TypeVar("T")


class Runner:
    def __init__(self, state: PipesState, pipe: Pipe) -> None:
        self.state = state
        self.pipe = pipe
        self.source = arns.source(pipe.spec["Source"])
        self.compiled = filters.compile_criteria(
            (pipe.spec.get("SourceParameters") or {}).get("FilterCriteria")
        )
        self.tasks: list[asyncio.Task[None]] = []
        self.waiting: set[asyncio.Task[Any]] = set()
        self.stopping = False
        self.reason = pipe.reason

    @property
    def block(self) -> dict[str, Any]:
        """The source's parameter block (SqsQueueParameters, KinesisStreamParameters...)."""
        return dict(
            (self.pipe.spec.get("SourceParameters") or {}).get(SOURCE_BLOCKS[self.source.service]) or {}
        )

    def start(self, work: Callable[[Runner], Coroutine[Any, Any, None]]) -> None:
        self.spawn(work(self))

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        self.tasks.append(asyncio.get_running_loop().create_task(work))

    async def stop(self) -> None:
        self.stopping = True
        pending = {task for task in self.tasks if not task.done()}
        while pending:
            for task in list(self.waiting):
                task.cancel()
            _, pending = await asyncio.wait(pending, timeout=0.1)
        self.tasks = []

    async def waiting_on(self, awaitable: Awaitable[T]) -> T:
        """Await something a stop may cut short (a long poll, a back-off)."""
        current = asyncio.current_task()
        assert current is not None
        if self.stopping:
            raise asyncio.CancelledError
        self.waiting.add(current)
        try:
            return await awaitable
        finally:
            self.waiting.discard(current)

    async def sleep(self, seconds: float) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            await self.waiting_on(asyncio.sleep(seconds))

    def calling(self) -> dict[str, Any]:
        """The call arguments of the pipe's role session (``acting.RoleRefused`` when it cannot be had)."""
        principal = acting.principal(self.state.services, self.pipe.spec["RoleArn"], self.pipe.arn)
        return acting.calling(self.pipe.arn, principal, self.pipe.region)

    def report(self, reason: str) -> None:
        """Keep the pipe's StateReason current (written only when it changes)."""
        if reason == self.reason:
            return
        self.reason = reason
        state = self.state
        with state.store.transaction():
            current = pipes.find(state.store, self.pipe.account_id, self.pipe.region, self.pipe.name)
            if current is None or current.current != "RUNNING" or current.created != self.pipe.created:
                return
            pipes.put(state.store, current.moved(reason=reason))
            if reason:
                emit(
                    state,
                    "pipes.pipe.failing",
                    self.pipe.account_id,
                    self.pipe.region,
                    self.pipe.arn,
                    reason=reason,
                )
