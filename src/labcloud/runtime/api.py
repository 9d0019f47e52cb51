"""The Lambda Runtime API served to one sandbox over loopback HTTP/1.1.

Each sandbox gets its own listener on ``127.0.0.1:<ephemeral port>``, so every call is
attributable to exactly one process. Routes (``/2018-06-01/runtime/...``):

* ``GET invocation/next``: parks until the sandbox is handed an invocation;
* ``POST invocation/{id}/response`` and ``POST invocation/{id}/error``;
* ``POST init/error``.

When the sandbox runs as a dedicated user (see confine.py), a connection is served only if that
user owns its client socket (asked of the kernel through sock_diag): another sandbox on the same loopback
cannot take this one's invocations or answer them.

The server does not decide anything: it forwards each call to a :class:`RuntimeApiHandler`.
Connections are kept alive, as runtime clients expect. Requests are parsed by httptools (the
llhttp parser uvicorn also uses): sized or chunked bodies, ``Expect: 100-continue``, keep-alive
and close, pipelining. It is several times cheaper per request than h11, which mattered at two
requests per invocation. A malformed request closes the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import struct
from collections import deque
from dataclasses import dataclass
from http import HTTPStatus
from typing import Protocol

import httptools

PREFIX = "/2018-06-01/runtime/"
_NETLINK_SOCK_DIAG = 4
_SOCK_DIAG_BY_FAMILY = 20
MAX_BODY = 7 * 1024 * 1024  # a little above Lambda's 6 MB response limit, so it can be reported
MAX_HEAD = 64 * 1024


class BadRequest(Exception):
    """The peer did not speak HTTP/1.1 as expected: the connection is closed."""


Request = tuple[str, str, dict[str, str], bytes, bool]  # method, target, headers, body, keep-alive


class _RequestReader:
    """Feeds one connection's bytes to httptools and hands out complete requests in order."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._reader = reader
        self._writer = writer
        self._parser = httptools.HttpRequestParser(self)
        self._ready: deque[Request] = deque()
        self._in_message = False
        self._too_large = False
        self._url = bytearray()
        self._headers: dict[str, str] = {}
        self._body = bytearray()
        self._head_size = 0

    async def next(self) -> Request | None:
        """The next request, or None when the peer closed the connection between requests."""
        while not self._ready:
            data = await self._reader.read(65536)
            if not data:
                if self._in_message:
                    raise BadRequest("connection closed inside a request")
                return None
            try:
                self._parser.feed_data(data)
            except httptools.HttpParserUpgrade as exc:
                raise BadRequest("protocol upgrades are not supported") from exc
            except httptools.HttpParserError as exc:
                raise BadRequest(str(exc)) from exc
            if self._too_large:
                raise BadRequest("request too large")
        return self._ready.popleft()

    # httptools callbacks

    def on_message_begin(self) -> None:
        self._in_message = True
        self._url.clear()
        self._headers = {}
        self._body.clear()
        self._head_size = 0

    def on_url(self, url: bytes) -> None:
        self._url += url

    def on_header(self, name: bytes, value: bytes) -> None:
        self._head_size += len(name) + len(value)
        if self._head_size > MAX_HEAD:
            self._too_large = True
        key = name.decode("latin-1").lower()
        text = value.decode("latin-1").strip()
        self._headers[key] = f"{self._headers[key]}, {text}" if key in self._headers else text

    def on_headers_complete(self) -> None:
        if self._headers.get("expect", "").lower() == "100-continue":
            self._writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")

    def on_body(self, body: bytes) -> None:
        if len(self._body) + len(body) > MAX_BODY:
            self._too_large = True
            return
        self._body += body

    def on_message_complete(self) -> None:
        self._in_message = False
        method = self._parser.get_method().decode("latin-1")
        keep_alive = bool(self._parser.should_keep_alive())
        self._ready.append(
            (method, self._url.decode("latin-1"), self._headers, bytes(self._body), keep_alive)
        )


_REASONS = {status.value: status.phrase for status in HTTPStatus}


def encode_response(
    status: int, headers: list[tuple[str, str]], body: bytes, *, close: bool = False
) -> bytes:
    lines = [f"HTTP/1.1 {status} {_REASONS.get(status, '')}"]
    lines.extend(f"{name}: {value}" for name, value in headers)
    lines.append(f"Content-Length: {len(body)}")
    if close:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8") + body


@dataclass
class NextInvocation:
    request_id: str
    payload: bytes
    headers: list[tuple[str, str]]


class RuntimeApiHandler(Protocol):
    async def next_invocation(self) -> NextInvocation: ...

    def invocation_response(self, request_id: str, body: bytes) -> bool: ...

    def invocation_error(self, request_id: str, body: bytes, error_type: str | None) -> bool: ...

    def init_error(self, body: bytes, error_type: str | None) -> None: ...


