"""The core internal endpoints: health, reset, the event history and live stream, the periodic tasks."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, Any

from labcloud import __version__
from labcloud.digits import is_digits
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.registry import PACKAGES

if TYPE_CHECKING:
    from labcloud.hub import Hub


def core_routes(hub: Hub) -> list[InternalRoute]:
    started = time.time()

    def health(_request: InternalRequest) -> InternalResponse:
        return json_response(
            {
                "status": "ok",
                "version": __version__,
                "endpoint": hub.settings.endpoint,
                "uptime_seconds": round(time.time() - started, 3),
                "persistent": not hub.settings.in_memory,
                "services": {
                    name: "running" if name in hub.providers else "starting"
                    for name in PACKAGES
                    if hub.serves(name)
                },
            }
        )

    def scheduler(_request: InternalRequest) -> InternalResponse:
        # each periodic task, its intervals and how often it has run (bench/bench_idle_cpu.py reads it)
        runs = hub.scheduler.runs
        return json_response(
            {
                "tasks": [
                    {
                        "name": task.name,
                        "interval": task.interval,
                        "idle": None if task.bell is None else task.idle,
                        "runs": runs[task.name],
                    }
                    for task in hub.scheduler.tasks
                ]
            }
        )

    async def reset(_request: InternalRequest) -> InternalResponse:
        await hub.reset()
        return json_response({"reset": True})

    def events(request: InternalRequest) -> InternalResponse:
        kinds = [k for k in (request.arg("kind") or "").split(",") if k]
        found = hub.bus.query(
            after=request.int_arg("after", 0),
            kinds=kinds or None,
            kind_prefix=request.arg("prefix"),
            service=request.arg("service"),
            resource=request.arg("resource"),
            contains=request.arg("q"),
            limit=request.int_arg("limit", 1000),
            account_id=request.account_id,
        )
        return json_response({"events": [e.as_dict() for e in found], "last_seq": hub.bus.last_seq()})

    def stream(request: InternalRequest) -> InternalResponse:
        resumed = (request.headers.get("last-event-id") or "").strip()  # an EventSource reconnecting
        after = int(resumed) if is_digits(resumed) else request.int_arg("after", hub.bus.last_seq())
        return InternalResponse(
            200,
            content_type="text/event-stream",
            headers=[("cache-control", "no-cache"), ("x-accel-buffering", "no")],
            stream=_event_stream(hub, after),
        )

    return [
        InternalRoute("GET", "/health", health),
        InternalRoute("POST", "/reset", reset),
        InternalRoute("GET", "/scheduler", scheduler),
        InternalRoute("GET", "/events", events),
        InternalRoute("GET", "/events/stream", stream),
    ]


def _sse(event: Any) -> bytes:
    return f"id: {event.seq}\nevent: event\ndata: {json.dumps(event.as_dict(), default=str)}\n\n".encode()


def _backlog(hub: Hub, after: int, upto: int | None = None) -> Iterator[tuple[int, bytes]]:
    """What a subscriber missed after ``after`` as (seq, message), read back from the store; a ``gap``
    notice first when retention already pruned part of it."""
    first = hub.bus.first_seq()
    if first > after + 1 and (upto is None or first <= upto):
        notice = {
            "missed_from": after + 1,
            "missed_to": first - 1,
            "reason": "no longer kept (event retention, or a reset)",
        }
        yield after, f"event: gap\ndata: {json.dumps(notice)}\n\n".encode()
    for event in hub.bus.replay(after, upto):
        yield event.seq, _sse(event)


async def _event_stream(hub: Hub, after: int) -> AsyncIterator[bytes]:
    queue = hub.bus.subscribe()
    try:
        last = after
        for seq, chunk in _backlog(hub, after):
            last = seq
            yield chunk
        yield b": ready\n\n"
        while True:
            try:
                event = await asyncio.wait_for(queue.get(), timeout=15)
            except asyncio.TimeoutError:
                yield b": keep-alive\n\n"
                continue
            if event.seq <= last:
                continue
            if event.seq > last + 1:
                # the live queue dropped events (a slow reader): read the gap back from the store
                for _seq, chunk in _backlog(hub, last, event.seq - 1):
                    yield chunk
            last = event.seq
            yield _sse(event)
    finally:
        hub.bus.unsubscribe(queue)
