"""Sandbox log lines → CloudWatch Logs, through the Logs service and as the execution role.

The runtime hands over ``(group, stream, [(timestamp_ms, message), ...])`` (an invocation's
lines at its end, or a large chunk mid-way); lines are buffered and delivered by one background
flusher so a chatty function never waits on SQLite. The first hand-over after a quiet spell is
delivered at once (an idle invoke's logs are readable right after it); while busy, the flusher
waits ``linger`` seconds between rounds, so a stream's invocations in that time share one
PutLogEvents call (each call is a full trip through the pipeline and the IAM authorizer). A missing
group or stream is created (as Lambda does when the role may); a role without logs permissions
or an absent Logs service means the function runs and no logs appear, as on AWS. Lines in CloudWatch's
embedded metric format become metrics (``emf.py``), as CloudWatch Logs extracts them from Lambda's logs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.services.lambda_ import emf

if TYPE_CHECKING:
    from labcloud.services.lambda_.host import LambdaHost

log = logging.getLogger("labcloud.lambda")


class LogDelivery:
    def __init__(self, host: LambdaHost, linger: float = 0.05) -> None:
        self.host = host
        self.linger = linger
        self.principals: dict[str, tuple[Principal, str, str]] = {}  # group → (principal, account, region)
        self._pending: dict[tuple[str, str], list[tuple[int, str]]] = defaultdict(list)
        self._known: set[tuple[str, str]] = set()
        self._task: asyncio.Task[None] | None = None
        self._idle = asyncio.Event()
        self._idle.set()

    def route(self, group: str, principal: Principal, account_id: str, region: str) -> None:
        self.principals[group] = (principal, account_id, region)

    def sink(self, group: str, stream: str, events: list[tuple[int, str]]) -> None:
        if not events:
            return
        self._pending[(group, stream)].extend(events)
        self._idle.clear()
        if self._task is None or self._task.done():
            self._task = asyncio.ensure_future(self._flush_soon())

    async def flush(self) -> None:
        """Wait until everything handed over so far is delivered (or dropped)."""
        await self._idle.wait()

    async def _flush_soon(self) -> None:
        try:
            await asyncio.sleep(0)
            while self._pending:
                batch = dict(self._pending)
                self._pending.clear()
                for (group, stream), events in batch.items():
                    with contextlib.suppress(Exception):
                        await self._deliver(group, stream, events)
                if self.linger > 0:
                    await asyncio.sleep(self.linger)  # gather what arrives meanwhile into one call per stream
        finally:
            self._idle.set()

    async def _call(self, operation: str, params: Mapping[str, Any], group: str) -> None:
        principal, account, region = self.principals.get(group, (None, None, None))
        await self.host.call(
            "logs", operation, dict(params), principal=principal, account_id=account, region=region
        )

    async def _ensure(self, group: str, stream: str) -> None:
        for operation, params in (
            ("CreateLogGroup", {"logGroupName": group}),
            ("CreateLogStream", {"logGroupName": group, "logStreamName": stream}),
        ):
            try:
                await self._call(operation, params, group)
            except AwsError as error:
                if error.code != "ResourceAlreadyExistsException":
                    raise
        self._known.add((group, stream))

    async def _deliver(self, group: str, stream: str, events: list[tuple[int, str]]) -> None:
        events.sort(key=lambda item: item[0])
        params: dict[str, Any] = {
            "logGroupName": group,
            "logStreamName": stream,
            "logEvents": [{"timestamp": ts, "message": msg} for ts, msg in events],
        }
        if (group, stream) not in self._known:
            await self._ensure(group, stream)
        try:
            await self._call("PutLogEvents", params, group)
        except AwsError as error:
            if error.code != "ResourceNotFoundException":
                raise
            self._known.discard((group, stream))
            await self._ensure(group, stream)
            await self._call("PutLogEvents", params, group)
        await self._metrics(group, [message for _, message in events])

    async def _metrics(self, group: str, messages: list[str]) -> None:
        """The lines' embedded metrics (EMF) to CloudWatch, as CloudWatch Logs extracts them: by the
        service itself, so the execution role needs no cloudwatch:PutMetricData."""
        requests = emf.requests_for(messages)
        if not requests or not self.host.serves("cloudwatch"):
            return
        _, account, region = self.principals.get(group, (None, None, None))
        for request in requests:
            try:
                await self.host.call(
                    "cloudwatch", "PutMetricData", request, account_id=account, region=region
                )
            except (
                AwsError
            ) as error:  # a directive CloudWatch refuses (an AWS/ namespace...) stays a log line
                log.info("embedded metrics of %s not recorded: %s", group, error.message)
