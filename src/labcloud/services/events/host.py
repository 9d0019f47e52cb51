"""What EventBridge needs from the running system beyond the shape's ``Host``: calling other services
through the pipeline (targets, dead-letter queues) and knowing which ones run here."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from labcloud.context import Principal
from labcloud.services.shape import Host


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


def caller_of(host: Host) -> Caller:
    if not isinstance(host, Caller):
        raise TypeError("EventBridge needs a host that can call other services")
    return host
