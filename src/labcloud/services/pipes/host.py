"""What Pipes needs from the running system beyond the shape's ``Host``: calling other services
through the pipeline (sources, enrichments, targets) and the interfaces others offer (IAM's roles, to
read a pipe role's trust policy; STS's role sessions, to act as it)."""

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

    def interface(self, kind: type[T]) -> T | None: ...


def caller_of(host: Host) -> Caller:
    if not isinstance(host, Caller):
        raise TypeError("Pipes needs a host that can call other services")
    return host
