"""labcloud's own outbound HTTP: what counts as this machine, and one request to it.

labcloud works offline, so every service that calls a URL (SNS and Firehose deliveries, EventBridge API
destinations, API Gateway's HTTP integrations, JWT issuers' key sets) reaches loopback hosts only:
``localhost``, names under ``.localhost`` (RFC 6761) and loopback addresses. :func:`request` is a small
HTTP/1.1 client on asyncio streams (one request per connection, ``Connection: close``), so a slow server
holds only its caller, never the server loop; HTTPS to a loopback host does not verify the certificate (a
local server's is self-signed). AWS's invoke URL of an API (``https://<api-id>.execute-api.<region>.amazonaws.com``)
names an API labcloud serves itself: :func:`on_this_server` turns it into this server's URL for that API.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import ssl
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit


class NotLoopback(ValueError):
    """The URL is not http(s) on a loopback host: labcloud does not send it."""


def is_loopback(host: str) -> bool:
    """Is ``host`` (a name, or an address, IPv6 with or without brackets) this machine?"""
    name = host.strip("[]").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def is_loopback_url(url: str) -> bool:
    """Is ``url`` an http(s) URL on a loopback host?"""
    try:
        parts = urlsplit(url)
        _ = parts.port
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and is_loopback(parts.hostname or "")


#: AWS's invoke host of an API (``<api-id>.execute-api.<region>.amazonaws.com``): an API of this server.
_API_HOST = re.compile(r"^([a-z0-9]{10})\.execute-api\.[a-z0-9-]+\.amazonaws\.com$")
#: AWS's host of an AppSync endpoint (``<api-id>.appsync-api.<region>.amazonaws.com``, or the real-time one).
_APPSYNC_HOST = re.compile(
    r"^([a-z0-9]{1,64})\.(appsync-api|appsync-realtime-api)\.([a-z0-9-]+)\.amazonaws\.com$"
)


def is_api_invoke_host(host: str) -> bool:
    """Is ``host`` AWS's invoke host of an API or AppSync endpoint (which labcloud serves itself)?"""
    name = host.lower()
    return _API_HOST.match(name) is not None or _APPSYNC_HOST.match(name) is not None


def on_this_server(url: str, port: int) -> str:
    """``url`` as labcloud sends it: AWS's invoke URL of an API goes to this server's host for that API
    (``http://<api-id>.execute-api.localhost:<port>``), an AppSync endpoint's to
    ``http://<api-id>.appsync-api.<region>.localhost:<port>``, never to the network; an ``https`` URL of a
    ``.localhost`` host on this server's port is sent as ``http`` (labcloud's port speaks no TLS: a stack
    builds ``https://${Api.Dns.Http}/event``); any other URL as it is."""
    try:
        parts = urlsplit(url)
        given_port = parts.port
    except ValueError:
        return url
    host = (parts.hostname or "").lower()
    found = _API_HOST.match(host)
    if found is not None:
        netloc = f"{found.group(1)}.execute-api.localhost:{port}"
        return urlunsplit(("http", netloc, parts.path, parts.query, parts.fragment))
    appsync = _APPSYNC_HOST.match(host)
    if appsync is not None:
        netloc = f"{appsync.group(1)}.{appsync.group(2)}.{appsync.group(3)}.localhost:{port}"
        return urlunsplit(("http", netloc, parts.path, parts.query, parts.fragment))
    if parts.scheme == "https" and host.endswith(".localhost") and given_port == port:
        return urlunsplit(("http", parts.netloc, parts.path, parts.query, parts.fragment))
    return url


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    body: bytes


async def request(
    method: str,
    url: str,
    headers: dict[str, str],
    body: bytes,
    *,
    timeout: float,
    max_body: int,
) -> Answer:
    """Send one request to a loopback ``url``; its status and at most ``max_body`` bytes of its body.
    ``NotLoopback`` for any other URL; a header holding a line break is left out (it cannot be sent)."""
    if not is_loopback_url(url):
        raise NotLoopback(url)
    parts = urlsplit(url)
    host = parts.hostname or ""
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
    # a name under .localhost is loopback even where the resolver does not know it
    address = "127.0.0.1" if host.lower().endswith(".localhost") else host.strip("[]")

    async def exchange() -> Answer:
        reader, writer = await asyncio.open_connection(address, port, ssl=context)
        try:
            writer.write(head + body)
            await writer.drain()
            return await _answer(reader, method, max_body)
        finally:
            writer.close()

    return await asyncio.wait_for(exchange(), timeout)


async def _answer(reader: asyncio.StreamReader, method: str, max_body: int) -> Answer:
    fields = (await reader.readline()).decode("latin-1").split()
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
    if method == "HEAD" or max_body <= 0:
        return Answer(status, b"")
    if chunked:
        data = b""
        while len(data) <= max_body:
            size = int((await reader.readline()).split(b";")[0].strip() or b"0", 16)
            if size == 0:
                break
            data += await reader.readexactly(size)
            await reader.readline()
        return Answer(status, data[:max_body])
    if length is not None:
        return Answer(status, await reader.readexactly(min(length, max_body)))
    return Answer(status, await reader.read(max_body))
