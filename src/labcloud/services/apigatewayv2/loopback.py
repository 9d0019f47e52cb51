"""Whether a URL names this machine: labcloud's outbound HTTP (HTTP_PROXY integrations, JWT issuers' key
sets) reaches loopback addresses only."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit


def is_loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
