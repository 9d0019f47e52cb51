"""One HTTP(S) POST to a loopback subscriber: the answer's status code, or an exception.

A minimal HTTP/1.1 client on asyncio streams (one request per connection, ``Connection: close``);
HTTPS to a loopback address does not verify the certificate (a local test server's is self-signed).
"""

from __future__ import annotations

import asyncio
import ssl
from urllib.parse import urlsplit

from labcloud.services.sns.endpoints import is_loopback

TIMEOUT = 15.0


async def post(url: str, body: bytes, headers: dict[str, str]) -> int:
    parts = urlsplit(url)
    host = parts.hostname or ""
    if not is_loopback(host):
        raise ValueError("not a loopback address")
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

    async def exchange() -> int:
        reader, writer = await asyncio.open_connection(host.strip("[]"), port, ssl=context)
        try:
            writer.write(head + body)
            await writer.drain()
            status_line = await reader.readline()
            fields = status_line.decode("latin-1").split()
            if len(fields) < 2 or not fields[1].isdigit():
                raise ValueError("malformed HTTP response")
            return int(fields[1])
        finally:
            writer.close()

    return await asyncio.wait_for(exchange(), TIMEOUT)
