"""The Lambda Runtime API served to one sandbox over loopback HTTP/1.1.

Each sandbox gets its own listener on ``127.0.0.1:<ephemeral port>``, so every call is
attributable to exactly one process. Routes (``/2018-06-01/runtime/...``):

* ``GET invocation/next``: parks until the sandbox is handed an invocation;
* ``POST invocation/{id}/response`` and ``POST invocation/{id}/error``;
* ``POST init/error``.

The server does not decide anything: it forwards each call to a :class:`RuntimeApiHandler`.
Connections are kept alive, as runtime clients expect. The HTTP/1.1 subset these calls need
(Content-Length or chunked request bodies, ``Expect: 100-continue``, keep-alive and close) is
parsed here directly: two requests per invocation made h11's general machinery a visible share
of the server's time under load. A malformed request closes the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass
from http import HTTPStatus
from typing import Protocol

PREFIX = "/2018-06-01/runtime/"
MAX_BODY = 7 * 1024 * 1024  # a little above Lambda's 6 MB response limit, so it can be reported
MAX_HEAD = 64 * 1024


class BadRequest(Exception):
    """The peer did not speak HTTP/1.1 as expected: the connection is closed."""


_REASONS = {status.value: status.phrase for status in HTTPStatus}


def encode_response(status: int, headers: list[tuple[str, str]], body: bytes, *, close: bool = False) -> bytes:
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
        try:
            while True:
                request = await self._read_request(reader, writer)
                if request is None:
                    return
                method, target, headers, body, keep_alive = request
                status, resp_headers, resp_body = await self._dispatch(method, target, headers, body)
                writer.write(encode_response(status, resp_headers, resp_body, close=not keep_alive))
                if not keep_alive:
                    await writer.drain()
                    return
        except (BadRequest, ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError):
            return
        except asyncio.CancelledError:  # the listener is being closed
            return
        finally:
            self._tasks.discard(task)
            writer.close()

    @staticmethod
    async def _read_request(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> tuple[str, str, dict[str, str], bytes, bool] | None:
        """One request, or None when the peer closed the connection between requests."""
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError as exc:
            if exc.partial.strip():
                raise BadRequest("truncated request head") from exc
            return None
        if len(head) > MAX_HEAD:
            raise BadRequest("request head too large")
        lines = head[:-4].decode("latin-1").split("\r\n")
        while lines and not lines[0]:  # tolerate blank lines before a request (RFC 9112 2.2)
            lines.pop(0)
        parts = lines[0].split(" ") if lines else []
        if len(parts) != 3 or not parts[2].startswith("HTTP/1."):
            raise BadRequest("bad request line")
        method, target, version = parts
        headers: dict[str, str] = {}
        for line in lines[1:]:
            name, sep, value = line.partition(":")
            if not sep or not name or name != name.strip():
                raise BadRequest("bad header line")
            key = name.lower()
            value = value.strip()
            headers[key] = f"{headers[key]}, {value}" if key in headers else value
        connection = {token.strip() for token in headers.get("connection", "").lower().split(",")}
        keep_alive = "close" not in connection and (version != "HTTP/1.0" or "keep-alive" in connection)
        if headers.get("expect", "").lower() == "100-continue":
            writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        if "chunked" in headers.get("transfer-encoding", "").lower():
            body = await RuntimeApiServer._read_chunked(reader)
        elif "content-length" in headers:
            try:
                length = int(headers["content-length"])
            except ValueError as exc:
                raise BadRequest("bad Content-Length") from exc
            if length < 0 or length > MAX_BODY:
                raise BadRequest("body too large")
            body = await reader.readexactly(length) if length else b""
        else:
            body = b""
        return method, target, headers, body, keep_alive

    @staticmethod
    async def _read_chunked(reader: asyncio.StreamReader) -> bytes:
        body = bytearray()
        while True:
            size_line = await reader.readuntil(b"\r\n")
            try:
                size = int(size_line.split(b";", 1)[0].strip(), 16)
            except ValueError as exc:
                raise BadRequest("bad chunk size") from exc
            if size == 0:
                while (await reader.readuntil(b"\r\n")) != b"\r\n":  # trailers
                    pass
                return bytes(body)
            if len(body) + size > MAX_BODY:
                raise BadRequest("body too large")
            body += await reader.readexactly(size)
            if await reader.readexactly(2) != b"\r\n":
                raise BadRequest("bad chunk end")

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
