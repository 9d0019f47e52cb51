"""What Lambda takes from the running system: the :class:`~labcloud.services.shape.Host` plus the
few hub services its invocations need (a request context for background work, the fault hooks,
whether another service runs). The hub satisfies it; Lambda's modules never see the hub itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from labcloud.context import RequestContext
from labcloud.services.shape import Host

if TYPE_CHECKING:
    from labcloud.context import Principal
    from labcloud.faults.engine import DeliveryHook
    from labcloud.runtime.faults import SandboxFault
    from labcloud.runtime.spec import FunctionSpec


class Faults(Protocol):
    """Per-invocation faults (prove runs, FIS experiments) and mapping delivery hooks."""

    def sandbox_fault(self, spec: FunctionSpec, request_id: str) -> SandboxFault | None: ...

    def delivery_hook(self, mapping_uuid: str) -> DeliveryHook | None: ...


class LambdaHost(Host, Protocol):
    @property
    def faults(self) -> Faults: ...

    def serves(self, service: str) -> bool: ...

    def context(
        self,
        service: str,
        operation: str,
        *,
        account_id: str | None = None,
        region: str | None = None,
        principal: Principal | None = None,
        lambda_request_id: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> RequestContext: ...
