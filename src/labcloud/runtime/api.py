"""The Lambda Runtime API served to one sandbox over loopback HTTP/1.1 (h11).

Each sandbox gets its own listener on ``127.0.0.1:<ephemeral port>``, so every call is
attributable to exactly one process. Routes (``/2018-06-01/runtime/...``):

* ``GET invocation/next``: parks until the sandbox is handed an invocation;
* ``POST invocation/{id}/response`` and ``POST invocation/{id}/error``;
* ``POST init/error``.

The server does not decide anything: it forwards each call to a :class:`RuntimeApiHandler`.
Connections are kept alive, as runtime clients expect.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass
from typing import Protocol

import h11

PREFIX = "/2018-06-01/runtime/"
MAX_BODY = 7 * 1024 * 1024  # a little above Lambda's 6 MB response limit, so it can be reported


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
        conn = h11.Connection(h11.SERVER, max_incomplete_event_size=64 * 1024)
        try:
            while True:
                request = await self._read_request(conn, reader)
                if request is None:
                    return
                method, target, headers, body = request
                status, resp_headers, resp_body = await self._dispatch(method, target, headers, body)
                out = conn.send(
                    h11.Response(
                        status_code=status,
                        headers=[*resp_headers, ("Content-Length", str(len(resp_body)))],
                    )
                )
                out += conn.send(h11.Data(data=resp_body)) if resp_body else b""
                out += conn.send(h11.EndOfMessage())
                writer.write(out)
                if conn.our_state is h11.MUST_CLOSE:
                    return
                conn.start_next_cycle()
        except (
            h11.RemoteProtocolError,
            h11.LocalProtocolError,
            ConnectionError,
            asyncio.IncompleteReadError,
        ):
            return
        except asyncio.CancelledError:  # the listener is being closed
            return
        finally:
            self._tasks.discard(task)
            writer.close()

    @staticmethod
    async def _read_request(
        conn: h11.Connection, reader: asyncio.StreamReader
    ) -> tuple[str, str, dict[str, str], bytes] | None:
        method = target = ""
        headers: dict[str, str] = {}
        body = bytearray()
        while True:
            event = conn.next_event()
            if event is h11.NEED_DATA:
                data = await reader.read(65536)
                conn.receive_data(data)  # b"" at EOF: the next event is ConnectionClosed
                continue
            if isinstance(event, h11.Request):
                method = event.method.decode()
                target = event.target.decode()
                headers = {k.decode().lower(): v.decode("latin-1") for k, v in event.headers}
            elif isinstance(event, h11.Data):
                body += event.data
                if len(body) > MAX_BODY:
                    raise ConnectionError("body too large")
            elif isinstance(event, h11.EndOfMessage):
                return method, target, headers, bytes(body)
            elif isinstance(event, h11.ConnectionClosed) or event is h11.PAUSED:
                return None

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
