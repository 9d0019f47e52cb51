"""The Runtime API listener's HTTP/1.1 handling, over a raw socket: keep-alive, bodies, close."""

from __future__ import annotations

import asyncio
import json
import os
import socket
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

import pytest

from labcloud.http.body import IncomingBody
from labcloud.runtime.api import MAX_BODY, NextInvocation, RuntimeApiServer, StreamEnd


@dataclass
class Recorder:
    responses: list[tuple[str, bytes]] = field(default_factory=list)
    errors: list[tuple[str, bytes, str | None]] = field(default_factory=list)
    init_errors: list[tuple[bytes, str | None]] = field(default_factory=list)
    chunks: asyncio.Queue[bytes] = field(default_factory=asyncio.Queue)
    streamed: list[tuple[str, str | None, list[tuple[str, str]]]] = field(default_factory=list)

    async def next_invocation(self) -> NextInvocation:
        return NextInvocation("req-1", b'{"k": "v"}', [("Lambda-Runtime-Aws-Request-Id", "req-1")])

    def invocation_response(self, request_id: str, body: bytes) -> bool:
        if request_id != "req-1":
            return False
        self.responses.append((request_id, body))
        return True

    def invocation_error(self, request_id: str, body: bytes, error_type: str | None) -> bool:
        self.errors.append((request_id, body, error_type))
        return True

    def init_error(self, body: bytes, error_type: str | None) -> None:
        self.init_errors.append((body, error_type))

    async def invocation_stream(
        self, request_id: str, body: IncomingBody, content_type: str | None
    ) -> StreamEnd:
        if request_id != "req-1":
            return "bad_id"
        async for data in body:
            self.chunks.put_nowait(data)
        self.streamed.append((request_id, content_type, list(body.trailers)))
        return "ok"


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, dict[str, str], bytes]:
    head = (await reader.readuntil(b"\r\n\r\n")).decode()
    lines = head.split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
    body = await reader.readexactly(int(headers["content-length"]))
    return status, headers, body


