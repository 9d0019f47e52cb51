"""The core internal endpoints: health, reset, and the event history and live stream."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from labcloud import __version__
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response

if TYPE_CHECKING:
    from labcloud.hub import Hub


def core_routes(hub: Hub) -> list[InternalRoute]:
    started = time.time()

    def health(_request: InternalRequest) -> InternalResponse:
        return json_response({
            "status": "ok",
            "version": __version__,
            "endpoint": hub.settings.endpoint,
            "uptime_seconds": round(time.time() - started, 3),
            "persistent": not hub.settings.in_memory,
            "services": {name: "running" for name in hub.providers},
        })

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
        )
        return json_response({"events": [e.as_dict() for e in found], "last_seq": hub.bus.last_seq()})

    def stream(request: InternalRequest) -> InternalResponse:
        after = request.int_arg("after", hub.bus.last_seq())
        return InternalResponse(
            200,
            content_type="text/event-stream",
            headers=[("cache-control", "no-cache"), ("x-accel-buffering", "no")],
            stream=_event_stream(hub, after),
        )

    return [
        InternalRoute("GET", "/health", health),
        InternalRoute("POST", "/reset", reset),
        InternalRoute("GET", "/events", events),
        InternalRoute("GET", "/events/stream", stream),
    ]


async def _event_stream(hub: Hub, after: int) -> AsyncIterator[bytes]:
    queue = hub.bus.subscribe()
    try:
        last = after
        for event in hub.bus.query(after=after, limit=5000):
            last = event.seq
            yield f"id: {event.seq}\nevent: event\ndata: {json.dumps(event.as_dict(), default=str)}\n\n".encode()
        yield b": ready\n\n"
        while True:
            try:
                event = await asyncio.wait_for(queue.get(), timeout=15)
            except asyncio.TimeoutError:
                yield b": keep-alive\n\n"
                continue
            if event.seq <= last:
                continue
            last = event.seq
            yield f"id: {event.seq}\nevent: event\ndata: {json.dumps(event.as_dict(), default=str)}\n\n".encode()
    finally:
        hub.bus.unsubscribe(queue)
