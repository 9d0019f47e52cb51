"""The Lambda Runtime API served to one sandbox over loopback HTTP/1.1.

Each sandbox gets its own listener on ``127.0.0.1:<ephemeral port>``, so every call is
attributable to exactly one process. Routes (``/2018-06-01/runtime/...``):

* ``GET invocation/next``: parks until the sandbox is handed an invocation;
* ``POST invocation/{id}/response`` and ``POST invocation/{id}/error``;
* ``POST init/error``.

A response sent with ``Lambda-Runtime-Function-Response-Mode: streaming`` (chunked, as AWS's Node.js
runtime sends a ``streamifyResponse`` handler's answer) is not read whole: its body goes to the handler
chunk by chunk as it arrives (:meth:`RuntimeApiHandler.invocation_stream`), and an error the function
raised mid-stream arrives in the ``Lambda-Runtime-Function-Error-Type``/``-Body`` trailers.

When the sandbox runs as a dedicated user (see confine.py), a connection is served only if that
user owns its client socket (asked of the kernel through sock_diag): another sandbox on the same loopback
cannot take this one's invocations or answer them.

The server does not decide anything: it forwards each call to a :class:`RuntimeApiHandler`. The HTTP
framing is the endpoint's own (``labcloud/http``: httptools, keep-alive, pipelining, ``Expect:
100-continue``, bounded heads and bodies), so the two listeners parse requests the same way. A response
body over :data:`MAX_BODY` is not kept: the runtime client gets 413 as from AWS's Runtime API and the
invocation fails with ``Function.ResponseSizeTooLarge``; the runtime clients exit on that 413 (AWS's do
too), so the sandbox is retired after that invocation and the next one starts cold.
"""

from __future__ import annotations

import asyncio
import json
import socket
import struct
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from labcloud.http.body import IncomingBody
from labcloud.http.connection import HttpConnection
from labcloud.protocol.wire import WireRequest, WireResponse

PREFIX = "/2018-06-01/runtime/"
_NETLINK_SOCK_DIAG = 4
_SOCK_DIAG_BY_FAMILY = 20
#: A body is read whole up to this size (well above Lambda's 6 MB response limit, so an answer that is too
#: large is reported as such by the handler); past it, it is dropped and answered 413.
MAX_BODY = 32 * 1024 * 1024
#: Lambda's limit on a synchronous response, as the Runtime API reports it (6 MB).
MAX_RESPONSE_BYTES = 6_291_556
#: Lambda's default limit on a streamed response (200 MiB since July 2025; it was 20 MiB before).
MAX_STREAMED_BYTES = 200 * 1024 * 1024


#: How a streamed answer ended: taken, refused (not the running invocation), or past the size limit.
StreamEnd = Literal["ok", "bad_id", "too_large"]
STREAMING_MODE = "streaming"


@dataclass
class NextInvocation:
    request_id: str
    payload: bytes
    headers: list[tuple[str, str]]


class RuntimeApiHandler(Protocol):
    async def next_invocation(self) -> NextInvocation: ...

    def invocation_response(self, request_id: str, body: bytes) -> bool: ...

    def invocation_error(self, request_id: str, body: bytes, error_type: str | None) -> bool: ...

    async def invocation_stream(
        self, request_id: str, body: IncomingBody, content_type: str | None
    ) -> StreamEnd: ...

    def init_error(self, body: bytes, error_type: str | None) -> None: ...


def _json(status: int, obj: object, extra: list[tuple[str, str]] | None = None) -> WireResponse:
    return WireResponse(status, json.dumps(obj).encode(), list(extra or ()))


_ACCEPTED = _json(202, {"status": "OK"})
_NOT_FOUND = _json(404, {"errorMessage": "Not found", "errorType": "InvalidRequest"})
_BAD_ID = _json(400, {"errorMessage": "Invalid request ID", "errorType": "InvalidRequestID"})
#: The error of an answer the Runtime API refused (413): the runtime clients of AWS exit on that refusal,
#: so a sandbox that saw it is replaced after its invocation instead of serving the next one.
SIZE_ERROR = "Function.ResponseSizeTooLarge"
_SIZE_ERROR = SIZE_ERROR
_SIZE_MESSAGE = f"Response payload size exceeded maximum allowed payload size ({MAX_RESPONSE_BYTES} bytes)."


