"""The JSON Web Key Sets of JWT authorizers' issuers: ``<issuer>/.well-known/openid-configuration`` read
for its ``jwks_uri``, that document's ``keys`` kept for two hours as AWS does. Both URLs must be loopback
(labcloud's outbound HTTP reaches this machine only). A token naming a key the cached set lacks refetches
the set (key rotation), at most once a minute for each key id it lacks."""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from labcloud.loopback import is_loopback_url

KEEP_SECONDS = 2 * 3600.0
REFETCH_SECONDS = 60.0
FETCH_TIMEOUT = 5.0
MAX_DOCUMENT_BYTES = 1024 * 1024
MAX_MISSED = 10_000


class Unavailable(Exception):
    """The issuer's key set could not be read (not loopback, unreachable, or not a key set)."""


@dataclass(slots=True)
class _Entry:
    keys: list[dict[str, Any]]
    fetched: float


def _get_json(url: str) -> Any:
    """One GET of a JSON document from a loopback URL (blocking: run in a thread)."""
    import http.client  # here, not at the top: the service's build holds the key sets but seldom fetches one

    if not is_loopback_url(url):
        raise Unavailable(f"{url} is not a loopback URL")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise Unavailable(f"{url} is not an http(s) URL")
    kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    connection = kind(parts.hostname or "127.0.0.1", parts.port, timeout=FETCH_TIMEOUT)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    try:
        connection.request("GET", target, headers={"Accept": "application/json"})
        response = connection.getresponse()
        body = response.read(MAX_DOCUMENT_BYTES + 1)
        if response.status != 200 or len(body) > MAX_DOCUMENT_BYTES:
            raise Unavailable(f"GET {url} answered {response.status}")
        return json.loads(body)
    except (OSError, ValueError, http.client.HTTPException) as exc:
        raise Unavailable(f"GET {url} failed: {exc}") from exc
    finally:
        connection.close()


def fetch_keys(issuer: str) -> list[dict[str, Any]]:
    """The issuer's keys, read now through its discovery document (blocking)."""
    discovery = _get_json(issuer.rstrip("/") + "/.well-known/openid-configuration")
    uri = discovery.get("jwks_uri") if isinstance(discovery, dict) else None
    if not isinstance(uri, str):
        raise Unavailable(f"{issuer}'s openid-configuration has no jwks_uri")
    document = _get_json(uri)
    keys = document.get("keys") if isinstance(document, dict) else None
    if not isinstance(keys, list):
        raise Unavailable(f"{uri} is not a JSON Web Key Set")
    return [k for k in keys if isinstance(k, dict)]


@dataclass(slots=True)
class KeySets:
    """Each issuer's keys, cached."""

    entries: dict[str, _Entry] = field(default_factory=dict)
    #: When a token's key id missing from a cached set last made it be fetched again, by (issuer, kid).
    missed: dict[tuple[str, str], float] = field(default_factory=dict)

    async def keys(self, issuer: str, *, missing_kid: str | None = None) -> list[dict[str, Any]]:
        now = time.monotonic()
        entry = self.entries.get(issuer)
        stale = entry is None or now - entry.fetched >= KEEP_SECONDS
        if entry is not None and not stale:
            if missing_kid is None:
                return entry.keys
            last = self.missed.get((issuer, missing_kid))
            if last is not None and now - last < REFETCH_SECONDS:
                return entry.keys
            if len(self.missed) >= MAX_MISSED:
                self.missed.clear()
            self.missed[(issuer, missing_kid)] = now
        keys = await asyncio.to_thread(fetch_keys, issuer)
        self.entries[issuer] = _Entry(keys, time.monotonic())
        return keys
