"""One HTTP(S) POST of a delivery to an HTTP endpoint destination: the answer's status and body.

A small HTTP/1.1 client on asyncio streams (one request per connection, ``Connection: close``), so a
slow endpoint holds only its own stream's delivery, never the server loop. labcloud works offline: only
``localhost`` and loopback addresses are reached (``NotReachable`` for any other host); HTTPS to them
does not verify the certificate (a local receiver's is self-signed). The answer is read up to 1 MiB.
"""

from __future__ import annotations

import asyncio
import ipaddress
import ssl
from urllib.parse import urlsplit

#: AWS gives an endpoint 3 minutes; a local one answers sooner or not at all.
TIMEOUT_S = 30.0
MAX_ANSWER = 1024 * 1024


class NotReachable(Exception):
    """The URL names a host labcloud does not send to (anything but loopback)."""


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


async def _read_answer(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    status_line = await reader.readline()
    fields = status_line.decode("latin-1").split()
    if len(fields) < 2 or not fields[1].isdigit():
        raise ValueError("malformed HTTP response")
    status = int(fields[1])
    length: int | None = None
    chunked = False
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b"\n", b""):
            break
        name, _, value = line.decode("latin-1").partition(":")
        if name.strip().lower() == "content-length" and value.strip().isdigit():
            length = int(value.strip())
        elif name.strip().lower() == "transfer-encoding" and "chunked" in value.lower():
            chunked = True
    if chunked:
        body = b""
        while len(body) <= MAX_ANSWER:
            size = int((await reader.readline()).split(b";")[0].strip() or b"0", 16)
            if size == 0:
                break
            body += await reader.readexactly(size)
            await reader.readline()
        return status, body[:MAX_ANSWER]
    if length is not None:
        return status, await reader.readexactly(min(length, MAX_ANSWER))
    return status, await reader.read(MAX_ANSWER)


async def post(url: str, body: bytes, headers: dict[str, str]) -> tuple[int, bytes]:
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or not is_loopback(host):
        raise NotReachable(url)
    secure = parts.scheme == "https"
    port = parts.port or (443 if secure else 80)
    context = None
    if secure:
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    lines = [
        f"POST {path} HTTP/1.1",
        f"Host: {parts.netloc}",
        f"Content-Length: {len(body)}",
        "Connection: close",
    ]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    head = ("\r\n".join(lines) + "\r\n\r\n").encode()

    async def exchange() -> tuple[int, bytes]:
        reader, writer = await asyncio.open_connection(host.strip("[]"), port, ssl=context)
        try:
            writer.write(head + body)
            await writer.drain()
            return await _read_answer(reader)
        finally:
            writer.close()

    return await asyncio.wait_for(exchange(), TIMEOUT_S)
