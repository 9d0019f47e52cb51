"""The Lambda proxy event of a WebSocket API (AWS's shape): ``requestContext`` with ``routeKey``,
``eventType`` (CONNECT, MESSAGE, DISCONNECT), ``connectionId``, ``domainName``, ``stage``, ``apiId``,
``connectedAt`` and ``requestTimeEpoch`` (epoch milliseconds), ``identity.sourceIp``; the handshake's
headers and query string on CONNECT; the message as ``body`` on MESSAGE (binary frames base64); what
the ``$connect`` authorizer said in ``requestContext.authorizer`` (and an IAM signer in ``identity``)."""

from __future__ import annotations

import base64
import time
from dataclasses import dataclass, field
from typing import Any

from labcloud import clock
from labcloud.protocol.wire import WireRequest


@dataclass(slots=True)
class Connected:
    """What a connection's events share, fixed at its handshake."""

    connection_id: str
    api_id: str
    account_id: str
    region: str
    stage: str
    domain_name: str
    connected_at: float
    source_ip: str
    user_agent: str
    fields: list[tuple[str, str]] = field(default_factory=list)  # the handshake's headers as sent
    query: list[tuple[str, str]] = field(default_factory=list)
    #: ``requestContext.authorizer`` of every event once a ``$connect`` Lambda authorizer allowed it.
    authorizer: dict[str, Any] | None = None
    #: ``requestContext.identity`` members an AWS_IAM signer of the handshake established.
    caller: dict[str, Any] = field(default_factory=dict)

    @staticmethod
    def of(
        request: WireRequest,
        connection_id: str,
        api_id: str,
        account_id: str,
        region: str,
        stage: str,
        port: int,
    ) -> Connected:
        return Connected(
            connection_id,
            api_id,
            account_id,
            region,
            stage,
            f"{api_id}.execute-api.localhost:{port}",
            clock.now(),
            request.client_host,
            request.headers.get("user-agent", ""),
            request.fields(),
            list(request.query),
        )


def clf_time(epoch: float) -> str:
    return time.strftime("%d/%b/%Y:%H:%M:%S +0000", time.gmtime(epoch))


def _context(conn: Connected, route_key: str, kind: str, request_id: str, now: float) -> dict[str, Any]:
    return {
        "routeKey": route_key,
        "eventType": kind,
        "extendedRequestId": request_id,
        "requestTime": clf_time(now),
        "messageDirection": "IN",
        "stage": conn.stage,
        "connectedAt": int(conn.connected_at * 1000),
        "requestTimeEpoch": int(now * 1000),
        "identity": {"sourceIp": conn.source_ip, "userAgent": conn.user_agent, **conn.caller},
        "requestId": request_id,
        "domainName": conn.domain_name,
        "connectionId": conn.connection_id,
        "apiId": conn.api_id,
        **({"authorizer": conn.authorizer} if conn.authorizer is not None else {}),
    }


def _headers(conn: Connected) -> dict[str, Any]:
    """``headers`` (names as sent, the last value) and ``multiValueHeaders`` (every value)."""
    single: dict[str, str] = {}
    multi: dict[str, list[str]] = {}
    for name, value in conn.fields:
        single[name] = value
        multi.setdefault(name, []).append(value)
    return {"headers": single, "multiValueHeaders": multi}


def connect_event(conn: Connected, request_id: str) -> dict[str, Any]:
    multi: dict[str, list[str]] = {}
    for key, value in conn.query:
        multi.setdefault(key, []).append(value)
    return {
        **_headers(conn),
        "queryStringParameters": {k: v[-1] for k, v in multi.items()} or None,
        "multiValueQueryStringParameters": multi or None,
        "requestContext": _context(conn, "$connect", "CONNECT", request_id, clock.now()),
        "isBase64Encoded": False,
    }


def message_event(conn: Connected, route_key: str, data: str | bytes, request_id: str) -> dict[str, Any]:
    context = _context(conn, route_key, "MESSAGE", request_id, clock.now())
    context["messageId"] = request_id
    binary = isinstance(data, bytes)
    return {
        "requestContext": context,
        "body": base64.b64encode(data).decode("ascii") if isinstance(data, bytes) else data,
        "isBase64Encoded": binary,
    }


def disconnect_event(conn: Connected, request_id: str, code: int, reason: str) -> dict[str, Any]:
    context = _context(conn, "$disconnect", "DISCONNECT", request_id, clock.now())
    context["disconnectStatusCode"] = code
    context["disconnectReason"] = reason
    return {
        **_headers(conn),
        "requestContext": context,
        "isBase64Encoded": False,
    }
