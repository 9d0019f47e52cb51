"""Where labcloud's EventBridge may send HTTP: http(s) URLs on a loopback address only (API destinations,
a connection's OAuth authorization endpoint), or AWS's invoke URL of an API Gateway API
(``https://<api-id>.execute-api.<region>.amazonaws.com/...``, as a stack builds it for its own API), which
is sent to that API on this server (``<api-id>.execute-api.localhost``), never to the network."""

from __future__ import annotations

from urllib.parse import urlsplit

from labcloud.loopback import is_api_invoke_host, is_loopback, on_this_server

__all__ = ["REFUSED", "allowed", "on_this_server"]

REFUSED = "labcloud sends HTTP only to loopback addresses (127.0.0.0/8, ::1, localhost): {url} is not one."


def allowed(url: str) -> bool:
    """Is ``url`` an http(s) URL on a loopback host (its path may hold ``*`` placeholders)?"""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        _ = parts.port
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and (is_loopback(host) or is_api_invoke_host(host))
