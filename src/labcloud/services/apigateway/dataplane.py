"""The data plane: requests to ``http://<api-id>.execute-api.localhost:<port>/<stage>/<path>`` (or the
path form) answered from the stage's deployment, through its route's integration.

AWS's gateway answers: 403 ``Missing Authentication Token`` for a stage or route that is not there,
403 ``Forbidden`` when the default endpoint is disabled, 413 past 10 MB, 500 ``Internal server error``
when the function does not let API Gateway invoke it or cannot be invoked or a template fails, 502 for
a function error or a malformed proxy answer, 504 past the integration timeout. Each answer carries
``x-amzn-RequestId`` and ``x-amz-apigw-id`` (and ``x-amzn-ErrorType`` on the gateway's own errors), and
each request is an ``apigateway.request`` event (route, integration, status, latency). A Lambda
integration's ``integration.request.header.X-Amz-Tenant-Id`` mapping names the tenant of a tenant-isolated
function (Invoke's ``TenantId``).
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

from labcloud import clock, json_document
from labcloud.errors import AwsError
from labcloud.ids import uuid4_text
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.apigateway import (
    access,
    access_log,
    caching,
    execution_log,
    gateway_responses,
    http_integration,
    http_proxy,
    lambda_streaming,
    mapping,
    method_settings,
    mock,
    permission,
    proxy_event,
    routing,
    service_call,
    service_uri,
    vpc_link_route,
    vtl,
)
from labcloud.services.apigateway.integrations import CALLER_CREDENTIALS, function_of, streaming_function_of
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.request_facts import Facts, decoded_path
from labcloud.services.apigateway.state import ApigwState, Deployed
from labcloud.services.wafv2.interfaces import WafRequest, WebAclFilter

log = logging.getLogger("labcloud.apigateway")

MAX_BODY_BYTES = 10 * 1024 * 1024


def _gateway_id() -> str:
    return base64.b64encode(secrets.token_bytes(10)).decode("ascii")[:14] + "="


#: Marks an integration step's answer as the gateway's own (its message), for gateway responses.
GATEWAY_MARK = "x-labcloud-gateway-message"


def gateway_error(
    status: int, message: str | None, kind: str, request_id: str, gateway_id: str
) -> WireResponse:
    body = json.dumps({"message": message}).encode()
    headers = [
        ("x-amzn-RequestId", request_id),
        ("x-amzn-ErrorType", kind),
        ("x-amz-apigw-id", gateway_id),
    ]
    return WireResponse(status, body, headers, "application/json")


class Gateway:
    """Implements ``interfaces.ExecuteApi`` over the service's state."""

    def __init__(self, state: ApigwState) -> None:
        self.state = state

    def deployed(self, api_id: str, deployment_id: str) -> Deployed | None:
        key = (api_id, deployment_id)
        found = self.state.deployed.get(key)
        if found is None:
            record = stored.find_deployment(self.state.store, api_id, deployment_id)
            if record is None:
                return None
            found = routing.build(record.snapshot)
            self.state.deployed[key] = found
        return found

    async def handle(
        self, request: WireRequest, api_id: str, path: str, *, too_large: bool = False
    ) -> WireResponse:
        request_id, gateway_id = uuid4_text(), _gateway_id()
        try:
            return await self._handle(request, api_id, path, request_id, gateway_id, too_large)
        except Exception:  # noqa: BLE001 - never a traceback on the wire
            log.exception("API Gateway request %s failed", request_id)
            return gateway_error(
                500, "Internal server error", "InternalServerErrorException", request_id, gateway_id
            )

    def _answer(
        self,
        api: stored.ApiRecord,
        facts: Facts | None,
        status: int,
        message: str | None,
        kind: str,
        ids: tuple[str, str],
        response_type: str | None = None,
    ) -> WireResponse:
        """The gateway's own answer, through the API's customised gateway response for its type if any."""
        request_id, gateway_id = ids
        chosen = response_type or gateway_responses.response_type_of(status, kind, message)
        doc = gateway_responses.customised(self.state, api.id, chosen, status)
        if doc is None:
            return gateway_error(status, message, kind, request_id, gateway_id)
        code, body, content_type, headers = gateway_responses.render(
            doc, api, facts, status, message, chosen, request_id
        )
        headers += [
            ("x-amzn-RequestId", request_id),
            ("x-amzn-ErrorType", kind),
            ("x-amz-apigw-id", gateway_id),
        ]
        return WireResponse(code, body, headers, content_type)

    async def _handle(
        self, request: WireRequest, api_id: str, path: str, request_id: str, gateway_id: str, too_large: bool
    ) -> WireResponse:
        api = stored.api_by_id(self.state.store, api_id)
        if api is None:
            return gateway_error(
                403,
                "Missing Authentication Token",
                "MissingAuthenticationTokenException",
                request_id,
                gateway_id,
            )
        found = api

        def missing_token() -> WireResponse:
            return self._answer(
                found,
                None,
                403,
                "Missing Authentication Token",
                "MissingAuthenticationTokenException",
                (request_id, gateway_id),
            )

        if api.doc.get("disableExecuteApiEndpoint") and not request.by_custom_domain:
            return gateway_error(403, "Forbidden", "ForbiddenException", request_id, gateway_id)
        if too_large or len(request.body) > MAX_BODY_BYTES:  # AWS's REQUEST_TOO_LARGE gateway response
            return self._answer(
                api, None, 413, "Request Too Long", "RequestTooLongException", (request_id, gateway_id)
            )
        stage_name, slash, rest = path.lstrip("/").partition("/")
        stage = (
            stored.find_stage(self.state.store, api.id, decoded_path(stage_name).lstrip("/"))
            if stage_name
            else None
        )
        if stage is None:
            return missing_token()
        blocked = self._filtered(request, api, stage.name, path)
        if blocked is not None:
            return blocked(request_id, gateway_id)
        deployed = self.deployed(api.id, stage.doc["deploymentId"])
        if deployed is None:
            return missing_token()
        route = routing.match(deployed, slash + rest, request.method.upper())
        if route is None:
            return missing_token()
        facts = Facts(request, api, stage.doc, route, decoded_path(slash + rest), request_id, gateway_id)
        integration: dict[str, Any] = route.method.get("methodIntegration") or {}
        kind = str(integration.get("type", ""))
        try:
            await access.check(self.state, facts)
            cache = caching.plan(self.state, facts, integration)
        except Refused as refused:
            self._record(facts, kind, refused.status)
            access_log.write(self.state, facts, refused.status, 0)
            refusal = self._answer(
                api,
                facts,
                refused.status,
                refused.message,
                refused.error_type,
                (request_id, gateway_id),
                refused.response_type,
            )
            execution_log.write(self.state, facts, refusal.status, [], b"", refused.message)
            return refusal
        if cache is not None and cache.hit is not None:
            facts.cache = "hit"
            response = caching.served(cache)
        else:
            integration_started = time.perf_counter()
            response = await self.integrate(facts, integration, kind)
            facts.integration_latency_ms = (time.perf_counter() - integration_started) * 1000.0
            if cache is not None:
                facts.cache = "miss"
                if response.stream is None and not any(n == GATEWAY_MARK for n, _ in response.headers):
                    caching.keep(self.state, facts, cache, response)
        marked = next((v for n, v in response.headers if n == GATEWAY_MARK), None)
        if marked is not None:
            error_type = next((v for n, v in response.headers if n == "x-amzn-ErrorType"), "")
            self._record(facts, kind, response.status)
            answer = self._answer(api, facts, response.status, marked, error_type, (request_id, gateway_id))
            answer.headers.append(("X-Amzn-Trace-Id", facts.trace_id))
            access_log.write(self.state, facts, answer.status, len(answer.body))
            execution_log.write(self.state, facts, answer.status, [], b"", marked)
            return answer
        response.headers += [("x-amzn-RequestId", request_id), ("x-amz-apigw-id", gateway_id)]
        if not any(name.lower() == "x-amzn-trace-id" for name, _ in response.headers):
            response.headers.append(("X-Amzn-Trace-Id", facts.trace_id))
        self._record(facts, kind, response.status)
        access_log.write(self.state, facts, response.status, len(response.body))
        execution_log.write(self.state, facts, response.status, response.headers, response.body, None)
        return response

    def _filtered(
        self, request: WireRequest, api: stored.ApiRecord, stage: str, path: str
    ) -> Callable[[str, str], WireResponse] | None:
        """AWS WAF's verdict when a web ACL protects the stage (before anything else of API Gateway's):
        None to go on, else the answer's maker: the web ACL's CustomResponse, or AWS's 403 ``Forbidden``
        (through the API's WAF_FILTERED gateway response)."""
        waf = self.state.calls.interface(WebAclFilter)
        if waf is None:
            return None
        arn = f"arn:aws:apigateway:{api.region}::/restapis/{api.id}/stages/{stage}"
        seen = WafRequest(
            request.method.upper(),
            path.partition("?")[0] or "/",
            request.query_string,
            request.headers,
            request.body,
            request.client_host,
        )
        block = waf.inspect(arn, seen)
        if block is None:
            return None

        def answer(request_id: str, gateway_id: str) -> WireResponse:
            if block.custom:
                headers = [*block.headers, ("x-amzn-RequestId", request_id), ("x-amz-apigw-id", gateway_id)]
                return WireResponse(block.status, block.body, headers, block.content_type)
            ids = (request_id, gateway_id)
            return self._answer(api, None, 403, "Forbidden", "ForbiddenException", ids, "WAF_FILTERED")

        return answer

    def _sender(self, facts: Facts, integration: dict[str, Any]) -> http_proxy.Sender:
        """How an HTTP integration's request leaves: through its VPC link, else to the (loopback) internet."""
        if integration.get("connectionType") != "VPC_LINK":
            skip = (integration.get("tlsConfig") or {}).get("insecureSkipVerification") is True
            return http_proxy.direct(self.state.settings.port, verify=not skip)
        try:
            link = vpc_link_route.link_id_of(str(integration.get("connectionId") or ""), facts.variables)
        except http_proxy.Unreachable as exc:
            failure = exc

            async def unreachable(*_: Any) -> http_proxy.HttpAnswer:
                raise failure

            return unreachable
        target = integration.get("integrationTarget")
        return vpc_link_route.sender(
            self.state, facts.api.account_id, facts.api.region, link, None if target is None else str(target)
        )

    async def integrate(self, facts: Facts, integration: dict[str, Any], kind: str) -> WireResponse:
        def error(status: int, message: str, error_type: str) -> WireResponse:
            body = json.dumps({"message": message}).encode()
            headers = [("x-amzn-ErrorType", error_type), (GATEWAY_MARK, message)]
            return WireResponse(status, body, headers, "application/json")

        internal = lambda: error(500, "Internal server error", "InternalServerErrorException")  # noqa: E731
        timeout = float(integration.get("timeoutInMillis") or 29000) / 1000.0
        if kind == "MOCK":
            try:
                mocked = mock.answer(facts, integration)
            except mapping.Unsupported:
                return error(415, "Unsupported Media Type", "UnsupportedMediaTypeException")
            except (mapping.NoMapping, vtl.TemplateError):
                return internal()
            return _plain(mocked.status, mocked.headers, mocked.body)
        if kind == "HTTP_PROXY":
            try:
                got = await http_proxy.forward(facts, integration, timeout, self._sender(facts, integration))
            except http_proxy.Unreachable as exc:
                if "timed out" in str(exc):
                    return error(504, "Endpoint request timed out", "InternalServerErrorException")
                return internal()
            return _plain(got.status, got.headers, got.body)
        if kind == "HTTP":
            try:
                outcome = await http_integration.call(
                    facts, integration, timeout, self._sender(facts, integration)
                )
            except mapping.Unsupported:
                return error(415, "Unsupported Media Type", "UnsupportedMediaTypeException")
            except vtl.TemplateError:
                return internal()
            except http_proxy.Unreachable as exc:
                if "timed out" in str(exc):
                    return error(504, "Endpoint request timed out", "InternalServerErrorException")
                log.warning("API %s: HTTP integration failed: %s", facts.api.id, exc)
                return internal()
            if outcome.mapped is None:
                log.warning("API %s: no integration response matches status %s", facts.api.id, outcome.status)
                return internal()
            return _plain(outcome.mapped.status, outcome.mapped.headers, outcome.mapped.body)
        if kind == "AWS_PROXY" and integration.get("responseTransferMode") == "STREAM":
            payload = json.dumps(proxy_event.event(facts), separators=(",", ":")).encode()
            streamed = await self._invoke(
                facts, integration, payload, timeout, error, internal, "InvokeWithResponseStream"
            )
            if isinstance(streamed, WireResponse):
                return streamed
            return await lambda_streaming.respond(
                streamed["EventStream"],
                lambda: error(502, "Internal server error", "InternalServerErrorException"),
            )
        if kind == "AWS_PROXY":
            payload = json.dumps(proxy_event.event(facts), separators=(",", ":")).encode()
            result = await self._invoke(facts, integration, payload, timeout, error, internal)
            if isinstance(result, WireResponse):
                return result
            if result.get("FunctionError"):
                return error(502, "Internal server error", "InternalServerErrorException")
            try:
                answer = proxy_event.answer(bytes(result.get("Payload") or b""))
            except proxy_event.Malformed as exc:
                log.warning("API %s: malformed Lambda proxy response: %s", facts.api.id, exc)
                return error(502, "Internal server error", "InternalServerErrorException")
            return _plain(answer.status, answer.headers, answer.body)
        target = service_uri.parse(str(integration.get("uri", ""))) if kind == "AWS" else None
        if target is not None:  # an AWS service called as the integration's role
            try:
                rendered, _ = mapping.request_payload(facts, integration)
            except mapping.Unsupported:
                return error(415, "Unsupported Media Type", "UnsupportedMediaTypeException")
            except vtl.TemplateError:
                return internal()
            try:
                status, text = await service_call.call(
                    self.state, facts, integration, target, rendered, timeout
                )
            except service_call.ConfigurationError as exc:
                log.warning("API %s: execution failed due to configuration error: %s", facts.api.id, exc)
                return internal()
            except service_call.TimedOut:
                return error(504, "Endpoint request timed out", "InternalServerErrorException")
            chosen = mapping.select(integration.get("integrationResponses") or {}, str(status))
            if chosen is None:
                return internal()
            try:
                mapped = mapping.respond(facts, chosen, text)
            except vtl.TemplateError:
                return internal()
            return _plain(mapped.status, mapped.headers, mapped.body)
        if kind == "AWS":  # Lambda without proxy: templates map the request and the answer
            try:
                rendered, _ = mapping.request_payload(facts, integration)
            except mapping.Unsupported:
                return error(415, "Unsupported Media Type", "UnsupportedMediaTypeException")
            except vtl.TemplateError:
                return internal()
            result = await self._invoke(
                facts, integration, (rendered or "{}").encode(), timeout, error, internal
            )
            if isinstance(result, WireResponse):
                return result
            text = bytes(result.get("Payload") or b"").decode("utf-8", errors="replace")
            selector = ""
            if result.get("FunctionError"):
                try:
                    failure = json_document.loads(text)
                except ValueError:
                    failure = None
                selector = str(failure.get("errorMessage", "")) if isinstance(failure, dict) else text
            chosen = mapping.select(integration.get("integrationResponses") or {}, selector)
            if chosen is None:
                return internal()
            try:
                mapped = mapping.respond(facts, chosen, text)
            except vtl.TemplateError:
                return internal()
            return _plain(mapped.status, mapped.headers, mapped.body)
        return internal()

    def _invoker(self, facts: Facts, credentials: str) -> Any:
        """Who invokes a Lambda integration with ``credentials``: the AWS_IAM caller for
        ``arn:aws:iam::*:user/*``, else a session of the role (its trust policy checked)."""
        if credentials != CALLER_CREDENTIALS:
            return service_call.principal_for(self.state, facts, credentials)
        if facts.caller_principal is None:
            raise service_call.ConfigurationError(
                "caller credentials need a method whose authorization type is AWS_IAM"
            )
        return facts.caller_principal

    async def _invoke(
        self,
        facts: Facts,
        integration: dict[str, Any],
        payload: bytes,
        timeout: float,
        error: Any,
        internal: Any,
        operation: str = "Invoke",
    ) -> dict[str, Any] | WireResponse:
        """Lambda's Invoke (or InvokeWithResponseStream) answer for the integration's function, or the
        gateway's error response."""
        uri = str(integration.get("uri", ""))
        function = function_of(uri) or streaming_function_of(uri) or ""
        api = facts.api
        region = function.split(":")[3] if function.startswith("arn:") else api.region
        credentials = integration.get("credentials")
        principal = None
        if credentials:  # invoked as the role or the caller: IAM decides, not the function's policy
            try:
                principal = self._invoker(facts, str(credentials))
            except service_call.ConfigurationError as exc:
                log.warning("API %s: execution failed due to configuration error: %s", api.id, exc)
                refused: WireResponse = internal()
                return refused
        elif not await permission.allows(self.state, function, api.account_id, region, facts.source_arn()):
            log.warning(
                "API %s: execution failed: invalid permissions on Lambda function %s", api.id, function
            )
            response: WireResponse = internal()
            return response
        params: dict[str, Any] = {"FunctionName": function, "Payload": payload}
        tenant = tenant_of(facts, integration)
        if tenant is not None:  # a tenant-isolated function's tenant, as the integration maps it
            params["TenantId"] = tenant
        call = asyncio.ensure_future(
            self.state.calls.call(
                "lambda",
                operation,
                params,
                account_id=api.account_id,
                region=region,
                principal=principal,
            )
        )
        try:
            return await asyncio.wait_for(asyncio.shield(call), timeout)
        except asyncio.TimeoutError:
            call.add_done_callback(_quiet)
            timed_out: WireResponse = error(504, "Endpoint request timed out", "InternalServerErrorException")
            return timed_out
        except AwsError as exc:
            log.warning("API %s: invoking %s failed: %s", api.id, function, exc)
            failed: WireResponse = internal()
            return failed

    def _record(self, facts: Facts, kind: str, status: int) -> None:
        latency = (clock.now() - facts.started) * 1000.0
        resource_path = str(facts.route.resource.get("path", "/"))
        method = str(facts.route.method.get("httpMethod") or facts.http_method)
        with self.state.store.transaction():
            self.state.bus.publish(
                "apigateway.request",
                service="apigateway",
                account_id=facts.api.account_id,
                region=facts.api.region,
                resource=f"arn:aws:apigateway:{facts.api.region}::/restapis/{facts.api.id}",
                data={
                    "rest_api_id": facts.api.id,
                    "stage": facts.stage_name,
                    "route": f"{facts.http_method} {facts.route.resource['path']}",
                    "path": facts.path,
                    "integration": kind,
                    "target": _target_of(
                        str((facts.route.method.get("methodIntegration") or {}).get("uri", ""))
                    ),
                    "status": status,
                    "latency_ms": round(latency, 3),
                    "request_id": facts.request_id,
                    "trace_id": facts.trace_id,
                    "started": round(facts.started, 6),
                    "api_name": facts.api.doc.get("name"),
                    "integration_latency_ms": round(facts.integration_latency_ms, 3),
                    "principal": (facts.authorizer or {}).get("principalId") or facts.caller.get("userArn"),
                    "api_key_id": facts.caller.get("apiKeyId"),
                    "authorizer": facts.auth,
                    "cache": facts.cache,
                    "detailed_metrics": method_settings.metrics_on(facts.stage, resource_path, method),
                    "resource_path": resource_path,
                    "method": method,
                },
            )


def _target_of(uri: str) -> str | None:
    """The function an integration invokes, or the service URI it calls."""
    return function_of(uri) or (uri if service_uri.parse(uri) is not None else None)


def _quiet(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()  # retrieved: an invocation answered after the gateway gave up is not an error


def _plain(status: int, headers: list[tuple[str, str]], body: bytes) -> WireResponse:
    content_type = "application/json"
    kept: list[tuple[str, str]] = []
    for name, value in headers:
        if name.lower() == "content-type":
            content_type = value
        elif name.lower() != "content-length":
            kept.append((name, value))
    return WireResponse(status, body, kept, content_type)


#: The integration request header Lambda reads a tenant-isolated function's tenant from (``X-Amz-Tenant-Id``).
TENANT_TARGET = "integration.request.header.x-amz-tenant-id"


def tenant_of(facts: Facts, integration: dict[str, Any]) -> str | None:
    """The tenant id a Lambda integration maps into ``X-Amz-Tenant-Id`` (from ``method.request.*``,
    ``stageVariables.*`` or a static value), or None when it maps none or the source is absent."""
    for target, source in (integration.get("requestParameters") or {}).items():
        if str(target).lower() == TENANT_TARGET:
            return mapping.parameter(str(source), facts, "") or None
    return None
