"""One HTTP(S) request to a loopback address: the answer's status and (bounded) body.

A minimal HTTP/1.1 client on asyncio streams (one request per connection, ``Connection: close``);
HTTPS to a loopback address does not verify the certificate (a local test server's is self-signed).
Anything but loopback is refused (``loopback.py``)."""

from __future__ import annotations

import asyncio
import ssl
from urllib.parse import urlsplit

from labcloud.services.events.loopback import REFUSED, is_loopback

#: AWS's timeout of an API destination call.
TIMEOUT = 5.0
#: The most of an answer's body read (an OAuth token answer is small).
MAX_BODY = 64 * 1024


async def request(method: str, url: str, headers: dict[str, str], body: bytes) -> tuple[int, bytes]:
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.scheme not in ("http", "https") or not is_loopback(host):
        raise ValueError(REFUSED.format(url=url))
    secure = parts.scheme == "https"
    port = parts.port or (443 if secure else 80)
    context = None
    if secure:
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    lines = [f"{method} {path} HTTP/1.1", f"Host: {parts.netloc}", "Connection: close"]
    if body or method in ("POST", "PUT", "PATCH"):
        lines.append(f"Content-Length: {len(body)}")
    lines += [f"{k}: {v}" for k, v in headers.items() if "\r" not in k + v and "\n" not in k + v]
    head = ("\r\n".join(lines) + "\r\n\r\n").encode()

    async def exchange() -> tuple[int, bytes]:
        # a name under .localhost is loopback (RFC 6761) even where the resolver does not know it
        address = "127.0.0.1" if host.lower().endswith(".localhost") else host.strip("[]")
        reader, writer = await asyncio.open_connection(address, port, ssl=context)
        try:
            writer.write(head + body)
            await writer.drain()
            status_line = await reader.readline()
            fields = status_line.decode("latin-1").split()
            if len(fields) < 2 or not fields[1].isdigit():
                raise ValueError("malformed HTTP response")
            length: int | None = None
            while True:
                line = await reader.readline()
                if line in (b"\r\n", b"\n", b""):
                    break
                name, _, value = line.decode("latin-1").partition(":")
                if name.strip().lower() == "content-length" and value.strip().isdigit():
                    length = int(value.strip())
            if method == "HEAD":
                return int(fields[1]), b""
            data = await (reader.read(MAX_BODY) if length is None else reader.read(min(length, MAX_BODY)))
            return int(fields[1]), data
        finally:
            writer.close()

    return await asyncio.wait_for(exchange(), TIMEOUT)
