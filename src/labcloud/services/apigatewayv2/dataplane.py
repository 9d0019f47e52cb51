"""The data plane of HTTP APIs: ``http://<api-id>.execute-api.localhost:<port>/<stage>/<path>`` (the
``$default`` stage at ``/``, no prefix), the route chosen (``routes.py``), its integration called.

AWS's answers: 404 ``{"message":"Not Found"}`` (no stage, no route, or a route without a target), 500
``{"message":"Internal Server Error"}`` (the function may not be invoked by API Gateway, failed, or
answered malformed), 503 past the integration timeout, 413 past 10 MB; each with ``apigw-requestid``.
CORS preflights are answered from the API's CorsConfiguration. Each request is an
``apigatewayv2.request`` event."""

from __future__ import annotations

import asyncio
import base64
import http.client
import json
import logging
import secrets
import time
from typing import Any
from urllib.parse import unquote, urlencode, urlsplit

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.loopback import is_loopback_url
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigatewayv2 import (
    access_log,
    cors,
    parameter_mapping,
    payload,
    route_settings,
    routes,
    service_integration,
    vpc_link_route,
)
from labcloud.services.apigatewayv2.authorize import authorize
from labcloud.services.apigatewayv2.integration_ops import function_of
from labcloud.services.apigatewayv2.publish import api_arn
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.stage_ops import snapshot
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

log = logging.getLogger("labcloud.apigatewayv2")
MAX_BODY_BYTES = 10 * 1024 * 1024


def _message(status: int, message: str) -> WireResponse:
    return WireResponse(status, json.dumps({"message": message}).encode(), [], "application/json")


