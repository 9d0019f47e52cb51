"""The ``EventApis`` front door (after AWS WAF's verdict when a web ACL protects the API): an Events API's
HTTP endpoint (``POST /event`` with ``{"channel", "events"}``, answered 200 with AppSync's ``successful``/``failed``, or an error document ``{"errors": [{"errorType",
"message"}]}`` with 400, 401, 403, 404, 405 or 413) and its real-time endpoint's WebSocket handshake
(subprotocols ``aws-appsync-event-ws`` and ``header-<base64url JSON of the auth headers>``; the connection must
be authorized by one of the API's connection auth modes, else 401), handed to ``event_socket``."""

from __future__ import annotations

import base64
import binascii
import json
import uuid
from typing import Any

from labcloud.protocol.websocket import (
    WebSocketAccept,
    handshake_problem,
    is_upgrade,
    offered_subprotocols,
)
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.appsync.callers import Unauthorized
from labcloud.services.appsync.event_auth import CONNECT, authorize, header_request
from labcloud.services.appsync.event_socket import MAX_MESSAGE_BYTES, RealtimeConnection
from labcloud.services.appsync.publishing import Refused, publish
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.wafv2.interfaces import WafRequest, WebAclFilter

SUBPROTOCOL = "aws-appsync-event-ws"
HEADER_PREFIX = "header-"
#: the header subprotocol's decoded JSON (a few auth headers)
MAX_HEADER_BYTES = 16 * 1024


def _answer(status: int, document: dict[str, Any], request_id: str = "") -> WireResponse:
    headers = [("x-amzn-requestid", request_id or str(uuid.uuid4())), ("access-control-allow-origin", "*")]
    return WireResponse(status, json.dumps(document).encode(), headers, "application/json;charset=UTF-8")


def _error(status: int, error_type: str, message: str) -> WireResponse:
    return _answer(status, {"errors": [{"errorType": error_type, "message": message}]})


class EventsDoor:
    def __init__(self, state: AppsyncState) -> None:
        self.state = state

    async def handle(
        self, request: WireRequest, api_id: str, endpoint: str, *, too_large: bool = False
    ) -> WireResponse:
        api = self.state.records.api(api_id)
        if api is None or not api.events:
            return _error(404, "NotFoundException", f"Api {api_id} not found.")
        blocked = self._filtered(api, request, "/event/realtime" if endpoint == "realtime" else "/event")
        if blocked is not None:
            return blocked
        if endpoint == "realtime":
            return self._handshake(api, request)
        return await self._publish(api, request, too_large)

    def _filtered(self, api: Api, request: WireRequest, path: str) -> WireResponse | None:
        """AWS WAF's verdict when a web ACL protects the API, before authorization and handlers: None to go
        on, else the web ACL's CustomResponse or a 403 WAFForbiddenException."""
        waf = self.state.services.interface(WebAclFilter)
        if waf is None:
            return None
        seen = WafRequest(
            request.method.upper(),
            path,
            request.query_string,
            request.headers,
            request.body,
            request.client_host,
        )
        block = waf.inspect(api.arn, seen)
        if block is None:
            return None
        if block.custom:
            headers = [("x-amzn-requestid", str(uuid.uuid4())), *block.headers]
            return WireResponse(block.status, block.body, headers, block.content_type)
        return _error(403, "WAFForbiddenException", "403 Forbidden")

    async def _publish(self, api: Api, request: WireRequest, too_large: bool) -> WireResponse:
        if request.method == "OPTIONS":
            headers = [
                ("access-control-allow-origin", "*"),
                ("access-control-allow-methods", "POST, OPTIONS"),
                ("access-control-allow-headers", "*"),
            ]
            return WireResponse(200, b"", headers, "text/plain")
        if request.method != "POST":
            return _error(405, "MalformedHttpRequestException", "Only POST is supported.")
        if too_large:
            return _error(413, "RequestEntityTooLargeException", "The request body is too large.")
        try:
            body = json.loads(request.body or b"{}")
        except ValueError:
            return _error(400, "MalformedHttpRequestException", "Unable to parse the JSON document.")
        if not isinstance(body, dict):
            return _error(400, "MalformedHttpRequestException", "The request body must be a JSON object.")
        try:
            published = await publish(self.state, api, body.get("channel"), body.get("events"), request)
        except Refused as refused:
            return _error(refused.status, refused.error_type, refused.message)
        return _answer(200, published.document(), published.request_id)

    def _handshake(self, api: Api, request: WireRequest) -> WireResponse:
        if not is_upgrade(request.headers):
            return _error(
                400, "BadRequestException", "The real-time endpoint accepts WebSocket connections only."
            )
        problem = handshake_problem(request.method, request.headers)
        if problem is not None:
            return _error(400, "BadRequestException", problem)
        offered = offered_subprotocols(request.headers)
        if SUBPROTOCOL not in offered:
            return _error(400, "BadRequestException", f"The {SUBPROTOCOL} subprotocol is required.")
        fields = _header_fields(offered)
        if fields is None:
            return _error(400, "BadRequestException", "The header subprotocol is not base64url-encoded JSON.")
        signed = header_request(fields, b"{}")
        try:
            caller = authorize(self.state, api, signed, CONNECT, None)
        except Unauthorized as refused:
            return _error(refused.status, refused.error_type, refused.message)
        connection = RealtimeConnection(self.state, api.api_id, caller.mode)
        accept = WebSocketAccept(
            connection,
            subprotocol=SUBPROTOCOL,
            max_message_bytes=MAX_MESSAGE_BYTES,
            max_frame_bytes=MAX_MESSAGE_BYTES,
            idle_timeout=self.state.settings.websocket_idle_timeout,
        )
        return WireResponse(101, upgrade=accept)


def _header_fields(offered: list[str]) -> dict[str, Any] | None:
    """The auth headers of the ``header-`` subprotocol ({} when none is offered), None when malformed."""
    for protocol in offered:
        if not protocol.startswith(HEADER_PREFIX):
            continue
        text = protocol[len(HEADER_PREFIX) :]
        if len(text) > MAX_HEADER_BYTES * 2:
            return None
        try:
            raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
            fields = json.loads(raw)
        except (binascii.Error, ValueError):
            return None
        return fields if isinstance(fields, dict) else None
    return {}
