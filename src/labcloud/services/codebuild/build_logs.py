"""A build's output streamed to its CloudWatch Logs stream while it runs: lines are queued as they come
(``add``) and written by one task per build through the logs service's PutLogEvents every
:data:`INTERVAL` seconds (group and stream made when missing); ``close`` writes what is left. A failed
write is logged, never failing the build."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.codebuild.state import CodeBuildState

log = logging.getLogger("labcloud.codebuild")

INTERVAL = 0.2
#: CloudWatch Logs' bounds on one PutLogEvents: its events and bytes (each event counts 26 bytes more).
_BATCH_EVENTS = 1000
_BATCH_BYTES = 900_000
#: Lines kept waiting at most (a build printing faster than they are written loses the oldest, said so).
MAX_WAITING = 100_000


class LogStream:
    def __init__(self, state: CodeBuildState, account: str, region: str, group: str, stream: str) -> None:
        self.state, self.account, self.region = state, account, region
        self.group, self.stream = group, stream
        self.waiting: list[tuple[int, str]] = []
        self.dropped = 0
        self.made = False
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._loop())

    def add(self, line: str) -> None:
        if len(self.waiting) >= MAX_WAITING:
            self.waiting.pop(0)
            self.dropped += 1
        self.waiting.append((int(clock.now() * 1000), line or " "))

    async def _call(self, operation: str, params: dict[str, Any]) -> None:
        await self.state.services.call("logs", operation, params, account_id=self.account, region=self.region)

    async def _make(self) -> None:
        for operation, params in (
            ("CreateLogGroup", {"logGroupName": self.group}),
            ("CreateLogStream", {"logGroupName": self.group, "logStreamName": self.stream}),
        ):
            try:
                await self._call(operation, params)
            except AwsError as exc:
                if exc.code != "ResourceAlreadyExistsException":
                    raise
        self.made = True

    async def flush(self) -> None:
        if self.dropped:
            self.waiting.insert(
                0, (int(clock.now() * 1000), f"[labcloud: {self.dropped} lines were dropped]")
            )
            self.dropped = 0
        try:
            if not self.made:
                await self._make()
            while self.waiting:
                batch: list[dict[str, object]] = []
                size = 0
                while self.waiting and len(batch) < _BATCH_EVENTS:
                    stamp, line = self.waiting[0]
                    cost = len(line.encode()) + 26
                    if batch and size + cost > _BATCH_BYTES:
                        break
                    batch.append({"timestamp": stamp, "message": line})
                    size += cost
                    self.waiting.pop(0)
                params: dict[str, Any] = {
                    "logGroupName": self.group,
                    "logStreamName": self.stream,
                    "logEvents": batch,
                }
                await self._call("PutLogEvents", params)
        except AwsError as exc:
            log.warning("CodeBuild log to %s/%s failed: %s", self.group, self.stream, exc)
            self.waiting.clear()

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(INTERVAL)
            if self.waiting:
                await self.flush()

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(BaseException):
                await self.task
        await self.flush()