class _RuntimeApp:
    """The Runtime API as an app of the endpoint's HTTP server: routes each call to the handler."""

    max_body_bytes = MAX_BODY

    def __init__(self, handler: RuntimeApiHandler) -> None:
        self.handler = handler

    def streams_body(self, request: WireRequest) -> bool:
        return (
            request.method == "POST"
            and request.path.endswith("/response")
            and request.headers.get("lambda-runtime-function-response-mode", "").lower() == STREAMING_MODE
        )

    async def respond(self, request: WireRequest, too_large: bool = False) -> WireResponse:
        path = request.path
        if not path.startswith(PREFIX):
            return _NOT_FOUND
        route = path[len(PREFIX) :].split("/")
        method = request.method
        error_type = request.headers.get("lambda-runtime-function-error-type")
        if route == ["invocation", "next"] and method == "GET":
            inv = await self.handler.next_invocation()
            return WireResponse(200, inv.payload, list(inv.headers))
        if len(route) == 3 and route[0] == "invocation" and method == "POST":
            request_id, kind = route[1], route[2]
            if kind not in ("response", "error"):
                return _NOT_FOUND
            if isinstance(request.stream, IncomingBody):
                return await self._streamed(request_id, request.stream, request.headers.get("content-type"))
            if too_large:
                return self._too_large(request_id)
            if kind == "response":
                ok = self.handler.invocation_response(request_id, request.body)
            else:
                ok = self.handler.invocation_error(request_id, request.body, error_type)
            return _ACCEPTED if ok else _BAD_ID
        if route == ["init", "error"] and method == "POST":
            self.handler.init_error(b"" if too_large else request.body, error_type)
            return _ACCEPTED
        return _NOT_FOUND

    async def _streamed(self, request_id: str, body: IncomingBody, content_type: str | None) -> WireResponse:
        end = await self.handler.invocation_stream(request_id, body, content_type)
        if end == "bad_id":
            return _BAD_ID
        if end == "too_large":
            return _json(
                413,
                {
                    "errorMessage": f"Exceeded maximum allowed payload size ({MAX_STREAMED_BYTES} bytes).",
                    "errorType": "RequestEntityTooLarge",
                },
            )
        return _ACCEPTED

    def _too_large(self, request_id: str) -> WireResponse:
        """A body past :data:`MAX_BODY`: the invocation fails as one whose response was too large."""
        report = json.dumps({"errorMessage": _SIZE_MESSAGE, "errorType": _SIZE_ERROR}).encode()
        if not self.handler.invocation_error(request_id, report, _SIZE_ERROR):
            return _BAD_ID
        return _json(
            413,
            {
                "errorMessage": f"Exceeded maximum allowed payload size ({MAX_BODY} bytes).",
                "errorType": "RequestEntityTooLarge",
            },
        )


class _RuntimeConnection(HttpConnection):
    """A connection of the Runtime API: served only when the sandbox's user owns the client socket."""

    def __init__(self, server: RuntimeApiServer, app: _RuntimeApp, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__(app, server.connections, loop)
        self.server = server

    def connection_made(self, transport: Any) -> None:
        if self.server.peer_uid is not None and not self.server.own_user(transport):
            transport.abort()
            return
        super().connection_made(transport)


class RuntimeApiServer:
    """One loopback listener bound to one handler; ``address`` is what AWS_LAMBDA_RUNTIME_API gets."""

    def __init__(self, handler: RuntimeApiHandler) -> None:
        self._app = _RuntimeApp(handler)
        self._server: asyncio.Server | None = None
        self.connections: set[HttpConnection] = set()
        self.address = ""
        #: the only user whose connections are served (None: anyone's, as without dedicated users)
        self.peer_uid: int | None = None

    async def start(self) -> str:
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: _RuntimeConnection(self, self._app, loop), "127.0.0.1", 0, backlog=8
        )
        host, port = self._server.sockets[0].getsockname()[:2]
        self.address = f"{host}:{port}"
        return self.address

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        tasks = [c.task for c in self.connections if c.task is not None]
        for connection in list(self.connections):
            if connection.transport is not None:
                connection.transport.abort()
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks)

    def own_user(self, transport: Any) -> bool:
        try:
            return socket_owner(transport) == self.peer_uid
        except OSError:  # the kernel cannot say (sock_diag refused): served, as without dedicated users
            return True


def socket_owner(transport: Any) -> int | None:
    """The uid owning the client end of a loopback TCP connection, None when there is no such socket
    (``OSError`` when the kernel offers no sock_diag)."""
    found = socket_identity(transport)
    return found[0] if found is not None else None


def socket_identity(transport: Any) -> tuple[int, int] | None:
    """The uid owning the client end of a loopback TCP connection and that socket's inode (what
    ``/proc/<pid>/fd`` links name as ``socket:[inode]``), None when there is no such socket
    (``OSError`` when the kernel offers no sock_diag).

    Asked of the kernel through sock_diag (one exact lookup, ~30 µs; reading ``/proc/net/tcp``
    instead costs milliseconds on a machine with thousands of sockets)."""
    peer = transport.get_extra_info("peername")
    local = transport.get_extra_info("sockname")
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
    # inet_diag_msg after the 16-byte netlink header: idiag_uid at 64, idiag_inode at 68
    uid, inode = struct.unpack_from("=II", answer, 16 + 64)
    return int(uid), int(inode)
