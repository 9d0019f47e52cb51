"""The data plane of WebSocket APIs: ``ws://<api-id>.execute-api.localhost:<port>/<stage>`` (or the path
form ``/_labcloud/execute-api/<api-id>/<stage>``), and the open connections the management API reaches.

The handshake first checks the ``$connect`` route's authorization (``websocket_auth.py``), then runs its function (AWS's CONNECT event); an answer whose
``statusCode`` is not 2xx refuses the upgrade with that status, a failure with 500. Each message is
routed by the API's selection expression to its route or ``$default`` (none: the client is sent
AWS's ``Forbidden`` message), one at a time per connection in arrival order; a two-way route (one with
its ``$default`` route response) sends the function's ``body`` back. A close (the client's, DeleteConnection,
a limit, the idle timeout) runs ``$disconnect``. Connections live in memory only."""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import secrets
import time
from collections import deque
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.protocol.websocket import (
    Channel,
    WebSocketAccept,
    handshake_problem,
    is_upgrade,
    offered_subprotocols,
)
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigatewayv2 import (
    websocket_auth,
    websocket_mapping,
    websocket_request,
    websocket_service,
    websocket_validation,
)
from labcloud.services.apigatewayv2.interfaces import ConnectionFacts
from labcloud.services.apigatewayv2.publish import api_arn
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.role_session import ConfigurationError, principal_for
from labcloud.services.apigatewayv2.stage_ops import live_responses, snapshot
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.websocket_control import function_of, is_websocket
from labcloud.services.apigatewayv2.websocket_event import (
    Connected,
    connect_event,
    disconnect_event,
    message_event,
)
from labcloud.services.apigatewayv2.websocket_select import select
from labcloud.services.apigatewayv2.websocket_validation import INVALID as INVALID_BODY
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

log = logging.getLogger("labcloud.apigatewayv2")

#: Messages waiting for their routes before the connection stops reading from the client.
MAX_PENDING = 32


def _message(status: int, message: str) -> WireResponse:
    return WireResponse(status, json.dumps({"message": message}).encode(), [], "application/json")


def _request_id() -> str:
    return base64.b32encode(secrets.token_bytes(10)).decode("ascii")[:14] + "="


def new_connection_id() -> str:
    """AWS's connection ids are 16 characters of base64 ending in ``=``."""
    return base64.urlsafe_b64encode(secrets.token_bytes(11)).decode("ascii")


@dataclass(slots=True)
class Outcome:
    """A function's answer: its status (``statusCode``, 200 when absent), body, headers; or a failure."""

    status: int
    body: str | bytes | None
    headers: dict[str, str]
    failed: bool = False
    #: Why it failed, for the server log and the message's event (AWS's execution log).
    reason: str | None = None

    def note(self) -> dict[str, str]:
        return {"error": self.reason} if self.reason else {}


class LiveConnection:
    """One open connection: implements ``protocol.websocket.Handler``; its messages run one at a time."""

    def __init__(self, gateway: WebSocketGateway, api: ApiRecord, conn: Connected) -> None:
        self.gateway = gateway
        self.api = api
        self.conn = conn
        self.last_active = conn.connected_at
        self.channel: Channel | None = None
        self.pending: deque[str | bytes] = deque()
        self.worker: asyncio.Task[None] | None = None

    def opened(self, channel: Channel) -> None:
        self.channel = channel
        self.gateway.live[self.conn.connection_id] = self
        self.gateway.record(self.api, "apigatewayv2.websocket.connected", self.conn, route="$connect")

    def received(self, data: str | bytes) -> None:
        self.last_active = clock.now()
        self.pending.append(data)
        if len(self.pending) >= MAX_PENDING and self.channel is not None:
            self.channel.pause()
        if self.worker is None:
            self.worker = asyncio.get_running_loop().create_task(self._work())

    async def _work(self) -> None:
        try:
            while self.pending:
                data = self.pending.popleft()
                if self.channel is not None and len(self.pending) < MAX_PENDING // 2:
                    self.channel.resume()
                try:
                    await self.gateway.route_message(self, data)
                except Exception:  # noqa: BLE001 - one message's failure never ends the connection
                    log.exception("WebSocket message on %s failed", self.conn.connection_id)
        finally:
            self.worker = None

    def send(self, data: str | bytes) -> bool:
        if self.channel is None or not self.channel.open:
            return False
        self.last_active = clock.now()
        return self.channel.send(data)

    def closed(self, code: int, reason: str) -> None:
        self.gateway.live.pop(self.conn.connection_id, None)
        self.pending.clear()
        self.gateway.disconnected(self, code, reason)


