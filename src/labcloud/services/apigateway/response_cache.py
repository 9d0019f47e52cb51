"""Stage caches: the answers of caching-enabled methods kept for their TTL, as API Gateway's stage
cache does.

A stage with ``cacheClusterEnabled`` caches a method's answers when its method settings say
``caching/enabled`` (``*/*`` applies to GET methods only, as on AWS; a method's own setting applies to
it whatever its verb) with a ``caching/ttlInSeconds`` above 0. The key is the integration's
``cacheNamespace`` (its resource by default), the verb, and the values of its ``cacheKeyParameters``
(``method.request.querystring|header|path.<name>``): parameters left out of the key do not tell two
requests apart, as on AWS. Only 2xx answers of at most 1 MB are kept; each stage holds at most
``MAX_STAGE_BYTES`` (the least recently used go first). Entries live in this server's memory (so
``caching/dataEncrypted`` has nothing at rest to encrypt) and are gone after a restart, a flush
(``FlushStageCache``), a change of the stage's cache or a new deployment of the stage.

A client's ``Cache-Control: max-age=0`` fetches a fresh answer (and caches it) when the method does
not ``requireAuthorizationForCacheControl`` or the request is signed (SigV4) by a caller IAM allows
``execute-api:InvalidateCache`` on the method ARN; otherwise ``unauthorizedCacheControlHeaderStrategy``
decides: ``FAIL_WITH_403``, ``SUCCEED_WITH_RESPONSE_HEADER`` (served as usual, with a ``Warning``
header) or ``SUCCEED_WITHOUT_RESPONSE_HEADER``.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from labcloud import clock

MAX_ENTRY_BYTES = 1024 * 1024
MAX_STAGE_BYTES = 64 * 1024 * 1024
INVALIDATE_ACTION = "execute-api:InvalidateCache"
WARNING = '199 apigateway "Cache-Control was ignored: the caller may not invalidate the cache"'


@dataclass(slots=True)
class Entry:
    expires: float
    status: int
    headers: list[tuple[str, str]]
    body: bytes
    content_type: str


@dataclass(slots=True)
class _Stage:
    entries: OrderedDict[tuple[str, ...], Entry] = field(default_factory=OrderedDict)
    size: int = 0


@dataclass(slots=True)
class Caches:
    """Every stage's cache: (api id, stage name) → its entries (memory only)."""

    stages: dict[tuple[str, str], _Stage] = field(default_factory=dict)

    def get(self, api_id: str, stage: str, key: tuple[str, ...]) -> Entry | None:
        found = self.stages.get((api_id, stage))
        entry = found.entries.get(key) if found is not None else None
        if found is None or entry is None:
            return None
        if entry.expires <= clock.now():
            self._drop(found, key)
            return None
        found.entries.move_to_end(key)
        return entry

    def put(self, api_id: str, stage: str, key: tuple[str, ...], entry: Entry) -> None:
        if len(entry.body) > MAX_ENTRY_BYTES:
            return
        found = self.stages.setdefault((api_id, stage), _Stage())
        self._drop(found, key)
        found.entries[key] = entry
        found.size += len(entry.body)
        while found.size > MAX_STAGE_BYTES and found.entries:
            self._drop(found, next(iter(found.entries)))

    def drop(self, api_id: str, stage: str, key: tuple[str, ...]) -> None:
        found = self.stages.get((api_id, stage))
        if found is not None:
            self._drop(found, key)

    def flush(self, api_id: str, stage: str | None = None) -> None:
        """Forgets a stage's entries (every stage of the API when ``stage`` is None)."""
        for where in [k for k in self.stages if k[0] == api_id and (stage is None or k[1] == stage)]:
            del self.stages[where]

    def flush_all(self) -> None:
        self.stages.clear()

    def count(self, api_id: str, stage: str) -> int:
        found = self.stages.get((api_id, stage))
        return len(found.entries) if found is not None else 0

    @staticmethod
    def _drop(found: _Stage, key: tuple[str, ...]) -> None:
        old = found.entries.pop(key, None)
        if old is not None:
            found.size -= len(old.body)


def cached_settings(stage: dict[str, Any], resource_path: str, http_method: str) -> dict[str, Any] | None:
    """The method settings that turn caching on for this method of ``stage``, or None."""
    if not stage.get("cacheClusterEnabled"):
        return None
    settings = stage.get("methodSettings") or {}
    own = f"{resource_path.strip('/')}/{http_method}".strip("/")
    found = next((v for k, v in settings.items() if k.strip("/") == own), None)
    if found is None and http_method == "GET":
        found = settings.get("*/*")
    if not found or not found.get("cachingEnabled") or int(found.get("cacheTtlInSeconds", 300)) <= 0:
        return None
    return dict(found)


def wants_fresh(headers: Any) -> bool:
    """Whether the client's ``Cache-Control`` asks for a fresh answer (``max-age=0``)."""
    value = str(headers.get("cache-control") or "").lower().replace(" ", "")
    return "max-age=0" in value.split(",")
