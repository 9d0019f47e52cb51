"""The edge cache: answers kept per distribution under their cache key until their TTL ends on labcloud's
clock. In memory and bounded (oldest entry out first); invalidations and updates clear it."""

from __future__ import annotations

import fnmatch
from collections import OrderedDict
from dataclasses import dataclass, field

#: At most this many answers, and none larger than this many bytes, are kept.
MAX_ENTRIES = 2000
MAX_BODY = 8 * 1024 * 1024


@dataclass(slots=True)
class Cached:
    status: int
    headers: list[tuple[str, str]]
    body: bytes
    stored: float
    expires: float


@dataclass(slots=True)
class EdgeCache:
    entries: OrderedDict[tuple[str, str, str], Cached] = field(default_factory=OrderedDict)

    def get(self, distribution: str, path: str, key: str, now: float) -> Cached | None:
        found = self.entries.get((distribution, path, key))
        if found is None:
            return None
        if found.expires <= now:
            del self.entries[(distribution, path, key)]
            return None
        return found

    def put(self, distribution: str, path: str, key: str, entry: Cached) -> None:
        if len(entry.body) > MAX_BODY:
            return
        self.entries[(distribution, path, key)] = entry
        while len(self.entries) > MAX_ENTRIES:
            self.entries.popitem(last=False)

    def invalidate(self, distribution: str, patterns: list[str]) -> int:
        """Drop the distribution's answers whose path matches one of ``patterns`` (``*`` only at the end,
        as CloudFront allows); how many went."""
        gone = [
            k
            for k in self.entries
            if k[0] == distribution and any(_matches(pattern, k[1]) for pattern in patterns)
        ]
        for k in gone:
            del self.entries[k]
        return len(gone)

    def clear(self, distribution: str) -> None:
        for k in [k for k in self.entries if k[0] == distribution]:
            del self.entries[k]


def _matches(pattern: str, path: str) -> bool:
    pattern = pattern if pattern.startswith("/") else "/" + pattern
    if pattern.endswith("*"):
        return path.startswith(pattern[:-1])
    return fnmatch.fnmatchcase(path, pattern) if "?" in pattern else path == pattern
