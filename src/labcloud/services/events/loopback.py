"""Where labcloud's EventBridge may send HTTP: http(s) URLs on a loopback address only (API destinations,
a connection's OAuth authorization endpoint), or AWS's invoke URL of an API Gateway API
(``https://<api-id>.execute-api.<region>.amazonaws.com/...``, as a stack builds it for its own API), which
is sent to that API on this server (``<api-id>.execute-api.localhost``), never to the network."""

from __future__ import annotations

import re
from urllib.parse import urlsplit, urlunsplit

from labcloud.loopback import is_loopback

REFUSED = "labcloud sends HTTP only to loopback addresses (127.0.0.0/8, ::1, localhost): {url} is not one."
_API_HOST = re.compile(r"^([a-z0-9]{10})\.execute-api\.[a-z0-9-]+\.amazonaws\.com$")


def allowed(url: str) -> bool:
    """Is ``url`` an http(s) URL on a loopback host (its path may hold ``*`` placeholders)?"""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        _ = parts.port
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and (is_loopback(host) or _API_HOST.match(host) is not None)


def on_this_server(url: str, port: int) -> str:
    """``url`` as labcloud sends it: an AWS invoke URL of an API goes to this server's host for that API."""
    parts = urlsplit(url)
    found = _API_HOST.match((parts.hostname or "").lower())
    if found is None:
        return url
    netloc = f"{found.group(1)}.execute-api.localhost:{port}"
    return urlunsplit(("http", netloc, parts.path, parts.query, parts.fragment))
