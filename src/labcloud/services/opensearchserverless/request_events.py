"""The ``aoss.request`` event every answered data-plane request publishes (CloudWatch's AWS/AOSS request
metrics are made from it): the collection, what kind of request it was (``request``: a search, a bulk ingestion or
another), its status and time, and for ``_bulk`` each index's documents written, failed and their bytes."""

from __future__ import annotations

from typing import Any

from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import AossState

#: The paths' last segments that make a request a search or a bulk ingestion, as AWS/AOSS counts them.
_SEARCH = frozenset({"_search", "_msearch"})
_INGEST = frozenset({"_bulk"})


def kind(path: str) -> str:
    """``search``, ``ingest`` or ``other``, from the request's path (known before it is authorized)."""
    parts = [p for p in path.split("?", 1)[0].strip("/").split("/") if p]
    last = parts[-1] if parts else ""
    if last in _SEARCH:
        return "search"
    if last in _INGEST:
        return "ingest"
    return "other"


def ingested(items: list[dict[str, Any]], sizes: list[int]) -> dict[str, list[int]]:
    """Per index of a ``_bulk`` answer's items: [documents written, documents failed, bytes written]."""
    out: dict[str, list[int]] = {}
    for item, size in zip(items, sizes, strict=False):
        result = next(iter(item.values()))
        counts = out.setdefault(str(result.get("_index", "")), [0, 0, 0])
        if int(result.get("status", 500)) < 400:
            counts[0] += 1
            counts[2] += size
        else:
            counts[1] += 1
    return out


def published(
    state: AossState,
    account: str,
    region: str,
    collection: Doc,
    request_kind: str,
    status: int,
    seconds: float,
    indexes: dict[str, list[int]] | None = None,
) -> None:
    rows = []
    for name, (written, failed, size) in (indexes or {}).items():
        found = state.documents.index(collection["id"], name)
        rows.append([name, "" if found is None else found.uuid, written, failed, size])
    publish(
        state,
        "aoss.request",
        account,
        region,
        collection["arn"],
        collection=collection["name"],
        collection_id=collection["id"],
        request=request_kind,
        status=status,
        ms=round(seconds * 1000, 3),
        indexes=rows,
    )
