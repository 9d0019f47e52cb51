"""The DynamoDB Streams provider: the ``dynamodbstreams`` API over the stream tables, and retention
(trimmed in the background, and before a read whenever the oldest record has expired).

It offers two typed interfaces on the hub: :class:`StreamJournal` (DynamoDB appends records and
opens/closes streams through it, inside its own transactions) and :class:`StreamSignals` (readers
such as the Lambda stream poller wait there for new records instead of sleeping).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from labcloud.context import RequestContext
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.base import Provider
from labcloud.services.dynamodbstreams import reads, view
from labcloud.services.dynamodbstreams.interfaces import StreamJournal, StreamSignals
from labcloud.services.dynamodbstreams.journal import JournalWriter
from labcloud.services.dynamodbstreams.schema import SCHEMA, TABLES
from labcloud.services.dynamodbstreams.settings import StreamSettings
from labcloud.services.dynamodbstreams.signals import RecordSignals
from labcloud.services.dynamodbstreams.trim import trim

log = logging.getLogger("labcloud.dynamodbstreams")


class DynamoDBStreamsProvider(Provider):
    service = "dynamodbstreams"
    tables = TABLES

    def __init__(self, hub: Any) -> None:
        super().__init__(hub)
        self.stream_settings = StreamSettings.from_env()
        self.signals = RecordSignals()
        self.journal = JournalWriter(self.store, self.stream_settings, self.signals)
        journal: StreamJournal = self.journal  # mypy checks each keeps its interface's promise
        signals: StreamSignals = self.signals
        hub.offer(StreamJournal, journal)
        hub.offer(StreamSignals, signals)
        self._trimmer: asyncio.Task[None] | None = None

    def schema(self) -> tuple[str, ...]:
        return SCHEMA

    async def start(self) -> None:
        self._trimmer = asyncio.create_task(self._trim_forever(), name="dynamodbstreams-trimmer")

    async def stop(self) -> None:
        if self._trimmer is not None:
            self._trimmer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._trimmer
            self._trimmer = None

    def reset(self) -> None:
        super().reset()
        self.journal.forget()

    async def _trim_forever(self) -> None:
        interval = min(60.0, max(0.2, self.stream_settings.retention / 4))
        while True:
            await asyncio.sleep(interval)
            try:
                self._trim(force=True)
            except Exception:  # noqa: BLE001 - the trimmer must keep running
                log.exception("stream trim failed")

    def _trim(self, force: bool = False) -> None:
        """Trim now (the background task), or before a read when the oldest record has expired."""
        now = time.time()
        if not force:
            oldest = self.store.scalar("SELECT created FROM ddbstreams_records ORDER BY seq LIMIT 1")
            if oldest is None or oldest >= now - self.stream_settings.retention:
                return
        trim(self.store, self.stream_settings.retention, now)

    # ------------------------------------------------------------------ operations

    def list_streams(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        self._trim()
        return reads.list_streams(self.store, ctx, params)

    def describe_stream(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        self._trim()
        return reads.describe_stream(self.store, ctx, params, self._shared)

    def get_shard_iterator(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        self._trim()
        return reads.get_shard_iterator(self.store, ctx, params, self._shared)

    def get_records(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        self._trim()
        return reads.get_records(self.store, self.stream_settings, ctx, params, self._shared)

    def _shared(self, arn: str) -> bool:
        return self.hub.resource_policies.find(arn) is not None

    # ------------------------------------------------------------------ internal API

    def internal_routes(self) -> list[InternalRoute]:
        return [InternalRoute("GET", "/dynamodbstreams/streams", self._streams_route)]

    def _streams_route(self, request: InternalRequest) -> InternalResponse:
        return json_response(
            view.streams_snapshot(
                self.store, request.arg("table"), max(0, min(request.int_arg("limit", 50), 1000))
            )
        )


PROVIDER = DynamoDBStreamsProvider
