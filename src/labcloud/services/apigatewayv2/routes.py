"""Route keys (``METHOD /path``, ``ANY /{proxy+}``, ``$default``): their checks and route selection.

The most specific route wins: a route without a greedy ``{proxy+}`` over one with it, more literal
segments over fewer, a named method over ``ANY``; ``$default`` only when nothing else matches."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

METHODS = ("ANY", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS")
_SEGMENT = re.compile(r"^(\{[A-Za-z0-9._-]+\+?\}|[A-Za-z0-9._~:@!$&'()*,;=-]+)$")
DEFAULT = "$default"


def check(route_key: str) -> str | None:
    """Why ``route_key`` is not a valid HTTP API route key, or None."""
    if route_key == DEFAULT:
        return None
    method, _, path = route_key.partition(" ")
    if method not in METHODS:
        return f"Invalid route key: {route_key}: the method must be one of {', '.join(METHODS)}"
    if not path.startswith("/"):
        return f"Invalid route key: {route_key}: the path must start with /"
    segments = [s for s in path.split("/")[1:]]
    if path != "/" and any(not _SEGMENT.match(s) for s in segments):
        return f"Invalid route key: {route_key}"
    greedy = [i for i, s in enumerate(segments) if s.endswith("+}")]
    if greedy and greedy != [len(segments) - 1]:
        return f"Invalid route key: {route_key}: a greedy path variable must be the last segment"
    return None


@dataclass(frozen=True, slots=True)
class Match:
    route: dict[str, Any]
    path_parameters: dict[str, str]


def _fit(pattern: str, path: str) -> dict[str, str] | None:
    want = [] if pattern == "/" else pattern.split("/")[1:]
    got = [] if path == "/" else path.split("/")[1:]
    found: dict[str, str] = {}
    for index, segment in enumerate(want):
        if segment.endswith("+}"):
            rest = got[index:]
            if not rest or rest == [""]:
                return None
            found[segment[1:-2]] = "/".join(rest)
            return found
        if index >= len(got):
            return None
        if segment.startswith("{"):
            if not got[index]:
                return None
            found[segment[1:-1]] = got[index]
        elif segment != got[index]:
            return None
    return found if len(got) == len(want) else None


def select(routes: list[dict[str, Any]], method: str, path: str) -> Match | None:
    """The route a request for ``method`` ``path`` (decoded, without the stage) goes to."""
    best: tuple[tuple[int, int, int], Match] | None = None
    fallback: dict[str, Any] | None = None
    for route in routes:
        key = str(route["RouteKey"])
        if key == DEFAULT:
            fallback = route
            continue
        verb, _, pattern = key.partition(" ")
        if verb not in (method, "ANY"):
            continue
        found = _fit(pattern, path)
        if found is None:
            continue
        segments = [] if pattern == "/" else pattern.split("/")[1:]
        rank = (
            0 if pattern.endswith("+}") else 1,
            sum(1 for s in segments if not s.startswith("{")),
            1 if verb == method else 0,
        )
        if best is None or rank > best[0]:
            best = (rank, Match(route, found))
    if best is not None:
        return best[1]
    return Match(fallback, {}) if fallback is not None else None
