"""Small routing primitives for the internal API: requests, responses and path templates."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

PREFIX = "/_labcloud"


@dataclass(slots=True)
class InternalRequest:
    """A request to labcloud's own API under ``/_labcloud``."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes
    params: dict[str, str] = field(default_factory=dict)
    #: The account the request acts for: a classroom learner's (from a signed request), else None
    #: (the server's default account).
    account_id: str | None = None

    def arg(self, name: str, default: str | None = None) -> str | None:
        values = self.query.get(name)
        return values[-1] if values else default

    def int_arg(self, name: str, default: int) -> int:
        value = self.arg(name)
        try:
            return int(value) if value is not None else default
        except ValueError:
            return default

    def json(self) -> Any:
        return json.loads(self.body) if self.body.strip() else {}


@dataclass(slots=True)
class InternalResponse:
    """The answer of a route under ``/_labcloud``."""

    status: int = 200
    body: bytes = b""
    content_type: str = "application/json"
    headers: list[tuple[str, str]] = field(default_factory=list)
    stream: AsyncIterator[bytes] | None = None


Handler = Callable[[InternalRequest], Awaitable[InternalResponse] | InternalResponse]


@dataclass(slots=True)
class InternalRoute:
    """``path`` is relative to ``/_labcloud`` and may hold ``{name}`` or ``{name:path}`` parts."""

    method: str
    path: str
    handler: Handler
    #: The path as a regular expression, compiled on the first match against it (a route with no
    #: ``{...}`` part needs none): every built service adds routes, and compiling them all when each
    #: service is built cost ~1 ms of each first call and of the start (issue 40).
    _pattern: re.Pattern[str] | None = field(init=False, default=None)

    def parameters(self, path: str) -> dict[str, str] | None:
        """The path's parameters when ``path`` is this route's, else None."""
        if "{" not in self.path:
            return {} if path == self.path else None
        if self._pattern is None:
            regex = ""
            for token in re.split(r"(\{[^}]+\})", self.path):
                if token.startswith("{"):
                    name, _, kind = token[1:-1].partition(":")
                    regex += f"(?P<{name}>.*)" if kind == "path" else f"(?P<{name}>[^/]+)"
                else:
                    regex += re.escape(token)
            self._pattern = re.compile("^" + regex + "$")
        found = self._pattern.match(path)
        return None if found is None else found.groupdict()


def json_response(document: Any, status: int = 200) -> InternalResponse:
    return InternalResponse(status, json.dumps(document, default=str).encode())


def error_response(status: int, code: str, message: str) -> InternalResponse:
    return json_response({"error": {"code": code, "message": message}}, status)


class InternalRouter:
    def __init__(self) -> None:
        self.routes: list[InternalRoute] = []

    def add(self, route: InternalRoute) -> None:
        self.routes.append(route)

    def match(self, method: str, path: str) -> tuple[InternalRoute | None, dict[str, str], bool]:
        """The route, its path parameters, and whether the path exists for another method."""
        other_method = False
        for route in self.routes:
            found = route.parameters(path)
            if found is None:
                continue
            if route.method != method and not (method == "HEAD" and route.method == "GET"):
                other_method = True
                continue
            return route, found, False
        return None, {}, other_method
