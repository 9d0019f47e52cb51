"""What the publishing rules and listeners see of the recorder: where samples go (a Protocol, so the
rules need not import the recorder that imports them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from labcloud.context import RequestContext

Dims = tuple[tuple[str, str], ...]


class Samples(Protocol):
    #: Memory the rules keep between events (e.g. Lambda's running invocations).
    state: dict[str, Any]

    def record(
        self,
        ctx_or_account: RequestContext | tuple[str, str],
        namespace: str,
        name: str,
        dims: Dims,
        value: float,
        unit: str,
        at: float | None = None,
    ) -> None: ...

    def defer(self, work: Callable[..., None], *args: Any) -> None: ...