class HttpGateway:
    """Implements ``interfaces.HttpApis`` over the service's state."""

    def __init__(self, state: HttpApiState) -> None:
        self.state = state

    def owns(self, api_id: str) -> bool:
        api = self.state.apis.api(api_id)
        return api is not None and api.doc.get("ProtocolType") != "WEBSOCKET"

    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        request_id = base64.b32encode(secrets.token_bytes(10)).decode("ascii")[:14] + "="
        try:
            response = await self._handle(request, api_id, path, request_id, too_large)
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("HTTP API request %s failed", request_id)
            response = _message(500, "Internal Server Error")
        response.headers.append(("apigw-requestid", request_id))
        return response

    async def _handle(
        self, request: WireRequest, api_id: str, raw: str, request_id: str, too_large: bool
    ) -> WireResponse:
        api = self.state.apis.api(api_id)
        if api is None or (api.doc.get("DisableExecuteApiEndpoint") and not request.by_custom_domain):
            return _message(404, "Not Found")
        if too_large or len(request.body) > MAX_BODY_BYTES:
            return _message(413, "Request Entity Too Large")
        path = unquote(raw.split("?", 1)[0]) or "/"
        config = api.doc.get("CorsConfiguration")
        if (
            config
            and request.method.upper() == "OPTIONS"
            and "access-control-request-method" in request.headers
        ):
            return WireResponse(204, b"", cors.preflight(config, request.headers), "text/plain")
        first, _, rest = path.lstrip("/").partition("/")
        stage = self.state.apis.part(api.id, "stage", first) if first and first != "$default" else None
        route_path = "/" + rest if stage is not None else path
        if stage is None:
            stage = self.state.apis.part(api.id, "stage", "$default")
        if stage is None:
            return _message(404, "Not Found")
        served = self._served(api, stage.doc)
        match = routes.select(served["routes"], request.method.upper(), route_path)
        target = str((match.route.get("Target") or "") if match else "")
        integration = served["integrations"].get(target.removeprefix("integrations/")) if target else None
        if match is None or integration is None:
            self._record(api, stage.id, "", path, 404, request_id, clock.now())
            return _message(404, "Not Found")
        facts = payload.Facts(
            request,
            api.id,
            api.account_id,
            api.region,
            stage.id,
            dict(stage.doc.get("StageVariables") or {}),
            str(match.route["RouteKey"]),
            path,
            match.path_parameters,
            request_id,
        )
        if not route_settings.admits(self.state, api.id, stage.doc, facts.route_key):
            self._record(api, stage.id, facts.route_key, path, 429, request_id, facts.started)
            return _message(429, "Too Many Requests")
        authorizers = served.get("authorizers") or {}
        denied = await authorize(self.state, api, authorizers, match.route, facts, route_path)
        reached = time.perf_counter()
        response = denied or await self._integrate(api, facts, integration)
        extra: dict[str, Any] = {
            "authorization": str(match.route.get("AuthorizationType") or "NONE"),
            "authorizer": facts.auth,
        }
        if denied is None:
            extra["integration_latency_ms"] = round((time.perf_counter() - reached) * 1000.0, 3)
        if denied is None and integration.get("ResponseParameters"):
            response = parameter_mapping.map_response(integration["ResponseParameters"], facts, response)
        if config:
            response.headers += cors.on_answer(config, request.headers)
        self._record(
            api,
            stage.id,
            facts.route_key,
            path,
            response.status,
            request_id,
            facts.started,
            integration,
            extra,
        )
        access_log.write(self.state, api, stage.doc, facts, response, extra)
        return response

    def _served(self, api: ApiRecord, stage: dict[str, Any]) -> dict[str, Any]:
        """What a stage serves: the API as it is (AutoDeploy) or its deployment's snapshot."""
        if stage.get("AutoDeploy"):
            return snapshot(self.state, api)
        deployment = self.state.apis.part(api.id, "deployment", str(stage.get("DeploymentId") or ""))
        return deployment.doc["_snapshot"] if deployment is not None else {"routes": [], "integrations": {}}

    async def _integrate(
        self, api: ApiRecord, facts: payload.Facts, integration: dict[str, Any]
    ) -> WireResponse:
        timeout = int(integration.get("TimeoutInMillis") or 30000) / 1000.0
        if integration.get("ConnectionType") == "VPC_LINK":
            try:
                status, headers, body = await vpc_link_route.send(
                    self.state, api, facts, integration, timeout
                )
            except vpc_link_route.Unreachable as exc:  # AWS answers an unreachable private target so
                log.warning("HTTP API %s: VPC link %s: %s", api.id, integration["ConnectionId"], exc)
                return _message(503, "Service Unavailable")
            except TimeoutError:
                return _message(504, "Gateway Timeout")
            return _wire(status, headers, body)
        if integration["IntegrationType"] == "HTTP_PROXY":
            return await self._forward(facts, integration, timeout)
        if integration.get("IntegrationSubtype"):
            return await service_integration.call(self.state, api, facts, integration, timeout)
        version = str(integration.get("PayloadFormatVersion") or "2.0")
        event = payload.event_v2(facts) if version == "2.0" else payload.event_v1(facts)
        function = function_of(str(integration["IntegrationUri"]))
        if not await self._allowed(api, function, facts):
            log.warning("HTTP API %s: function %s does not allow apigateway.amazonaws.com", api.id, function)
            return _message(500, "Internal Server Error")
        call = self.state.calls.call(
            "lambda",
            "Invoke",
            {"FunctionName": function, "Payload": json.dumps(event).encode()},
            account_id=api.account_id,
            region=function.split(":")[3],
        )
        try:
            result = await asyncio.wait_for(call, timeout)
        except asyncio.TimeoutError:
            return _message(503, "Service Unavailable")
        except AwsError as exc:
            log.warning("HTTP API %s: invoking %s failed: %s", api.id, function, exc)
            return _message(500, "Internal Server Error")
        if result.get("FunctionError"):
            return _message(500, "Internal Server Error")
        try:
            got = payload.answer(bytes(result.get("Payload") or b""), version)
        except payload.Malformed as exc:
            log.warning("HTTP API %s: malformed Lambda answer: %s", api.id, exc)
            return _message(500, "Internal Server Error")
        return _wire(got.status, got.headers, got.body)

    async def _allowed(self, api: ApiRecord, function: str, facts: payload.Facts) -> bool:
        """AWS requires the function's policy to let ``apigateway.amazonaws.com`` invoke it for this API."""
        region = function.split(":")[3]
        try:
            found = await self.state.calls.call(
                "lambda", "GetPolicy", {"FunctionName": function}, account_id=api.account_id, region=region
            )
            policy = parse_resource_policy(str(found.get("Policy") or ""))
        except AwsError:
            return False
        verb, _, route_path = facts.route_key.partition(" ")
        resource = f"{verb}{route_path}" if route_path else facts.route_key
        source = f"arn:aws:execute-api:{api.region}:{api.account_id}:{api.id}/{facts.stage}/{resource}"
        context = {"aws:SourceArn": source, "aws:SourceAccount": api.account_id}
        decision = resource_decision(
            policy, "apigateway.amazonaws.com", "lambda:InvokeFunction", function, context
        )
        return bool(decision.allowed)

    async def _forward(
        self, facts: payload.Facts, integration: dict[str, Any], timeout: float
    ) -> WireResponse:
        uri = str(integration["IntegrationUri"])
        for name, value in facts.path_parameters.items():
            uri = uri.replace("{" + name + "}", value).replace("{" + name + "+}", value)
        if not is_loopback_url(uri):
            return _message(500, "Internal Server Error")
        parts = urlsplit(uri)
        target = (parts.path or "/") + (
            f"?{facts.request.query_string}" if facts.request.query_string else ""
        )
        method = integration.get("IntegrationMethod") or "ANY"
        method = facts.request.method.upper() if method == "ANY" else method
        headers = {k: v for k, v in facts.request.headers.items() if k not in ("host", "content-length")}
        if integration.get("RequestParameters"):
            path, headers, query = parameter_mapping.map_request(
                integration["RequestParameters"], facts, parts.path or "/", headers, facts.request.query
            )
            target = path + (f"?{urlencode(query)}" if query else "")

        def send() -> tuple[int, list[tuple[str, str]], bytes]:
            kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
            connection = kind(parts.hostname or "127.0.0.1", parts.port, timeout=timeout)
            try:
                connection.request(method, target, body=facts.request.body or None, headers=headers)
                got = connection.getresponse()
                return got.status, got.getheaders(), got.read()
            finally:
                connection.close()

        try:
            status, headers_back, body = await asyncio.to_thread(send)
        except TimeoutError:
            return _message(504, "Gateway Timeout")
        except OSError:
            return _message(500, "Internal Server Error")
        hop = ("connection", "transfer-encoding", "keep-alive", "content-length")
        return _wire(status, [(k, v) for k, v in headers_back if k.lower() not in hop], body)

    def _record(
        self,
        api: ApiRecord,
        stage: str,
        route: str,
        path: str,
        status: int,
        request_id: str,
        started: float,
        integration: dict[str, Any] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        with self.state.store.transaction():
            self.state.bus.publish(
                "apigatewayv2.request",
                service="apigatewayv2",
                account_id=api.account_id,
                region=api.region,
                resource=api_arn(api.region, api.id),
                data={
                    "api_id": api.id,
                    "stage": stage,
                    "route": route,
                    "path": path,
                    "integration": (integration or {}).get("IntegrationType", ""),
                    "target": function_of(str((integration or {}).get("IntegrationUri", ""))),
                    "status": status,
                    "latency_ms": round((clock.now() - started) * 1000.0, 3),
                    "request_id": request_id,
                    **(extra or {}),
                },
            )


def _wire(status: int, headers: list[tuple[str, str]], body: bytes) -> WireResponse:
    content_type = "application/json"
    kept: list[tuple[str, str]] = []
    for name, value in headers:
        if name.lower() == "content-type":
            content_type = value
        elif name.lower() != "content-length":
            kept.append((name, value))
    return WireResponse(status, body, kept, content_type)
