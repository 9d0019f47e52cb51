"""One client connection: HTTP/1.1 parsed by httptools, each request answered by the app, in order.

A request becomes an :class:`Exchange` as soon as its head is parsed. Exchanges are answered
strictly in arrival order (pipelining) by one task per busy connection, which asks
``app.respond`` for each and writes the response in one ``transport.write`` (status line,
headers and body together). A plain request is answered once its body is complete; an S3
request's body is streamed to the operation as it arrives (:class:`IncomingBody`); a body over
the size cap is not kept and the request is answered at once (413 from the app). Streamed
responses (server-sent events, S3 objects) go out as they are produced, chunked unless the
response declares its length, with write back-pressure, and stop when the client leaves.

Keep-alive is the default; ``Connection: close``, HTTP/1.0, a malformed request (400) or an
unread request body (the client may or may not send it) close the connection after the answer.
A client that half-closes (shuts down its sending side) after whole requests still gets their
answers, then the connection closes. Trailer fields of a chunked body are never merged into the
request's headers: dropped, except a few of a streamed body's, kept on it for the app. The
listener's sweep calls :meth:`HttpConnection.check_timeouts`: a request head not complete within
the head timeout, or a body that stops arriving, is answered 408 and the connection closed; an idle
keep-alive connection is closed. The choices, and how they
compare with other servers, are in ``docs/http.md``.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from collections import deque
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import unquote

import httptools

from labcloud.digits import is_digits
from labcloud.http import eager, tls
from labcloud.http import head as wire
from labcloud.http.body import HIGH_WATER, IncomingBody
from labcloud.protocol.wire import TlsFacts, WireRequest, WireResponse

if TYPE_CHECKING:
    from collections.abc import Callable

    from labcloud.http.websocket import WebSocketSession

log = logging.getLogger("labcloud.http")

#: Request line and headers together, at most.
MAX_HEAD_BYTES = 64 * 1024
#: Header fields in one request head, at most (Apache's LimitRequestFields default).
MAX_HEADERS = 100
#: Trailer fields kept for a streamed body, at most, and the longest value kept.
MAX_TRAILERS = 8
MAX_TRAILER_BYTES = 64 * 1024
#: Requests parsed ahead of the one being answered before reading pauses.
MAX_PIPELINED = 16
_NO_BODY_STATUSES = frozenset({204, 304})
#: Header names as sent → their lower-cased text; clients send the same few names on every request.
_NAMES: dict[bytes, str] = {}
_MAX_NAMES = 512


def _headers_of(fields: list[tuple[bytes, bytes]]) -> dict[str, str]:
    """The headers dict of a request's fields: names lower-cased, values trimmed, a repeated field's values
    joined with ``, ``."""
    headers: dict[str, str] = {}
    names = _NAMES
    for name, value in fields:
        key = names.get(name)
        if key is None:
            key = name.decode("latin-1").lower()
            if len(names) < _MAX_NAMES:
                names[name] = key
        text = value.decode("latin-1").strip(" \t")
        headers[key] = f"{headers[key]}, {text}" if key in headers else text
    return headers


class HeadRefused(Exception):
    """Raised in a parser callback: the request head is refused with ``status`` (then the connection closes)."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class HeadTooLarge(HeadRefused):
    """The request head passed :data:`MAX_HEAD_BYTES` or :data:`MAX_HEADERS`."""

    def __init__(self) -> None:
        super().__init__(
            431, f"The request head is too large (over {MAX_HEAD_BYTES} bytes or {MAX_HEADERS} fields)."
        )


class App(Protocol):
    """What a connection needs of the application (:class:`labcloud.app.LabcloudApp`)."""

    @property
    def max_body_bytes(self) -> int: ...

    def streams_body(self, request: WireRequest) -> bool: ...

    async def respond(self, request: WireRequest, too_large: bool = False) -> WireResponse: ...


class Exchange:
    """One request and what is known of its body, from its head until its answer is written."""

    __slots__ = (
        "request",
        "keep_alive",
        "head_only",
        "expect_continue",
        "continued",
        "complete",
        "too_large",
        "parts",
        "size",
        "stream",
        "waiter",
    )

    def __init__(self, request: WireRequest, keep_alive: bool, expect_continue: bool) -> None:
        self.request = request
        self.keep_alive = keep_alive
        self.head_only = request.method == "HEAD"
        self.expect_continue = expect_continue
        self.continued = False
        self.complete = False
        self.too_large = False
        self.parts: list[bytes] = []
        self.size = 0
        self.stream: IncomingBody | None = None
        self.waiter: asyncio.Future[None] | None = None

    @property
    def actionable(self) -> bool:
        """Whether answering may start before the body is complete."""
        return self.complete or self.too_large or self.stream is not None or self.expect_continue


