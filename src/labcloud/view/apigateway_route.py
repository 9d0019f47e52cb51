"""``GET /_labcloud/apigateway/requests``: API Gateway's requests for the view, one row per request to a
REST or HTTP API and per WebSocket handshake or message, read from the event history
(``apigateway.request``, ``apigatewayv2.request``, ``apigatewayv2.websocket.message`` / ``.refused``).

Each row has the API, stage, route, status, latency, the integration and its target, what decided
its authorization (``type``, ``name``, ``decision`` allowed/denied/error, ``cached``) and the Lambda
invocations it caused: those whose event carries the request's id as ``requestContext.requestId``
(every Lambda proxy event and REQUEST authorizer event; not TOKEN authorizers or non-proxy mapping
templates, whose events the API defines). ``?limit=`` (at most 500) bounds the rows, newest first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response

if TYPE_CHECKING:
    from labcloud.events.bus import Event
    from labcloud.hub import Hub

KINDS = (
    "apigateway.request",
    "apigatewayv2.request",
    "apigatewayv2.websocket.message",
    "apigatewayv2.websocket.refused",
)
MAX_ROWS = 500
#: Lambda invocations looked at for links (the newest; older requests keep their rows unlinked).
INVOCATIONS_SCANNED = 2000


def _row(event: Event) -> dict[str, Any]:
    data = event.data
    websocket = event.kind.startswith("apigatewayv2.websocket")
    row: dict[str, Any] = {
        "ts": event.ts,
        "kind": "WebSocket" if websocket else ("REST" if event.kind == "apigateway.request" else "HTTP"),
        "api_id": data.get("rest_api_id") or data.get("api_id"),
        "stage": data.get("stage"),
        "route": data.get("route"),
        "path": data.get("path") or data.get("connection_id"),
        "status": data.get("status"),
        "latency_ms": data.get("latency_ms"),
        "integration": data.get("integration") or ("AWS_PROXY" if websocket and data.get("target") else None),
        "target": data.get("target"),
        "request_id": data.get("request_id"),
        "authorizer": data.get("authorizer"),
        "connection_id": data.get("connection_id"),
        "invocations": [],
    }
    if event.kind == "apigatewayv2.websocket.refused":
        row["integration"] = None
    return row


def _caused(hub: Hub) -> dict[str, list[dict[str, Any]]]:
    """Gateway request id → the Lambda invocations whose event names it (oldest first)."""
    found: dict[str, list[dict[str, Any]]] = {}
    started = hub.bus.query(kinds=["lambda.invocation.started"], limit=INVOCATIONS_SCANNED, newest_first=True)
    for event in reversed(started):
        payload = event.data.get("event")
        context = payload.get("requestContext") if isinstance(payload, dict) else None
        request_id = context.get("requestId") if isinstance(context, dict) else None
        if isinstance(request_id, str) and request_id:
            found.setdefault(request_id, []).append(
                {"request_id": event.data.get("request_id"), "function": event.data.get("function_name")}
            )
    return found


def apigateway_routes(hub: Hub) -> list[InternalRoute]:
    def requests(request: InternalRequest) -> InternalResponse:
        limit = max(1, min(MAX_ROWS, request.int_arg("limit", 100)))
        events = hub.bus.query(kinds=list(KINDS), limit=limit, newest_first=True)
        caused = _caused(hub) if events else {}
        rows = []
        for event in events:
            row = _row(event)
            row["invocations"] = caused.get(str(row["request_id"] or ""), [])
            rows.append(row)
        return json_response({"requests": rows})

    return [InternalRoute("GET", "/apigateway/requests", requests)]
