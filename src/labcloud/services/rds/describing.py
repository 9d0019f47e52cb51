"""How RDS's Describe* operations list records: the one the request names (found or a not-found fault) or
every record of the kind in the account and Region, narrowed by the request's ``Filters`` (each filter name
labcloud knows maps to the values a record matches on; any other name is refused by ``requests.filters``),
then paged with ``Marker``/``MaxRecords`` and shown as the operation answers."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.rds import requests
from labcloud.services.rds.state import RdsState

Doc = dict[str, Any]
#: A filter name → the values of a record it matches (a record matches when one of them is filtered on).
Matchers = Mapping[str, Callable[[Doc], Iterable[Any]]]


def described(
    state: RdsState,
    ctx: RequestContext,
    req: Mapping[str, Any],
    *,
    kind: str,
    member: str,
    find: Callable[[str], Doc],
    matchers: Matchers,
    listed: str,
    show: Callable[[Doc], Doc],
) -> dict[str, Any]:
    """The answer of a Describe* listing ``kind``: ``member`` names one record, ``listed`` holds the page."""
    found = requests.filters(req, matchers)
    if req.get(member):
        docs = [find(str(req[member]))]
    else:
        docs = state.records.listed(kind, ctx.account_id, ctx.region)
    for name, wanted in found.items():
        docs = [d for d in docs if wanted & {str(v) for v in matchers[name](d) if v is not None}]
    chunk, marker = requests.page(docs, req)
    out: dict[str, Any] = {listed: [show(d) for d in chunk]}
    if marker:
        out["Marker"] = marker
    return out