class HttpConnection(asyncio.Protocol):
    """The protocol object of one accepted connection."""

    def __init__(
        self,
        app: App,
        connections: set[HttpConnection],
        loop: asyncio.AbstractEventLoop,
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.app = app
        self.tls = tls  # until the first bytes: a TLS ClientHello upgrades the connection (http/tls.py)
        self.connections = connections
        self.loop = loop
        self.parser = httptools.HttpRequestParser(self)
        self.transport: Any = None
        self.client_host = "127.0.0.1"
        self.exchanges: deque[Exchange] = deque()
        self.current: Exchange | None = None  # the exchange whose message is being parsed
        self.task: asyncio.Task[None] | None = None
        #: Parsed requests are ready to answer: answered once the bytes at hand are parsed (:meth:`_begin`).
        self._start_pending = False
        self.streaming = False  # the task is sending a streamed response body
        self.closing = False  # no new requests: close once the pending ones are answered
        self.lost = False
        self.broken: tuple[int, str] | None = None  # a parse error, answered after the pending requests
        self.last_active = loop.time()
        #: When the head being parsed began to arrive (None between requests and once the head is whole).
        self.head_started: float | None = None
        self.eof = False  # the client shut down its sending side: close once the answers are written
        self._reading_paused = False
        self._write_paused = False
        self._drain: asyncio.Future[None] | None = None
        self._url = b""
        self._headers: dict[str, str] = {}
        self._fields: list[tuple[bytes, bytes]] = []
        self._head_size = 0
        #: Once a WebSocket upgrade was accepted: the session the bytes now go to.
        self.websocket: WebSocketSession | None = None
        self._upgrade_tail = b""  # bytes a client sent after its upgrade request, before the 101
        self._tls: TlsFacts | None = None  # what the TLS session established, read at the first request

    def _tls_facts(self) -> TlsFacts | None:
        """The TLS session's name and verified client certificate, once per connection (None: plain HTTP)."""
        if self._tls is None:
            sslobj = self.transport.get_extra_info("ssl_object") if self.transport is not None else None
            if sslobj is None:
                return None
            name = getattr(sslobj.context, "server_name", None)
            cert = sslobj.getpeercert(binary_form=True) if name is not None else None
            self._tls = TlsFacts(name, cert or None)
        return self._tls

    # ------------------------------------------------------------------ transport events

    def connection_made(self, transport: Any) -> None:
        self.transport = transport
        peer = transport.get_extra_info("peername")
        if peer:
            self.client_host = str(peer[0])
        self.connections.add(self)

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        self.connections.discard(self)
        if self.websocket is not None:
            self.websocket.lost()
            return
        for exchange in self.exchanges:
            if exchange.stream is not None and not exchange.stream.finished:
                exchange.stream.lose()
        if self._drain is not None and not self._drain.done():
            self._drain.set_exception(ConnectionResetError("the client went away"))
        task = self.task
        if task is not None:
            head = self.exchanges[0] if self.exchanges else None
            waiting_for_body = head is not None and not head.complete and head.stream is None
            if self.streaming or waiting_for_body:
                task.cancel()

    def data_received(self, data: bytes) -> None:
        self.last_active = self.loop.time()
        if self.tls is not None:
            context, self.tls = self.tls, None
            if data[0] == tls.HANDSHAKE:
                layer = tls.upgrade(self.transport, self, context)
                self.transport = layer.transport
                layer.data_received(data)
                return
        if self.websocket is not None:
            self.websocket.feed(data)
            return
        if self.broken is not None or self.closing and not self.exchanges:
            return
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserUpgrade as exc:
            # answered by the app: a WebSocket it accepts (101) switches protocols, anything else closes
            offset = exc.args[0] if exc.args and isinstance(exc.args[0], int) else len(data)
            self._upgrade_tail = data[offset:]
            self.closing = True
            self._pause_reading()
        except httptools.HttpParserCallbackError as exc:
            refused = exc.__context__
            if isinstance(refused, HeadRefused):
                self._fail(refused.status, refused.message)
            else:
                self._fail(400, f"Invalid HTTP request received: {exc}")
        except httptools.HttpParserError as exc:
            self._fail(400, f"Invalid HTTP request received: {exc}")
        if self._start_pending:
            self._begin()

    def eof_received(self) -> bool:
        """The client will send nothing more. Whole requests already received are still answered
        (True keeps the transport open for that); a request cut short can never complete: close."""
        self.eof = True
        if self.current is not None or self.head_started is not None:
            return False  # the transport closes; connection_lost cleans up
        return bool(self.exchanges) or self.task is not None

    def pause_writing(self) -> None:
        self._write_paused = True

    def resume_writing(self) -> None:
        self._write_paused = False
        if self._drain is not None and not self._drain.done():
            self._drain.set_result(None)

    # ------------------------------------------------------------------ parser callbacks

    def on_message_begin(self) -> None:
        self._url = b""
        self._fields = []
        self._head_size = 0
        self.head_started = self.last_active

    def on_url(self, url: bytes) -> None:
        self._url += url
        self._head_size += len(url)
        if self._head_size > MAX_HEAD_BYTES:
            raise HeadTooLarge

    def on_header(self, name: bytes, value: bytes) -> None:
        # called once per field: only kept and counted here; the headers dict is built once the head is
        # whole (on_headers_complete), in one loop
        if self.current is not None:
            # a trailer field after a chunked body: never merged into the request's headers; a streamed
            # body keeps its first few for the app (the Lambda Runtime API reads a function's error there)
            stream = self.current.stream
            if stream is not None and len(stream.trailers) < MAX_TRAILERS and len(value) <= MAX_TRAILER_BYTES:
                stream.trailers.append((name.decode("latin-1").lower(), value.decode("latin-1").strip(" \t")))
            return
        self._head_size += len(name) + len(value) + 4
        if self._head_size > MAX_HEAD_BYTES or len(self._fields) >= MAX_HEADERS:
            raise HeadTooLarge
        self._fields.append((name, value))  # as sent; decoded only by who asks (WireRequest.fields)

    def on_headers_complete(self) -> None:
        self.head_started = None
        headers = self._headers = _headers_of(self._fields)
        coding = headers.get("transfer-encoding")
        if coding is not None and coding.lower() != "chunked":
            # llhttp reads any coding ending in chunked; a coding this server cannot undo (gzip) would
            # hand the app bytes it cannot read: RFC 9112 6.1's 501, as h11 and nginx answer
            raise HeadRefused(501, f"Transfer-Encoding {coding!r} is not supported; only chunked is.")
        host = headers.get("host")
        if (host is None or "," in host) and self.parser.get_http_version() == "1.1":
            # RFC 9112 3.2: an HTTP/1.1 request with no Host, or more than one, is answered 400
            raise HeadRefused(400, "An HTTP/1.1 request needs exactly one Host header.")
        parsed = httptools.parse_url(self._url)
        raw_path = parsed.path.decode("latin-1")
        path = unquote(raw_path) if "%" in raw_path else raw_path
        query = parsed.query.decode("latin-1") if parsed.query else ""
        request = WireRequest(
            self.parser.get_method().decode("ascii"), path, query, headers, b"", self.client_host
        )
        request.raw_path = raw_path
        request.raw_fields = self._fields
        request.tls = self._tls_facts()
        # HTTP/1.0 always closes after its answer (as h11 does): a 1.0 keep-alive would need this
        # server to answer ``Connection: keep-alive``, and no client labcloud serves asks for it
        keep_alive = bool(self.parser.should_keep_alive()) and self.parser.get_http_version() == "1.1"
        expect = headers.get("expect", "").lower() == "100-continue"
        exchange = Exchange(request, keep_alive, expect)
        if self.app.streams_body(request):
            exchange.stream = IncomingBody(lambda: self._send_continue(exchange), self._body_drained)
            request.stream = exchange.stream
        else:
            declared = headers.get("content-length")
            if declared is not None and is_digits(declared) and int(declared) > self.app.max_body_bytes:
                exchange.too_large = True
        self.current = exchange
        self.exchanges.append(exchange)
        if len(self.exchanges) > MAX_PIPELINED:
            self._pause_reading()
        if exchange.actionable and self.task is None:
            self._start()

    def on_body(self, body: bytes) -> None:
        exchange = self.current
        if exchange is None or exchange.too_large:
            return
        if exchange.stream is not None:
            exchange.stream.feed(body)
            if exchange.stream.buffered >= HIGH_WATER:
                self._pause_reading()
            return
        exchange.size += len(body)
        if exchange.size > self.app.max_body_bytes:
            exchange.too_large = True  # answered 413; the rest is read and dropped
            exchange.parts = []
            return
        exchange.parts.append(body)

    def on_message_complete(self) -> None:
        exchange = self.current
        if exchange is None:
            return
        self.current = None
        exchange.complete = True
        if exchange.stream is not None:
            exchange.stream.finish()
        elif exchange.parts:
            parts = exchange.parts
            exchange.request.body = parts[0] if len(parts) == 1 else b"".join(parts)
            exchange.parts = []
        waiter = exchange.waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)
        if self.task is None and self.exchanges:
            self._start()

    # ------------------------------------------------------------------ answering

    def _start(self) -> None:
        # called by the parser's callbacks: the answers start once the bytes at hand are all parsed, as a
        # Task created here would have (a request after one that closes the connection is never answered)
        self._start_pending = True

    def _begin(self) -> None:
        """Answer the parsed requests now, in this callback; a Task carries on only an answer that waits
        (http/eager.py: most requests are answered in one step, without a Task's scheduling)."""
        self._start_pending = False
        started = eager.start(self.loop, self._answer_all())
        if isinstance(started, eager.Finished):
            if started.error is not None:  # only what _answer_all lets through (KeyboardInterrupt...)
                raise started.error
        else:
            self.task = started

    async def _answer_all(self) -> None:
        try:
            while self.exchanges and not self.lost:
                exchange = self.exchanges[0]
                if not exchange.actionable:
                    break  # its body is still on the way: on_message_complete starts a new task
                if not (exchange.complete or exchange.too_large or exchange.stream is not None):
                    self._send_continue(exchange)
                    exchange.waiter = self.loop.create_future()
                    await exchange.waiter
                await self._answer(exchange)
                self.exchanges.popleft()
                if self.websocket is not None:
                    return
                if self.closing:
                    self._close()
                    return
                if self._reading_paused and len(self.exchanges) <= MAX_PIPELINED:
                    self._resume_reading()
            if self.broken is not None and not self.lost:
                self.transport.write(wire.plain_response(*self.broken))
                self._close()
            elif self.eof and not self.exchanges:
                self._close()
        except asyncio.CancelledError:
            if not self.lost:
                self._close()
        except ConnectionError:
            self._close()
        except Exception:  # noqa: BLE001 - a streamed body failed midway: the response cannot be finished
            log.exception("answering on a connection from %s failed", self.client_host)
            self._close()
        finally:
            self.task = None
            self.streaming = False
            self.last_active = self.loop.time()

    async def _answer(self, exchange: Exchange) -> None:
        try:
            response = await self.app.respond(exchange.request, exchange.too_large)
        except Exception:  # noqa: BLE001 - the app answers its own errors; this is a last resort
            log.exception("%s %s failed", exchange.request.method, exchange.request.path)
            response = WireResponse(500, b"Internal Server Error", [], "text/plain; charset=utf-8")
        if self.lost:
            return
        if response.upgrade is not None:
            if response.status == 101 and self.closing and exchange.complete and self.websocket is None:
                self._switch(exchange, response)
                return
            # the parser saw no upgrade (no Connection: upgrade token): no protocol switch is possible
            response = WireResponse(400, b"Not a WebSocket upgrade request", [], "text/plain; charset=utf-8")
            self.closing = True
        close = self._closes_after(exchange)
        try:
            if response.stream is None:
                self._write_plain(exchange, response, close)
            else:
                await self._write_streamed(exchange, response, close)
        except wire.InvalidHeader as exc:
            log.error(
                "%s %s: invalid response header %s", exchange.request.method, exchange.request.path, exc
            )
            self.transport.write(wire.plain_response(500, "Internal Server Error"))
            self.closing = True
            return
        if close:
            self.closing = True

    def _switch(self, exchange: Exchange, response: WireResponse) -> None:
        """The app accepted a WebSocket upgrade: the handshake is answered and the bytes go to the session."""
        assert response.upgrade is not None
        self.exchanges.clear()
        self.exchanges.append(exchange)  # popped by the answering loop
        from labcloud.http.websocket import WebSocketSession  # wsproto: loaded by the first upgrade

        self.websocket = WebSocketSession(self.transport, response.upgrade, exchange.request, self.loop)
        self.closing = False
        tail, self._upgrade_tail = self._upgrade_tail, b""
        self._reading_paused = False
        self.transport.resume_reading()
        if tail:
            self.websocket.feed(tail)

    def _closes_after(self, exchange: Exchange) -> bool:
        if not exchange.keep_alive or self.closing:
            return True
        if exchange.complete:
            return False
        # the body is unread: the client may send it or not (it waits for 100 Continue), so the
        # next bytes cannot be trusted to start a request; a too-large body it is already sending
        # is read and dropped instead, so that it reads the 413
        return exchange.stream is not None or (exchange.expect_continue and not exchange.continued)

    def _write_plain(self, exchange: Exchange, response: WireResponse, close: bool) -> None:
        body = response.body
        head = wire.encode_head(
            response.status,
            response.content_type,
            response.headers,
            length=len(body),
            chunked=False,
            close=close,
        )
        if exchange.head_only or response.status in _NO_BODY_STATUSES:
            self.transport.write(head)
        else:
            self.transport.write(head + body)

    async def _write_streamed(self, exchange: Exchange, response: WireResponse, close: bool) -> None:
        stream = response.stream
        assert stream is not None
        sized = any(name.lower() == "content-length" for name, _ in response.headers)
        bodiless = exchange.head_only or response.status in _NO_BODY_STATUSES
        chunked = not sized and not bodiless
        self.transport.write(
            wire.encode_head(
                response.status,
                response.content_type,
                response.headers,
                length=None,
                chunked=chunked,
                close=close,
            )
        )
        self.streaming = True
        try:
            async for data in stream:
                if data and not bodiless:
                    self.transport.write(wire.chunk(data) if chunked else data)
                    if self._write_paused:
                        await self._drained()
            if chunked:
                self.transport.write(wire.LAST_CHUNK)
        finally:
            self.streaming = False
            aclose = getattr(stream, "aclose", None)
            if aclose is not None:
                await aclose()

    async def _drained(self) -> None:
        self._drain = self.loop.create_future()
        try:
            await self._drain
        finally:
            self._drain = None

    # ------------------------------------------------------------------ flow control and closing

    def _send_continue(self, exchange: Exchange) -> None:
        if exchange.expect_continue and not exchange.continued and not self.lost:
            exchange.continued = True
            self.transport.write(wire.CONTINUE)

    def _body_drained(self) -> None:
        if self._reading_paused and len(self.exchanges) <= MAX_PIPELINED:
            self._resume_reading()

    def _pause_reading(self) -> None:
        if not self._reading_paused and not self.lost:
            self._reading_paused = True
            self.transport.pause_reading()

    def _resume_reading(self) -> None:
        if self._reading_paused and not self.lost and self.broken is None:
            self._reading_paused = False
            self.transport.resume_reading()

    def _fail(self, status: int, message: str) -> None:
        self.broken = (status, message)
        self._pause_reading()
        if self.current is not None and self.exchanges and self.exchanges[-1] is self.current:
            self.exchanges.pop()  # the malformed request is not answered by the app
            self.current = None
        if self.task is None and not self._start_pending:
            self.transport.write(wire.plain_response(status, message))
            self._close()

    def _close(self) -> None:
        if not self.lost:
            self.transport.close()

    @property
    def idle(self) -> bool:
        return self.task is None and not self.exchanges

    def check_timeouts(self, now: float, head_timeout: float, idle_timeout: float) -> None:
        """Called by the listener's sweep: cut off a head that trickles in for longer than
        ``head_timeout`` (a slow client holds no connection for ever), a body that has not
        progressed for ``idle_timeout`` while this side is reading, and an idle keep-alive
        connection after ``idle_timeout``."""
        if self.lost or self.broken is not None:
            return
        if self.websocket is not None:
            self.websocket.check(now)
            return
        started = self.head_started
        if started is not None and now - started > head_timeout:
            self._fail(408, f"The request head did not arrive within {head_timeout:g} seconds.")
        elif self.current is not None and not self._reading_paused and now - self.last_active > idle_timeout:
            if self.task is None:
                self._fail(408, f"The request body stopped arriving for {idle_timeout:g} seconds.")
            else:
                self._close()  # the app is reading it: connection_lost ends that read
        elif self.idle and now - self.last_active > idle_timeout:
            self.stop()

    def stop(self) -> None:
        """The server is stopping: close now when idle, else after the answers in progress."""
        if self.websocket is not None:
            self.websocket.close(1001, "Going away")
            return
        self.closing = True
        if self.idle:
            self._close()


def connection_factory(
    app: App,
    connections: set[HttpConnection],
    loop: asyncio.AbstractEventLoop,
    tls_context: ssl.SSLContext | None = None,
) -> Callable[[], HttpConnection]:
    """New connections' protocol; with ``tls_context``, a connection that opens with a TLS handshake
    is served over TLS (http/tls.py), any other as plain HTTP."""
    return lambda: HttpConnection(app, connections, loop, tls_context)