class WebSocketGateway:
    """Implements ``interfaces.WebSocketApis`` and ``interfaces.WebSocketConnections`` over the state."""

    def __init__(self, state: HttpApiState) -> None:
        self.state = state
        self.live: dict[str, LiveConnection] = {}
        self.tasks: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------------ WebSocketApis

    def owns(self, api_id: str) -> bool:
        api = self.state.apis.api(api_id)
        return api is not None and is_websocket(api)

    def has_stage(self, account_id: str, region: str, api_id: str, stage: str) -> bool:
        api = self.state.apis.api(api_id)
        if api is None or not is_websocket(api) or (api.account_id, api.region) != (account_id, region):
            return False
        return self.state.apis.part(api.id, "stage", stage) is not None

    async def handle(self, request: WireRequest, api_id: str, path: str) -> WireResponse:
        try:
            return await self._handshake(request, api_id, path)
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("WebSocket handshake for %s failed", api_id)
            return _message(500, "Internal server error")

    async def _handshake(self, request: WireRequest, api_id: str, path: str) -> WireResponse:
        api = self.state.apis.api(api_id)
        disabled = (
            api is not None and api.doc.get("DisableExecuteApiEndpoint") and not request.by_custom_domain
        )
        if api is None or not is_websocket(api) or disabled:
            return _message(404, "Not Found")
        if not is_upgrade(request.headers):
            return _message(426, "Upgrade Required")
        problem = handshake_problem(request.method, request.headers)
        if problem is not None:
            return _message(400, problem)
        stage_name = unquote(path.split("?", 1)[0].strip("/").split("/", 1)[0])
        stage = self.state.apis.part(api.id, "stage", stage_name) if stage_name else None
        if stage is None:
            return _message(403, "Forbidden")
        conn = Connected.of(
            request,
            new_connection_id(),
            api.id,
            api.account_id,
            api.region,
            stage.id,
            self.state.settings.port,
        )
        served = self.served(api, stage.doc)
        subprotocol = None
        request_id = _request_id()
        connect = next((r for r in served.get("routes") or () if r.get("RouteKey") == "$connect"), None)
        if connect is not None:
            try:
                admitted = await websocket_auth.admit(
                    self.state,
                    api,
                    connect,
                    served.get("authorizers") or {},
                    request,
                    conn,
                    dict(stage.doc.get("StageVariables") or {}),
                    request_id,
                )
            except websocket_auth.Refused as refused:
                self.record(
                    api,
                    "apigatewayv2.websocket.refused",
                    conn,
                    route="$connect",
                    status=refused.status,
                    request_id=request_id,
                    authorizer=websocket_auth.note(connect, served.get("authorizers") or {}, refused),
                )
                answer = _message(refused.status, refused.message)
                if refused.error_type:
                    answer.headers.append(("x-amzn-ErrorType", refused.error_type))
                return answer
            conn.authorizer, conn.caller = admitted.authorizer, admitted.identity
        route = _route(served, "$connect")
        if route is not None:
            started = time.perf_counter()
            outcome = await self._invoke(api, conn, served, route, connect_event(conn, request_id))
            self.record(
                api,
                "apigatewayv2.websocket.message",
                conn,
                route="$connect",
                status=outcome.status,
                request_id=request_id,
                latency_ms=round((time.perf_counter() - started) * 1000.0, 3),
                target=_target(served, route),
                authorizer=websocket_auth.note(route, served.get("authorizers") or {}, None),
                **outcome.note(),
            )
            if outcome.failed:
                return _message(500, "Internal server error")
            if not 200 <= outcome.status < 300:
                body = outcome.body if isinstance(outcome.body, bytes) else (outcome.body or "").encode()
                return WireResponse(
                    outcome.status, body, [], outcome.headers.get("content-type", "application/json")
                )
            chosen = {k.lower(): v for k, v in outcome.headers.items()}.get("sec-websocket-protocol")
            if chosen and chosen in offered_subprotocols(request.headers):
                subprotocol = chosen
        accept = WebSocketAccept(
            LiveConnection(self, api, conn),
            subprotocol=subprotocol,
            idle_timeout=self.state.settings.websocket_idle_timeout,
        )
        return WireResponse(101, upgrade=accept)

    def served(self, api: ApiRecord, stage: dict[str, Any]) -> dict[str, Any]:
        """What a stage serves: the API as it is (AutoDeploy) or its deployment's snapshot of routes,
        integrations, models and authorizers. Route responses and integration responses are read live:
        AWS's WebSocket deployments need a redeploy for routes, integrations and authorizers only, and
        CloudFormation stacks published working (AWS's ``apigw-websocket-api-sfn-sync`` pattern) create
        the Deployment before the RouteResponse and IntegrationResponse with no ``DependsOn`` on them."""
        if stage.get("AutoDeploy"):
            return snapshot(self.state, api)
        deployment = self.state.apis.part(api.id, "deployment", str(stage.get("DeploymentId") or ""))
        if deployment is None:
            return {"routes": [], "integrations": {}}
        return {**deployment.doc["_snapshot"], **live_responses(self.state, api)}

    # ------------------------------------------------------------------ messages

    async def route_message(self, live: LiveConnection, data: str | bytes) -> None:
        conn = live.conn
        api = self.state.apis.api(conn.api_id)
        stage = self.state.apis.part(conn.api_id, "stage", conn.stage)
        request_id = _request_id()
        if api is None or stage is None:
            live.send(_error("Forbidden", conn, request_id))
            return
        served = self.served(api, stage.doc)
        key = select(str(api.doc.get("RouteSelectionExpression") or ""), data)
        route = _route(served, key) if key is not None else None
        route = route or _route(served, "$default")
        if route is None:
            live.send(_error("Forbidden", conn, request_id))
            self.record(api, "apigatewayv2.websocket.message", conn, route=key or "$default", status=403)
            return
        invalid = websocket_validation.problem(route, served.get("models") or {}, data)
        if invalid is not None:
            log.info("WebSocket API %s: route %s: %s: %s", api.id, route["RouteKey"], INVALID_BODY, invalid)
            live.send(_error(INVALID_BODY, conn, request_id))
            self.record(api, "apigatewayv2.websocket.message", conn, route=str(route["RouteKey"]), status=400)
            return
        event = message_event(conn, str(route["RouteKey"]), data, request_id)
        started = time.perf_counter()
        outcome = await self._invoke(api, conn, served, route, event, data)
        self.record(
            api,
            "apigatewayv2.websocket.message",
            conn,
            route=str(route["RouteKey"]),
            status=outcome.status,
            request_id=request_id,
            latency_ms=round((time.perf_counter() - started) * 1000.0, 3),
            target=_target(served, route),
            **outcome.note(),
        )
        if outcome.failed:
            live.send(_error("Internal server error", conn, request_id))
            return
        # as on AWS, the route's ($default) route response makes it two-way, whether or not the route names
        # a RouteResponseSelectionExpression (AWS's Step Functions sync pattern sets only the response)
        two_way = any(str(p).startswith(f"{route['RouteId']}/") for p in served.get("route_responses") or ())
        if not two_way or outcome.body is None:
            return
        integration_id = str(route.get("Target") or "").removeprefix("integrations/")
        if served["integrations"][integration_id]["IntegrationType"] != "AWS":
            live.send(outcome.body)  # a proxy's answer goes back whole, as on AWS
            return
        body = outcome.body if isinstance(outcome.body, str) else outcome.body.decode("utf-8", "replace")
        try:
            frame = websocket_mapping.mapped(
                list((served.get("integration_responses") or {}).get(integration_id) or []),
                str(outcome.status),
                body,
                event["requestContext"],
                dict(stage.doc.get("StageVariables") or {}),
            )
        except websocket_mapping.NoMapping as exc:
            log.warning("WebSocket API %s: route %s: %s", api.id, route["RouteKey"], exc)
            live.send(_error("Internal server error", conn, request_id))
            return
        live.send(frame)

    async def _invoke(
        self,
        api: ApiRecord,
        conn: Connected,
        served: dict[str, Any],
        route: dict[str, Any],
        event: dict[str, Any],
        data: str | bytes | None = None,
    ) -> Outcome:
        integration = served["integrations"].get(str(route.get("Target") or "").removeprefix("integrations/"))
        if integration is None:
            return Outcome(500, None, {}, failed=True)
        inbound = self._inbound(conn, event, data)
        timeout = int(integration.get("TimeoutInMillis") or 29000) / 1000.0
        if websocket_service.is_service(integration):
            try:
                status, body = await websocket_service.call(self.state, api, integration, inbound, timeout)
            except websocket_service.Failed as exc:
                log.warning("WebSocket API %s: route %s: %s", api.id, route["RouteKey"], exc)
                return Outcome(500, None, {}, failed=True, reason=str(exc))
            return Outcome(status, body, {})
        function = function_of(str(integration["IntegrationUri"]))
        region = function.split(":")[3]
        role = str(integration.get("CredentialsArn") or "")
        principal = None
        if role:  # API Gateway invokes as a session of the role: IAM decides, not the function's policy
            source = (
                f"arn:aws:execute-api:{api.region}:{api.account_id}:{api.id}/{conn.stage}/{route['RouteKey']}"
            )
            try:
                principal = principal_for(self.state, api.account_id, role, source)
            except ConfigurationError as exc:
                log.warning("WebSocket API %s: route %s: %s", api.id, route["RouteKey"], exc)
                return Outcome(
                    500, None, {}, failed=True, reason=f"Execution failed due to configuration error: {exc}"
                )
        elif not await self._allowed(api, conn.stage, str(route["RouteKey"]), function):
            log.warning(
                "WebSocket API %s: function %s does not allow apigateway.amazonaws.com", api.id, function
            )
            return Outcome(500, None, {}, failed=True)
        proxy = integration["IntegrationType"] != "AWS"
        if proxy:
            payload = json.dumps(event).encode()
        else:
            try:
                mapped = websocket_request.payload(integration, inbound)
            except websocket_request.Refused as exc:
                log.warning("WebSocket API %s: route %s: %s", api.id, route["RouteKey"], exc)
                return Outcome(500, None, {}, failed=True, reason=f"Execution failed: {exc}")
            payload = mapped if isinstance(mapped, bytes) else mapped.encode()
        call = self.state.calls.call(
            "lambda",
            "Invoke",
            {"FunctionName": function, "Payload": payload},
            account_id=api.account_id,
            region=region,
            principal=principal,
        )
        try:
            result = await asyncio.wait_for(call, timeout)
        except AwsError as exc:
            log.warning("WebSocket API %s: invoking %s failed: %r", api.id, function, exc)
            denied = exc.code in ("AccessDeniedException", "AccessDenied")
            return Outcome(500 if denied else 504, None, {}, failed=True, reason=f"Execution failed: {exc}")
        except asyncio.TimeoutError as exc:
            log.warning("WebSocket API %s: invoking %s failed: %r", api.id, function, exc)
            return Outcome(504, None, {}, failed=True)
        if result.get("FunctionError"):
            return Outcome(502, None, {}, failed=True)
        if not proxy:  # the function's answer as it is, for the integration responses to map
            return Outcome(200, bytes(result.get("Payload") or b"").decode("utf-8", "replace"), {})
        return _outcome(bytes(result.get("Payload") or b""))

    def _inbound(
        self, conn: Connected, event: dict[str, Any], data: str | bytes | None
    ) -> websocket_request.Inbound:
        """What the request mapping of a non-proxy integration reads (the handshake's on ``$connect``)."""
        stage = self.state.apis.part(conn.api_id, "stage", conn.stage)
        variables = dict((stage.doc.get("StageVariables") if stage is not None else None) or {})
        context = dict(event["requestContext"])
        if context.get("eventType") == "CONNECT":
            return websocket_request.Inbound(data, context, variables, list(conn.fields), list(conn.query))
        return websocket_request.Inbound(data, context, variables)

    async def _allowed(self, api: ApiRecord, stage: str, route_key: str, function: str) -> bool:
        """AWS requires the function's policy to let ``apigateway.amazonaws.com`` invoke it for this API."""
        try:
            found = await self.state.calls.call(
                "lambda",
                "GetPolicy",
                {"FunctionName": function},
                account_id=api.account_id,
                region=function.split(":")[3],
            )
            policy = parse_resource_policy(str(found.get("Policy") or ""))
        except AwsError:
            return False
        source = f"arn:aws:execute-api:{api.region}:{api.account_id}:{api.id}/{stage}/{route_key}"
        context = {"aws:SourceArn": source, "aws:SourceAccount": api.account_id}
        decision = resource_decision(
            policy, "apigateway.amazonaws.com", "lambda:InvokeFunction", function, context
        )
        return bool(decision.allowed)

    def disconnected(self, live: LiveConnection, code: int, reason: str) -> None:
        api = self.state.apis.api(live.conn.api_id)
        if api is None:
            return
        self.record(api, "apigatewayv2.websocket.disconnected", live.conn, route="$disconnect", code=code)
        stage = self.state.apis.part(api.id, "stage", live.conn.stage)
        served = self.served(api, stage.doc) if stage is not None else {"routes": [], "integrations": {}}
        route = _route(served, "$disconnect")
        if route is None:
            return
        event = disconnect_event(live.conn, _request_id(), code, reason)
        task = asyncio.get_running_loop().create_task(
            self._invoke_quietly(api, live.conn, served, route, event)
        )
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _invoke_quietly(
        self,
        api: ApiRecord,
        conn: Connected,
        served: dict[str, Any],
        route: dict[str, Any],
        event: dict[str, Any],
    ) -> None:
        try:
            await self._invoke(api, conn, served, route, event)
        except Exception:  # noqa: BLE001 - $disconnect is best effort, as on AWS
            log.exception("$disconnect of %s failed", conn.connection_id)

    # ------------------------------------------------------------------ WebSocketConnections

    def connection(self, connection_id: str) -> ConnectionFacts | None:
        live = self.live.get(connection_id)
        if live is None:
            return None
        c = live.conn
        return ConnectionFacts(
            c.connection_id,
            c.api_id,
            c.stage,
            c.account_id,
            c.region,
            c.connected_at,
            live.last_active,
            c.source_ip,
            c.user_agent,
        )

    def post(self, connection_id: str, data: bytes) -> bool:
        live = self.live.get(connection_id)
        if live is None:
            return False
        try:
            return live.send(data.decode("utf-8"))
        except UnicodeDecodeError:
            return live.send(data)

    def disconnect(self, connection_id: str) -> bool:
        live = self.live.get(connection_id)
        if live is None or live.channel is None:
            return False
        live.channel.close(1000, "")
        return True

    # ------------------------------------------------------------------ events

    def record(self, api: ApiRecord, kind: str, conn: Connected, **data: Any) -> None:
        with self.state.store.transaction():
            self.state.bus.publish(
                kind,
                service="apigatewayv2",
                account_id=api.account_id,
                region=api.region,
                resource=api_arn(api.region, api.id),
                data={"api_id": api.id, "stage": conn.stage, "connection_id": conn.connection_id, **data},
            )


