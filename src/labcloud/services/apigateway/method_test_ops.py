"""TestInvokeMethod: one request through a method's integration as it is now (not as deployed), answered
with the status, body, headers, a short log and the latency, as the console's test shows them. The stage
is AWS's ``test-invoke-stage`` with the variables the request gives."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import urlsplit

from labcloud.context import RequestContext
from labcloud.ids import uuid4_text
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway.dataplane import GATEWAY_MARK, Gateway
from labcloud.services.apigateway.errors import bad_request
from labcloud.services.apigateway.lookup import api_of, method_of, resource_of
from labcloud.services.apigateway.request_facts import Facts, decoded_path
from labcloud.services.apigateway.routing import Route, parameters_for
from labcloud.services.apigateway.stages import check_variables
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import TestInvokeMethodRequest, TestInvokeMethodResponse

STAGE = "test-invoke-stage"


async def run_method_test(
    state: ApigwState, request: TestInvokeMethodRequest, ctx: RequestContext
) -> TestInvokeMethodResponse:
    api = api_of(state, ctx, request["restApiId"])
    resource = resource_of(state, ctx, api.id, request["resourceId"])
    http_method = request["httpMethod"].upper()
    method = method_of(resource, http_method)
    integration: dict[str, Any] = method.get("methodIntegration") or {}
    if not integration:
        raise bad_request("No integration defined for method")
    if request.get("clientCertificateId"):
        raise bad_request("labcloud does not support client certificates")
    variables = dict(request.get("stageVariables") or {})
    check_variables(variables)
    target = urlsplit(request.get("pathWithQueryString") or resource.path)
    path = target.path or "/"
    params = parameters_for(resource.path, path)
    if params is None:
        raise bad_request(f"The path {path} does not match the resource path {resource.path}")
    headers = {k.lower(): v for k, v in (request.get("headers") or {}).items()}
    for name, values in (request.get("multiValueHeaders") or {}).items():
        if values:
            headers[name.lower()] = ", ".join(values)
    wire = WireRequest(
        "GET" if http_method == "ANY" else http_method,
        path,
        target.query,
        headers,
        (request.get("body") or "").encode(),
        raw_path=path,
    )
    stage = {"stageName": STAGE, "deploymentId": "test-invoke-deployment-id", "variables": variables}
    facts = Facts(wire, api, stage, Route(resource.doc, method, params), decoded_path(path), uuid4_text(), "")
    started = time.perf_counter()
    kind = str(integration.get("type", ""))
    response = await Gateway(state).integrate(facts, integration, kind)
    latency = int((time.perf_counter() - started) * 1000)
    answer_headers: dict[str, str] = {"Content-Type": response.content_type}
    multi: dict[str, list[str]] = {"Content-Type": [response.content_type]}
    for name, value in response.headers:
        if name == GATEWAY_MARK:
            continue
        answer_headers[name] = value
        multi.setdefault(name, []).append(value)
    log = (
        f"Execution log for request {facts.request_id}\n"
        f"Starting execution for request: {facts.request_id}\n"
        f"HTTP Method: {http_method}, Resource Path: {path}\n"
        f"Integration type: {kind}\n"
        f"Method completed with status: {response.status}\n"
    )
    return cast(
        "TestInvokeMethodResponse",
        {
            "status": response.status,
            "body": response.body.decode("utf-8", errors="replace"),
            "headers": answer_headers,
            "multiValueHeaders": multi,
            "log": log,
            "latency": latency,
        },
    )
