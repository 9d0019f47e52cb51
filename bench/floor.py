"""A replay server: answers every request at once with a canned, recorded response (the "floor").

It does no AWS work at all, so a client's calls/s against it is the most that client can issue:
the floor against which :mod:`bench_floor_ratio` measures labcloud. The responses are recorded
from labcloud itself (same bytes, same headers, so boto3 parses the same document) and loaded
with ``POST /_floor/load`` (a JSON object ``{"<X-Amz-Target>": [status, [[name, value], ...],
"<body, latin-1>"]}``, which replaces what was loaded before); any other request is answered with the response recorded for its
``X-Amz-Target``. HTTP/1.1 keep-alive over a bare asyncio protocol (uvloop when installed), so the
server's own cost per request is a few microseconds.

    python bench/floor.py --port 8123
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
from typing import Any

LOAD_PATH = b"/_floor/load"

_responses: dict[bytes, bytes] = {}


def _frame(status: int, headers: list[tuple[str, str]], body: bytes) -> bytes:
    lines = [f"HTTP/1.1 {status} {'OK' if status < 300 else 'Error'}"]
    lines += [f"{name}: {value}" for name, value in headers]
    lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def load(document: dict[str, list]) -> None:  # type: ignore[type-arg]
    """Replace every recorded response (a stale answer of another measurement is never replayed)."""
    _responses.clear()
    for target, (status, headers, body) in document.items():
        _responses[target.encode().lower()] = _frame(
            int(status), [(str(k), str(v)) for k, v in headers], body.encode("latin-1")
        )


_NOT_FOUND = _frame(404, [("Content-Type", "application/x-amz-json-1.0")], b'{"__type":"NotRecorded"}')
_LOADED = _frame(200, [("Content-Type", "application/json")], b"{}")


def _header(head: bytes, name: bytes) -> bytes | None:
    at = head.find(b"\r\n" + name + b":")
    if at < 0:
        return None
    start = at + len(name) + 3
    end = head.find(b"\r\n", start)
    return head[start : end if end >= 0 else len(head)].strip()


class ReplayProtocol(asyncio.Protocol):
    def __init__(self) -> None:
        self.buffer = b""
        self.transport: Any = None

    def connection_made(self, transport: Any) -> None:  # uvloop's transports are not asyncio's classes
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        buffer = self.buffer + data
        out: list[bytes] = []
        while True:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                break
            head = buffer[:end].lower()
            length = int(_header(head, b"content-length") or 0)
            total = end + 4 + length
            if len(buffer) < total:
                break
            body = buffer[end + 4 : total]
            buffer = buffer[total:]
            if head.split(b" ", 2)[1] == LOAD_PATH:
                load(json.loads(body))
                out.append(_LOADED)
            else:
                out.append(_responses.get(_header(head, b"x-amz-target") or b"", _NOT_FOUND))
        self.buffer = buffer
        if out and self.transport is not None:
            self.transport.write(b"".join(out))


def serve(port: int) -> None:
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass

    async def main() -> None:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        loop = asyncio.get_running_loop()
        server = await loop.create_server(ReplayProtocol, sock=sock)
        async with server:
            await server.serve_forever()

    asyncio.run(main())


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    serve(parser.parse_args().port)