def _json(status: int, obj: object, extra: list[tuple[str, str]] | None = None) -> tuple[int, list, bytes]:
    body = json.dumps(obj).encode()
    return status, [("Content-Type", "application/json"), *(extra or [])], body


_ACCEPTED = _json(202, {"status": "OK"})


class RuntimeApiServer:
    """One loopback listener bound to one handler; ``address`` is what AWS_LAMBDA_RUNTIME_API gets."""

    def __init__(self, handler: RuntimeApiHandler) -> None:
        self._handler = handler
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self.address = ""
        #: the only user whose connections are served (None: anyone's, as without dedicated users)
        self.peer_uid: int | None = None

    async def start(self) -> str:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0, backlog=8)
        host, port = self._server.sockets[0].getsockname()[:2]
        self.address = f"{host}:{port}"
        return self.address

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(BaseException):
                await task

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        if self.peer_uid is not None and not self._own_user(writer):
            self._tasks.discard(task)
            writer.close()
            return
        requests = _RequestReader(reader, writer)
        try:
            while True:
                request = await requests.next()
                if request is None:
                    return
                method, target, headers, body, keep_alive = request
                status, resp_headers, resp_body = await self._dispatch(method, target, headers, body)
                writer.write(encode_response(status, resp_headers, resp_body, close=not keep_alive))
                if not keep_alive:
                    await writer.drain()
                    return
        except (BadRequest, ConnectionError):
            return
        except asyncio.CancelledError:  # the listener is being closed
            return
        finally:
            self._tasks.discard(task)
            writer.close()

    def _own_user(self, writer: asyncio.StreamWriter) -> bool:
        try:
            return socket_owner(writer) == self.peer_uid
        except OSError:  # the kernel cannot say (sock_diag refused): served, as without dedicated users
            return True

    async def _dispatch(
        self, method: str, target: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, list, bytes]:
        path = target.split("?", 1)[0]
        if not path.startswith(PREFIX):
            return _json(404, {"errorMessage": "Not found", "errorType": "InvalidRequest"})
        route = path[len(PREFIX) :].split("/")
        error_type = headers.get("lambda-runtime-function-error-type")
        if route == ["invocation", "next"] and method == "GET":
            inv = await self._handler.next_invocation()
            return 200, [("Content-Type", "application/json"), *inv.headers], inv.payload
        if len(route) == 3 and route[0] == "invocation" and method == "POST":
            request_id, kind = route[1], route[2]
            if kind == "response":
                ok = self._handler.invocation_response(request_id, body)
            elif kind == "error":
                ok = self._handler.invocation_error(request_id, body, error_type)
            else:
                return _json(404, {"errorMessage": "Not found", "errorType": "InvalidRequest"})
            if not ok:
                return _json(400, {"errorMessage": "Invalid request ID", "errorType": "InvalidRequestID"})
            return _ACCEPTED
        if route == ["init", "error"] and method == "POST":
            self._handler.init_error(body, error_type)
            return _ACCEPTED
        return _json(404, {"errorMessage": "Not found", "errorType": "InvalidRequest"})


def socket_owner(writer: asyncio.StreamWriter) -> int | None:
    """The uid owning the client end of a loopback TCP connection, None when there is no such socket
    (``OSError`` when the kernel offers no sock_diag).

    Asked of the kernel through sock_diag (one exact lookup, ~30 µs; reading ``/proc/net/tcp``
    instead costs milliseconds on a machine with thousands of sockets)."""
    peer = writer.get_extra_info("peername")
    local = writer.get_extra_info("sockname")
    if not hasattr(socket, "AF_NETLINK"):
        raise OSError("no sock_diag on this platform")
    if not peer or not local:
        return None
    loopback = socket.inet_aton(peer[0]) + bytes(12)
    sock_id = (
        struct.pack("!HH", peer[1], local[1])
        + loopback
        + socket.inet_aton(local[0])
        + bytes(12)
        + struct.pack("=III", 0, 0xFFFFFFFF, 0xFFFFFFFF)  # any interface, no cookie
    )
    request = struct.pack("=BBBBI", socket.AF_INET, socket.IPPROTO_TCP, 0, 0, 0xFFFFFFFF) + sock_id
    message = struct.pack("=IHHII", 16 + len(request), _SOCK_DIAG_BY_FAMILY, 1, 1, 0) + request
    with socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, _NETLINK_SOCK_DIAG) as diag:
        diag.sendto(message, (0, 0))
        answer = diag.recv(4096)
    if len(answer) < 88 or struct.unpack_from("=H", answer, 4)[0] != _SOCK_DIAG_BY_FAMILY:
        return None  # an error message: no such socket
    uid: int = struct.unpack_from("=I", answer, 16 + 64)[0]  # inet_diag_msg.idiag_uid
    return uid
