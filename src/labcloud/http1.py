"""labcloud's HTTP/1.1 front end: httptools parsing on an asyncio (uvloop) protocol, no ASGI layer.

Each connection parses requests with httptools and answers them in order (a pipelined request
waits for the one before it). A response's head and body leave in one write. Streamed bodies
(the event stream) use chunked encoding until they end or the client goes away. A body declared
or grown past the size cap is answered at once (413) and the rest of it is discarded. Idle
keep-alive connections close after a while; shutdown stops accepting, lets requests in flight
finish for a grace period, then cancels them.

The application side is one coroutine, ``respond(request, too_large) -> WireResponse``.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections import deque
from collections.abc import Awaitable, Callable
from email.utils import formatdate
from http import HTTPStatus
from time import time
from typing import Any, cast
from urllib.parse import unquote

import httptools

from labcloud.protocol.wire import WireRequest, WireResponse

log = logging.getLogger("labcloud")

Respond = Callable[[WireRequest, bool], Awaitable[WireResponse]]

_REASONS = {status.value: status.phrase for status in HTTPStatus}
_STATUS_LINES: dict[int, bytes] = {}
_CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"
_BAD_REQUEST = (b"HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain; charset=utf-8\r\n"
                b"content-length: 29\r\nconnection: close\r\n\r\nInvalid HTTP request received.")
_FAILURE = WireResponse(500, b"Internal Server Error", [], "text/plain; charset=utf-8")
#: Pipelined requests held per connection before reading pauses.
_MAX_PENDING = 16


def _status_line(status: int) -> bytes:
    line = _STATUS_LINES.get(status)
    if line is None:
        line = f"HTTP/1.1 {status} {_REASONS.get(status, '')}\r\n".encode("latin-1")
        _STATUS_LINES[status] = line
    return line


class _DateHeader:
    """The ``date`` header line, formatted once per second."""

    def __init__(self) -> None:
        self.second = -1
        self.line = b""

    def get(self) -> bytes:
        now = int(time())
        if now != self.second:
            self.second = now
            self.line = b"date: " + formatdate(now, usegmt=True).encode("latin-1") + b"\r\n"
        return self.line


def _header_value(value: str) -> bytes:
    if "\r" in value or "\n" in value:
        value = value.replace("\r", " ").replace("\n", " ")
    return value.encode("latin-1", "replace")


def response_head(response: WireResponse, framing: bytes, date: bytes, keep_alive: bool) -> list[bytes]:
    """Status line and headers; ``framing`` is the content-length or transfer-encoding line."""
    head = [_status_line(response.status), b"content-type: ", response.content_type.encode("latin-1"), b"\r\n",
            framing]
    for name, value in response.headers:
        head += (name.lower().encode("latin-1"), b": ", _header_value(value), b"\r\n")
    head.append(date)
    if not keep_alive:
        head.append(b"connection: close\r\n")
    head.append(b"\r\n")
    return head


class HttpServer:
    """Accepts connections on a bound socket and serves them with :class:`Connection`."""

    def __init__(self, respond: Respond, max_body_bytes: int, keep_alive_timeout: float = 30.0) -> None:
        self.respond = respond
        self.max_body_bytes = max_body_bytes
        self.keep_alive_timeout = keep_alive_timeout
        self.connections: set[Connection] = set()
        self.date = _DateHeader()
        self.closing = False
        self._server: asyncio.AbstractServer | None = None
        self._reaper: asyncio.TimerHandle | None = None

    async def start(self, sock: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(lambda: Connection(self), sock=sock, backlog=1024)
        self._reaper = loop.call_later(5.0, self._reap_idle)

    def _reap_idle(self) -> None:
        loop = asyncio.get_running_loop()
        limit = loop.time() - self.keep_alive_timeout
        for connection in list(self.connections):
            if connection.idle and connection.last_active < limit:
                connection.close()
        self._reaper = loop.call_later(5.0, self._reap_idle)

    async def shutdown(self, grace: float) -> None:
        """Stop accepting, finish requests in flight within ``grace`` seconds, close everything."""
        self.closing = True
        if self._reaper is not None:
            self._reaper.cancel()
        if self._server is not None:
            self._server.close()
        for connection in list(self.connections):
            if connection.idle:
                connection.close()
        busy = [c.task for c in self.connections if c.task is not None]
        if busy:
            _done, pending = await asyncio.wait(busy, timeout=grace)
            for task in pending:
                task.cancel()
            if pending:
                await asyncio.gather(*pending, return_exceptions=True)
        for connection in list(self.connections):
            connection.close()


class Connection(asyncio.Protocol):
    """One client connection: parse, answer in order, keep alive."""

    def __init__(self, server: HttpServer) -> None:
        self.server = server
        self.loop = asyncio.get_running_loop()
        self.parser = httptools.HttpRequestParser(self)
        self.transport: asyncio.Transport | None = None
        self.client = "127.0.0.1"
        self.closed = False
        self.last_active = self.loop.time()
        self.task: asyncio.Task[None] | None = None
        self.queue: deque[tuple[WireRequest, bool, bool]] = deque()
        self.reading_paused = False
        self.write_paused = False
        self._drained: asyncio.Future[None] | None = None
        self._gone: asyncio.Future[None] | None = None
        # the message being parsed
        self.url = b""
        self.headers: dict[str, str] = {}
        self.chunks: list[bytes] = []
        self.size = 0
        self.discarding = False

    @property
    def idle(self) -> bool:
        return self.task is None and not self.queue

    # ------------------------------------------------------------------ transport events

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's transports are not asyncio subclasses
        peer = transport.get_extra_info("peername")
        if isinstance(peer, tuple) and peer:
            self.client = str(peer[0])
        self.server.connections.add(self)

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        self.server.connections.discard(self)
        for waiter in (self._drained, self._gone):
            if waiter is not None and not waiter.done():
                waiter.set_result(None)

    def data_received(self, data: bytes) -> None:
        self.last_active = self.loop.time()
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserUpgrade:
            pass  # no protocol upgrades: the request was answered as plain HTTP/1.1
        except httptools.HttpParserError:
            self._bad_request()

    def pause_writing(self) -> None:
        self.write_paused = True

    def resume_writing(self) -> None:
        self.write_paused = False
        if self._drained is not None and not self._drained.done():
            self._drained.set_result(None)

    def close(self) -> None:
        if self.transport is not None and not self.closed:
            self.closed = True
            self.transport.close()

    def _bad_request(self) -> None:
        if self.transport is not None and not self.closed:
            self.transport.write(_BAD_REQUEST)
        self.close()

    # ------------------------------------------------------------------ parser callbacks

    def on_message_begin(self) -> None:
        self.url = b""
        self.headers = {}
        self.chunks = []
        self.size = 0
        self.discarding = False

    def on_url(self, url: bytes) -> None:
        self.url += url

    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers[name.decode("latin-1").lower()] = value.decode("latin-1")

    def on_headers_complete(self) -> None:
        declared = self.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.server.max_body_bytes:
            self._too_large()
        elif self.headers.get("expect", "").lower() == "100-continue" and self.transport is not None:
            self.transport.write(_CONTINUE)

    def on_body(self, body: bytes) -> None:
        if self.discarding:
            return
        self.size += len(body)
        if self.size > self.server.max_body_bytes:
            self._too_large()
            return
        self.chunks.append(body)

    def on_message_complete(self) -> None:
        if self.discarding:
            return
        body = self.chunks[0] if len(self.chunks) == 1 else b"".join(self.chunks)
        self._enqueue(body, False)

    def _too_large(self) -> None:
        """Answer now (the app sends 413 for AWS calls) and drop the rest of the body."""
        self.chunks = []
        self._enqueue(b"", True)
        self.discarding = True

    # ------------------------------------------------------------------ answering

    def _request(self, body: bytes) -> WireRequest:
        parsed = httptools.parse_url(self.url)
        raw_path = parsed.path.decode("latin-1")
        path = unquote(raw_path) if "%" in raw_path else raw_path
        query = parsed.query.decode("latin-1") if parsed.query else ""
        method = self.parser.get_method().decode("latin-1")
        return WireRequest(method, path, query, self.headers, body, self.client, raw_path)

    def _enqueue(self, body: bytes, too_large: bool) -> None:
        try:
            request = self._request(body)
        except httptools.HttpParserInvalidURLError:
            self._bad_request()
            return
        self.queue.append((request, too_large, self.parser.should_keep_alive()))
        if self.task is None:
            self.task = self.loop.create_task(self._answer_all())
        elif len(self.queue) > _MAX_PENDING and not self.reading_paused and self.transport is not None:
            self.reading_paused = True
            self.transport.pause_reading()

    async def _answer_all(self) -> None:
        try:
            while self.queue:
                request, too_large, keep_alive = self.queue.popleft()
                keep_alive = keep_alive and not self.server.closing
                try:
                    response = await self.server.respond(request, too_large)
                except Exception:  # noqa: BLE001 - the app answers its own errors; this is the last resort
                    log.exception("request %s %s failed", request.method, request.path)
                    response = _FAILURE
                if self.closed or self.transport is None:
                    self.queue.clear()
                    return
                if response.stream is not None:
                    keep_alive = await self._stream(response, keep_alive) and keep_alive
                else:
                    framing = b"content-length: %d\r\n" % len(response.body)
                    head = response_head(response, framing, self.server.date.get(), keep_alive)
                    if request.method != "HEAD":
                        head.append(response.body)
                    self.transport.write(b"".join(head))
                self.last_active = self.loop.time()
                if not keep_alive:
                    self.queue.clear()
                    self.close()
                    return
                if self.write_paused:
                    await self._drain()
                if self.reading_paused and len(self.queue) <= _MAX_PENDING // 2 and not self.closed:
                    self.reading_paused = False
                    self.transport.resume_reading()
        finally:
            self.task = None

    async def _drain(self) -> None:
        if self.write_paused and not self.closed:
            self._drained = self.loop.create_future()
            await self._drained

    async def _stream(self, response: WireResponse, keep_alive: bool) -> bool:
        """Send a chunked body until it ends (True) or the client goes away (False)."""
        assert response.stream is not None and self.transport is not None
        stream = response.stream
        transport = self.transport
        transport.write(b"".join(response_head(response, b"transfer-encoding: chunked\r\n", self.server.date.get(),
                                               keep_alive)))

        async def pump() -> None:
            async for chunk in stream:
                if chunk:
                    transport.write(b"%x\r\n%b\r\n" % (len(chunk), chunk))
                    await self._drain()
                if self.closed:
                    return
            transport.write(b"0\r\n\r\n")

        self._gone = self.loop.create_future()
        pumping = asyncio.ensure_future(pump())
        finished = False
        try:
            await asyncio.wait({pumping, self._gone}, return_when=asyncio.FIRST_COMPLETED)
            finished = pumping.done() and not pumping.cancelled() and pumping.exception() is None
        finally:
            pumping.cancel()
            await asyncio.gather(pumping, return_exceptions=True)
            aclose: Any = getattr(stream, "aclose", None)
            if aclose is not None:
                await aclose()
            self._gone = None
        return finished and not self.closed
