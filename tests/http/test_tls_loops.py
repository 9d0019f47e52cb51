"""The TLS layer (``labcloud.http.tls``) on both event loops labcloud runs on: uvloop (the server's) and
asyncio's own (where uvloop is not installed). A small app answers over the real listener and socket;
the client is Python's ssl, plain and TLS on the same port, with a body larger than one TLS record each
way and a client that leaves in the middle of a response."""

from __future__ import annotations

import asyncio
import socket
import ssl
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvloop

from labcloud.http.authority import open_authority
from labcloud.http.listener import run
from labcloud.protocol.wire import WireRequest, WireResponse


class _Echo:
    """Answers every request with its method, path and body."""

    max_body_bytes = 8 * 1024 * 1024

    def streams_body(self, request: WireRequest) -> bool:
        return False

    async def respond(self, request: WireRequest, too_large: bool = False) -> WireResponse:
        return WireResponse(200, f"{request.method} {request.path} ".encode() + request.body)

    async def startup(self) -> None:
        return None

    async def shutdown(self) -> None:
        return None


@pytest.fixture(params=["asyncio", "uvloop"])
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[int, str]]:
    authority = open_authority(tmp_path / "tls")
    loop = asyncio.new_event_loop() if request.param == "asyncio" else uvloop.new_event_loop()
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    stop: asyncio.Event | None = None
    started = threading.Event()

    def serve() -> None:
        nonlocal stop
        asyncio.set_event_loop(loop)

        async def main() -> None:
            nonlocal stop
            stop = asyncio.Event()
            ready = asyncio.Event()
            task = loop.create_task(run(_Echo(), sock, loop, stop, ready, tls=authority.default))
            await ready.wait()
            started.set()
            await task

        loop.run_until_complete(main())
        loop.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert started.wait(10)
    try:
        yield sock.getsockname()[1], str(authority.cert_path)
    finally:
        assert stop is not None
        loop.call_soon_threadsafe(stop.set)
        thread.join(10)
        sock.close()


def _exchange(sock: socket.socket, request: bytes) -> bytes:
    """Send ``request``; the body of the one answer (read to its Content-Length)."""
    sock.sendall(request)
    seen = b""
    while b"\r\n\r\n" not in seen:
        chunk = sock.recv(65536)
        assert chunk, seen[:200]
        seen += chunk
    head, body = seen.split(b"\r\n\r\n", 1)
    assert head.startswith(b"HTTP/1.1 200 ")
    length = int(
        next(line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length:"))[15:]
    )
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, len(body)
        body += chunk
    return body


def test_plain_and_tls_on_one_port(served: tuple[int, str]) -> None:
    port, ca = served
    body = bytes(range(256)) * 1200  # ~300 KB: many TLS records in each direction
    request = b"POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % len(body) + body
    with socket.create_connection(("127.0.0.1", port), timeout=10) as plain:
        assert _exchange(plain, request) == b"POST /echo " + body
    context = ssl.create_default_context(cafile=ca)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        with context.wrap_socket(raw, server_hostname="api1.execute-api.localhost") as tls:
            for _ in range(2):  # kept alive
                assert _exchange(tls, request) == b"POST /echo " + body


def test_a_client_that_leaves_mid_handshake_or_mid_answer_leaves_the_server_serving(
    served: tuple[int, str],
) -> None:
    port, ca = served
    context = ssl.create_default_context(cafile=ca)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(b"\x16\x03\x01\x00")  # a record header cut short
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        tls = context.wrap_socket(raw, server_hostname="localhost")
        tls.sendall(b"GET /bye HTTP/1.1\r\nHost: x\r\n\r\n")
        raw.close()  # without reading, without close_notify
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        with context.wrap_socket(raw, server_hostname="localhost") as tls:
            assert _exchange(tls, b"GET /after HTTP/1.1\r\nHost: x\r\n\r\n") == b"GET /after "


def test_issued_names_are_cached_within_a_bound(tmp_path: Path) -> None:
    from labcloud.http import authority as ca

    made = open_authority(tmp_path / "tls")
    first = made.context_for("a0.execute-api.localhost")
    assert first is not None and made.context_for("A0.Execute-API.localhost") is first  # names are case-blind
    for index in range(1, ca.MAX_CACHED + 10):
        assert made.context_for(f"a{index}.execute-api.localhost") is not None
    assert len(made._contexts) == ca.MAX_CACHED
    assert made.context_for("a0.execute-api.localhost") is not first  # dropped, issued again
    assert made.context_for("localhost") is made.default
    for refused in ("example.com", "a..localhost", "x_y.localhost", "a-.localhost", "a" * 64 + ".localhost"):
        assert made.context_for(refused) is None
    # a second open of the folder keeps the CA
    assert open_authority(tmp_path / "tls").cert == made.cert
