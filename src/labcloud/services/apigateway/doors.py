"""The interfaces API Gateway offers on the hub (``interfaces.py``), as small stand-ins the service's build
can afford: the data plane (``dataplane.Gateway``: routing, authorizers, VTL mapping, integrations,
caching) and the API-key gate of usage plans (``usage.KeyGate``) are imported and built on their first use."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigateway.interfaces import KeyVerdict
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.dataplane import Gateway
    from labcloud.services.apigateway.usage import KeyGate


class ExecuteDoor:
    """``interfaces.ExecuteApi``: invoke-URL requests through one ``dataplane.Gateway``."""

    def __init__(self, state: ApigwState) -> None:
        self.state = state
        self._gateway: Gateway | None = None

    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        if self._gateway is None:
            from labcloud.services.apigateway.dataplane import Gateway

            self._gateway = Gateway(self.state)
        return await self._gateway.handle(request, api_id, path, too_large=too_large)


class KeyDoor:
    """``interfaces.ApiKeys``: WebSocket APIs' key checks through one ``usage.KeyGate``."""

    def __init__(self, state: ApigwState) -> None:
        self.state = state
        self._gate: KeyGate | None = None

    def admit(self, account_id: str, region: str, api_id: str, stage: str, value: str | None) -> KeyVerdict:
        if self._gate is None:
            from labcloud.services.apigateway.usage import KeyGate

            self._gate = KeyGate(self.state)
        return self._gate.admit(account_id, region, api_id, stage, value)
