"""What the aggregation modules share without importing one another: a compiled :class:`Aggregation` (its
name, type, runner over a set of hits and ``meta``) and :class:`Compiling`, what a bucket aggregation asks
of the compiler (the fields, a ``filter``'s query matcher, its sub-aggregations compiled)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from labcloud.services.opensearchserverless.agg_fields import Fields, Hit


class Aggregation:
    """One named aggregation: its type's runner over a set of hits (sub-aggregations run inside it)."""

    def __init__(self, name: str, kind: str, run: Callable[[list[Hit]], dict[str, Any]], meta: Any) -> None:
        self.name, self.kind, self.run, self.meta = name, kind, run, meta

    def answer(self, hits: list[Hit]) -> dict[str, Any]:
        out = self.run(hits)
        if self.meta is not None:
            out["meta"] = self.meta
        return out


class Compiling(Protocol):
    fields: Fields

    def matcher(self, query: Any) -> Callable[[Hit], bool]: ...