Scenario = Callable[["Recorder", asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


def _run(scenario: Scenario) -> None:
    async def main() -> None:
        recorder = Recorder()
        server = RuntimeApiServer(recorder)
        host, port = (await server.start()).split(":")
        try:
            reader, writer = await asyncio.open_connection(host, int(port))
            try:
                await scenario(recorder, reader, writer)
            finally:
                writer.close()
        finally:
            await server.close()

    asyncio.run(main())


def test_keep_alive_next_then_response_with_content_length() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(b"GET /2018-06-01/runtime/invocation/next HTTP/1.1\r\nHost: x\r\n\r\n")
        status, headers, body = await _read_response(reader)
        assert (status, body) == (200, b'{"k": "v"}')
        assert headers["lambda-runtime-aws-request-id"] == "req-1"
        assert headers["content-type"] == "application/json"
        writer.write(
            b"POST /2018-06-01/runtime/invocation/req-1/response HTTP/1.1\r\nHost: x\r\n"
            b"Content-Length: 5\r\n\r\nhello"
        )
        status, _, body = await _read_response(reader)
        assert (status, body) == (202, b'{"status": "OK"}')
        assert recorder.responses == [("req-1", b"hello")]

    _run(scenario)


def test_chunked_body_expect_continue_and_error_type_header() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(
            b"POST /2018-06-01/runtime/invocation/req-1/error HTTP/1.1\r\nHost: x\r\n"
            b"Expect: 100-continue\r\nTransfer-Encoding: chunked\r\n"
            b"Lambda-Runtime-Function-Error-Type: Unhandled\r\n\r\n"
        )
        assert await reader.readuntil(b"\r\n\r\n") == b"HTTP/1.1 100 Continue\r\n\r\n"
        writer.write(b'4\r\n{"a"\r\n3;ext=1\r\n: 1\r\n1\r\n}\r\n0\r\nX-Trailer: t\r\n\r\n')
        status, _, _ = await _read_response(reader)
        assert status == 202
        assert recorder.errors == [("req-1", b'{"a": 1}', "Unhandled")]

    _run(scenario)


def test_unknown_request_id_route_and_connection_close() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(
            b"POST /2018-06-01/runtime/invocation/other/response HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}"
        )
        status, _, body = await _read_response(reader)
        assert status == 400
        assert body == b'{"errorMessage": "Invalid request ID", "errorType": "InvalidRequestID"}'
        writer.write(b"GET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        status, headers, body = await _read_response(reader)
        assert status == 404 and headers["connection"] == "close"
        assert await reader.read() == b""  # the server closed the connection
        assert recorder.responses == []

    _run(scenario)


def test_http_1_0_closes_and_init_error_is_forwarded() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(
            b"POST /2018-06-01/runtime/init/error HTTP/1.0\r\nContent-Length: 2\r\n"
            b"Lambda-Runtime-Function-Error-Type: Runtime.ImportModuleError\r\n\r\n{}"
        )
        status, _, _ = await _read_response(reader)
        assert status == 202
        assert await reader.read() == b""
        assert recorder.init_errors == [(b"{}", "Runtime.ImportModuleError")]

    _run(scenario)


def test_malformed_request_is_refused_and_closes_the_connection_without_a_call() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(b"NONSENSE\r\n\r\n")
        status, headers, _ = await _read_response(reader)  # answered as the endpoint answers it
        assert status == 400 and headers["connection"] == "close"
        assert await reader.read() == b""
        assert recorder.responses == [] and recorder.errors == [] and recorder.init_errors == []

    _run(scenario)


def _next_as(uid: int, port: int) -> bytes:
    """GET next from a child process running as ``uid``: what it read before the connection ended."""
    import encodings.idna  # noqa: F401 - the child, as another user, may not read the stdlib

    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            os.close(read_fd)
            os.setresuid(uid, uid, uid)
            with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
                conn.sendall(b"GET /2018-06-01/runtime/invocation/next HTTP/1.1\r\nHost: x\r\n\r\n")
                os.write(write_fd, conn.recv(1024) or b"closed")
        except ConnectionResetError:  # closed before the request was read
            os.write(write_fd, b"closed")
        except BaseException as exc:
            os.write(write_fd, repr(exc).encode())
        finally:
            os._exit(0)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as got:
        answer = got.read()
    os.waitpid(pid, 0)
    return answer


@pytest.mark.skipif(
    not hasattr(os, "fork") or os.geteuid() != 0, reason="needs root to connect as another user"
)
def test_only_the_sandbox_user_may_use_its_runtime_api() -> None:
    """With a dedicated user, a connection from any other user is closed before a request is read."""

    async def main() -> tuple[bytes, bytes]:
        server = RuntimeApiServer(Recorder())
        server.peer_uid = 65534
        port = int((await server.start()).split(":")[1])
        try:
            own = await asyncio.to_thread(_next_as, 65534, port)
            other = await asyncio.to_thread(_next_as, 65533, port)
        finally:
            await server.close()
        return own, other

    own, other = asyncio.run(main())
    assert own.startswith(b"HTTP/1.1 200 OK")
    assert other == b"closed"


def test_a_request_without_host_is_refused_as_http_1_1_requires() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(b"POST /2018-06-01/runtime/init/error HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}")
        status, _, _ = await _read_response(reader)
        assert status == 400
        assert recorder.init_errors == []

    _run(scenario)


def test_a_response_past_the_body_limit_fails_the_invocation_as_too_large() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(b"GET /2018-06-01/runtime/invocation/next HTTP/1.1\r\nHost: x\r\n\r\n")
        await _read_response(reader)
        size = MAX_BODY + 1
        writer.write(
            b"POST /2018-06-01/runtime/invocation/req-1/response HTTP/1.1\r\nHost: x\r\n"
            + f"Content-Length: {size}\r\n\r\n".encode()
            + b"x" * size
        )
        status, _, body = await _read_response(reader)
        assert status == 413 and json.loads(body)["errorType"] == "RequestEntityTooLarge"
        assert recorder.responses == []
        [(request_id, report, error_type)] = recorder.errors
        assert request_id == "req-1" and error_type == "Function.ResponseSizeTooLarge"
        assert json.loads(report)["errorType"] == "Function.ResponseSizeTooLarge"

    _run(scenario)


STREAMED_HEAD = (
    "POST /2018-06-01/runtime/invocation/{id}/response HTTP/1.1\r\nHost: x\r\n"
    "Lambda-Runtime-Function-Response-Mode: streaming\r\nTransfer-Encoding: chunked\r\n"
    "Content-Type: text/plain\r\nTrailer: Lambda-Runtime-Function-Error-Type\r\n\r\n"
)


def test_a_streamed_response_reaches_the_handler_chunk_by_chunk_with_its_trailers() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(STREAMED_HEAD.format(id="req-1").encode() + b"5\r\nfirst\r\n")
        # the second chunk is sent only once the first reached the handler: nothing waits for the whole body
        assert await asyncio.wait_for(recorder.chunks.get(), 10) == b"first"
        writer.write(b"6\r\nsecond\r\n0\r\nLambda-Runtime-Function-Error-Type: Oops\r\n\r\n")
        status, _, body = await _read_response(reader)
        assert (status, json.loads(body)) == (202, {"status": "OK"})
        assert await recorder.chunks.get() == b"second"
        assert recorder.streamed == [
            ("req-1", "text/plain", [("lambda-runtime-function-error-type", "Oops")])
        ]
        # the same connection serves the next call
        writer.write(b"GET /2018-06-01/runtime/invocation/next HTTP/1.1\r\nHost: x\r\n\r\n")
        assert (await _read_response(reader))[0] == 200

    _run(scenario)


def test_a_streamed_response_for_another_invocation_is_refused() -> None:
    async def scenario(
        recorder: Recorder, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        writer.write(STREAMED_HEAD.format(id="req-9").encode() + b"2\r\nno\r\n0\r\n\r\n")
        status, _, body = await _read_response(reader)
        assert (status, json.loads(body)["errorType"]) == (400, "InvalidRequestID")
        assert recorder.streamed == []

    _run(scenario)
