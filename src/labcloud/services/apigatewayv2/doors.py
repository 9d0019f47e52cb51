"""The front doors API Gateway v2 offers (``interfaces.py``), as small stand-ins the service's build can
afford: which API an id names is answered from the repo here, and the data planes (``dataplane.py``,
``websocket_gateway.py``: JWT, authorizers, parameter mapping, service integrations, the WebSocket
machinery) are imported and built on the first request that needs one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigatewayv2.interfaces import ConnectionFacts
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.dataplane import HttpGateway
    from labcloud.services.apigatewayv2.websocket_gateway import WebSocketGateway

#: ``ProtocolType`` of a WebSocket API (``websocket_control.WEBSOCKET``, not imported: it pulls the control plane).
_WEBSOCKET = "WEBSOCKET"


class HttpDoor:
    """``interfaces.HttpApis``: ``owns`` from the repo, requests through ``dataplane.HttpGateway``."""

    def __init__(self, state: HttpApiState) -> None:
        self.state = state
        self._gateway: HttpGateway | None = None

    def owns(self, api_id: str) -> bool:
        api = self.state.apis.api(api_id)
        return api is not None and api.doc.get("ProtocolType") != _WEBSOCKET

    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        if self._gateway is None:
            from labcloud.services.apigatewayv2.dataplane import HttpGateway

            self._gateway = HttpGateway(self.state)
        return await self._gateway.handle(request, api_id, path, too_large=too_large)


class WebSocketDoor:
    """``interfaces.WebSocketApis`` and ``interfaces.WebSocketConnections``: ids and stages from the repo,
    handshakes and connections through one ``websocket_gateway.WebSocketGateway`` (it holds the live
    connections; until it exists there are none)."""

    def __init__(self, state: HttpApiState) -> None:
        self.state = state
        self._gateway: WebSocketGateway | None = None

    def gateway(self) -> WebSocketGateway:
        if self._gateway is None:
            from labcloud.services.apigatewayv2.websocket_gateway import WebSocketGateway

            self._gateway = WebSocketGateway(self.state)
        return self._gateway

    def owns(self, api_id: str) -> bool:
        api = self.state.apis.api(api_id)
        return api is not None and api.doc.get("ProtocolType") == _WEBSOCKET

    def has_stage(self, account_id: str, region: str, api_id: str, stage: str) -> bool:
        api = self.state.apis.api(api_id)
        if (
            api is None
            or api.doc.get("ProtocolType") != _WEBSOCKET
            or (api.account_id, api.region)
            != (
                account_id,
                region,
            )
        ):
            return False
        return self.state.apis.part(api.id, "stage", stage) is not None

    async def handle(self, request: WireRequest, api_id: str, path: str) -> WireResponse:
        return await self.gateway().handle(request, api_id, path)

    def connection(self, connection_id: str) -> ConnectionFacts | None:
        return None if self._gateway is None else self._gateway.connection(connection_id)

    def post(self, connection_id: str, data: bytes) -> bool:
        return False if self._gateway is None else self._gateway.post(connection_id, data)

    def disconnect(self, connection_id: str) -> bool:
        return False if self._gateway is None else self._gateway.disconnect(connection_id)
