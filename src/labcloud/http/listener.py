"""Serves an app on a bound socket: the event loop, the app's start and stop, signals, idle sweeps.

``serve`` runs until SIGINT or SIGTERM, then stops gracefully: the socket stops accepting, idle
connections close at once, answers in progress get :data:`GRACE_SECONDS` to finish (then are
cancelled), and the app stops last, so every write that was answered has been made.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import socket
import ssl
from dataclasses import dataclass
from typing import Any, Protocol

from labcloud.http.connection import App, HttpConnection, connection_factory

log = logging.getLogger("labcloud.http")

GRACE_SECONDS = 2.0
#: A keep-alive connection with nothing to answer, or a request body that stops arriving, is closed
#: after this long without data.
IDLE_SECONDS = 30.0
#: A request head (request line and headers) must be whole this long after its first byte.
HEAD_SECONDS = 30.0
SWEEP_SECONDS = 5.0


@dataclass(frozen=True)
class Timeouts:
    """The connection timeouts (``labcloud up --http-head-timeout/--http-idle-timeout``; docs/http.md)."""

    head: float = HEAD_SECONDS
    idle: float = IDLE_SECONDS

    @property
    def sweep(self) -> float:
        """How often connections are checked: often enough that a timeout is late by a quarter at most."""
        return max(0.05, min(SWEEP_SECONDS, self.head / 4, self.idle / 4))


class Lifecycle(App, Protocol):
    """An app the listener starts before accepting and stops after the last answer."""

    async def startup(self) -> None: ...

    async def shutdown(self) -> None: ...


def new_loop() -> asyncio.AbstractEventLoop:
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


def serve(
    app: Lifecycle, sock: socket.socket, timeouts: Timeouts | None = None, tls: ssl.SSLContext | None = None
) -> int:
    """Serve until a stop signal; the exit status (0, or 1 when the app failed to start). With ``tls``,
    connections that open with a TLS handshake are served over TLS on the same socket."""
    loop = new_loop()
    asyncio.set_event_loop(loop)
    try:
        return loop.run_until_complete(_serve(app, sock, loop, timeouts or Timeouts(), tls))
    finally:
        try:
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            asyncio.set_event_loop(None)
            loop.close()


async def _serve(
    app: Lifecycle,
    sock: socket.socket,
    loop: asyncio.AbstractEventLoop,
    timeouts: Timeouts,
    tls: ssl.SSLContext | None,
) -> int:
    stop = asyncio.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    try:
        return await run(app, sock, loop, stop, timeouts=timeouts, tls=tls)
    finally:
        for signum in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(signum)


async def run(
    app: Lifecycle,
    sock: socket.socket,
    loop: asyncio.AbstractEventLoop,
    stop: asyncio.Event,
    started: asyncio.Event | None = None,
    timeouts: Timeouts | None = None,
    tls: ssl.SSLContext | None = None,
) -> int:
    """Start the app, accept on ``sock`` until ``stop`` is set, then stop gracefully (signals are the
    caller's: ``serve`` wires SIGINT/SIGTERM, the in-process mode its own stop). ``started`` is set
    once connections are accepted."""
    try:
        await app.startup()
    except Exception:  # noqa: BLE001 - reported, and the process exits non-zero
        log.exception("labcloud failed to start")
        return 1
    connections: set[HttpConnection] = set()
    server = await loop.create_server(
        connection_factory(app, connections, loop, tls), sock=sock, backlog=1024
    )
    sweeper = loop.create_task(_sweep(connections, loop, timeouts or Timeouts()))
    if started is not None:
        started.set()
    try:
        await stop.wait()
    finally:
        sweeper.cancel()
        server.close()
        await _drain(connections)
        await app.shutdown()
    return 0


async def _drain(connections: set[HttpConnection]) -> None:
    for connection in list(connections):
        connection.stop()
    busy: list[Any] = [c.task for c in connections if c.task is not None]
    if busy:
        _done, late = await asyncio.wait(busy, timeout=GRACE_SECONDS)
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late, timeout=GRACE_SECONDS)
    for connection in list(connections):
        if connection.transport is not None:
            connection.transport.abort()


async def _sweep(
    connections: set[HttpConnection], loop: asyncio.AbstractEventLoop, timeouts: Timeouts
) -> None:
    while True:
        await asyncio.sleep(timeouts.sweep)
        now = loop.time()
        for connection in list(connections):
            connection.check_timeouts(now, timeouts.head, timeouts.idle)
