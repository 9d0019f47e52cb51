"""What the data plane keeps between requests for authorizers: issuers' key sets (``jwks.py``) and Lambda
authorizers' results, each kept for its authorizer's ``AuthorizerResultTtlInSeconds`` under the values of
its identity sources (AWS's cache key). Memory only: a restart empties them, as a new AWS node would."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from labcloud.services.apigatewayv2.jwks import KeySets

MAX_RESULTS = 10_000


@dataclass(slots=True)
class Results:
    """Lambda authorizer results by (API, authorizer, identity values)."""

    entries: dict[tuple[str, ...], tuple[float, Any]] = field(default_factory=dict)

    def get(self, key: tuple[str, ...]) -> Any | None:
        found = self.entries.get(key)
        if found is None:
            return None
        if found[0] <= time.monotonic():
            del self.entries[key]
            return None
        return found[1]

    def put(self, key: tuple[str, ...], ttl: int, value: Any) -> None:
        if len(self.entries) >= MAX_RESULTS:
            now = time.monotonic()
            for stale in [k for k, (expires, _) in self.entries.items() if expires <= now]:
                del self.entries[stale]
            if len(self.entries) >= MAX_RESULTS:
                self.entries.pop(next(iter(self.entries)))
        self.entries[key] = (time.monotonic() + ttl, value)


@dataclass(slots=True)
class AuthorizerCaches:
    keys: KeySets = field(default_factory=KeySets)
    results: Results = field(default_factory=Results)
    #: (log group ARN, stream) pairs known to exist (``access_log.py``).
    log_streams: set[tuple[str, str]] = field(default_factory=set)
