"""PostToConnection, GetConnection and DeleteConnection on the open WebSocket connections.

A connection that is not open (never was, closed, or dropped by a restart) is ``GoneException``
(410); one of another account is ``ForbiddenException``; one addressed through another API's or
stage's URL is gone for that URL, as on AWS. Data past 128 KB is ``PayloadTooLargeException``."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigatewaymanagementapi.state import ManagementState
from labcloud.services.apigatewayv2.interfaces import ConnectionFacts, WebSocketConnections

if TYPE_CHECKING:
    from labcloud.services.apigatewaymanagementapi.api import (
        DeleteConnectionRequest,
        DeleteConnectionResponse,
        GetConnectionRequest,
        GetConnectionResponse,
        PostToConnectionRequest,
        PostToConnectionResponse,
    )

MAX_DATA_BYTES = 128 * 1024


def _gone() -> AwsError:
    return AwsError("GoneException", "The connection is no longer available.", status=410)


def _sockets(state: ManagementState) -> WebSocketConnections:
    sockets = state.interfaces.interface(WebSocketConnections)
    if sockets is None:  # pragma: no cover - API Gateway v2 always runs beside this service
        raise _gone()
    return sockets


def _open(state: ManagementState, ctx: RequestContext, connection_id: str) -> ConnectionFacts:
    facts = _sockets(state).connection(connection_id)
    if facts is None:
        raise _gone()
    if facts.account_id != ctx.account_id:
        raise AwsError("ForbiddenException", "Forbidden", status=403)
    api_id, stage = ctx.extra.get("execute_api_id"), ctx.extra.get("execute_api_stage")
    if (api_id and api_id != facts.api_id) or (stage and stage != facts.stage):
        raise _gone()
    return facts


def post_to_connection(
    state: ManagementState, request: PostToConnectionRequest, ctx: RequestContext
) -> PostToConnectionResponse:
    data = bytes(request["Data"])
    if len(data) > MAX_DATA_BYTES:
        raise AwsError("PayloadTooLargeException", f"Data must be at most {MAX_DATA_BYTES} bytes", status=413)
    facts = _open(state, ctx, request["ConnectionId"])
    if not _sockets(state).post(facts.connection_id, data):
        raise _gone()
    return {}


def get_connection(
    state: ManagementState, request: GetConnectionRequest, ctx: RequestContext
) -> GetConnectionResponse:
    facts = _open(state, ctx, request["ConnectionId"])
    return cast(
        "GetConnectionResponse",
        {
            "ConnectedAt": facts.connected_at,
            "LastActiveAt": facts.last_active_at,
            "Identity": {"SourceIp": facts.source_ip, "UserAgent": facts.user_agent},
        },
    )


def delete_connection(
    state: ManagementState, request: DeleteConnectionRequest, ctx: RequestContext
) -> DeleteConnectionResponse:
    facts = _open(state, ctx, request["ConnectionId"])
    if not _sockets(state).disconnect(facts.connection_id):
        raise _gone()
    return {}