def _route(served: dict[str, Any], key: str) -> dict[str, Any] | None:
    for route in served.get("routes") or ():
        if route.get("RouteKey") == key and route.get("Target"):
            return dict(route)
    return None


def _target(served: dict[str, Any], route: dict[str, Any]) -> str | None:
    """The function a route's integration invokes (for the view)."""
    integration = served["integrations"].get(str(route.get("Target") or "").removeprefix("integrations/"))
    return function_of(str(integration["IntegrationUri"])) if integration else None


def _error(message: str, conn: Connected, request_id: str) -> str:
    return json.dumps({"message": message, "connectionId": conn.connection_id, "requestId": request_id})


def _outcome(payload: bytes) -> Outcome:
    """A Lambda proxy answer: ``{"statusCode", "body", "headers", "isBase64Encoded"}``; anything else is its text."""
    try:
        doc = json.loads(payload) if payload else None
    except ValueError:
        return Outcome(200, payload.decode("utf-8", "replace"), {})
    if not isinstance(doc, dict) or not ({"statusCode", "body"} & doc.keys()):
        return Outcome(200, None if doc is None else payload.decode("utf-8"), {})
    try:
        status = int(doc.get("statusCode", 200))
    except (TypeError, ValueError):
        return Outcome(502, None, {}, failed=True)
    headers = (
        {str(k): str(v) for k, v in (doc.get("headers") or {}).items()}
        if isinstance(doc.get("headers"), dict)
        else {}
    )
    body = doc.get("body")
    if body is None:
        return Outcome(status, None, headers)
    if not isinstance(body, str):
        body = json.dumps(body)
    if doc.get("isBase64Encoded"):
        try:
            return Outcome(status, base64.b64decode(body), headers)
        except ValueError:
            return Outcome(502, None, {}, failed=True)
    return Outcome(status, body, headers)
