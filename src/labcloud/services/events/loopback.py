"""Where labcloud's EventBridge may send HTTP: http(s) URLs on a loopback address only (API destinations,
a connection's OAuth authorization endpoint)."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

REFUSED = "labcloud sends HTTP only to loopback addresses (127.0.0.0/8, ::1, localhost): {url} is not one."


def is_loopback(host: str) -> bool:
    name = host.strip("[]").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def allowed(url: str) -> bool:
    """Is ``url`` an http(s) URL on a loopback host (its path may hold ``*`` placeholders)?"""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        _ = parts.port
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and is_loopback(host)
