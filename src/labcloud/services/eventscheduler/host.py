"""What Scheduler needs from the running system beyond the shape's ``Host``: calling other services
through the pipeline (targets, dead-letter queues) and the interfaces others offer (STS's role
sessions, to act as a schedule's execution role)."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar, runtime_checkable

from labcloud.context import Principal
from labcloud.services.shape import Host

T = TypeVar("T")


@runtime_checkable
class Caller(Protocol):
    async def call(
        self,
        service: str,
        operation: str,
        params: dict[str, Any],
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        extra: dict[str, Any] | None = None,
    ) -> dict[str, Any]: ...

    def serves(self, service: str) -> bool: ...

    def interface(self, kind: type[T]) -> T | None: ...


def caller_of(host: Host) -> Caller:
    if not isinstance(host, Caller):
        raise TypeError("Scheduler needs a host that can call other services")
    return host
