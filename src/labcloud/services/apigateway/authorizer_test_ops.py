"""TestInvokeAuthorizer: the authorizer's function called with the request the caller describes (headers,
``pathWithQueryString``, stage variables), never cached, as the console's test shows it: the status a
client would get before any policy is applied (200, 401 or 500), the principal, the policy and a log."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import urlsplit

from labcloud.context import RequestContext
from labcloud.ids import uuid4_text
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway import lambda_authorizer
from labcloud.services.apigateway.authorizer_ops import authorizer_of
from labcloud.services.apigateway.lookup import api_of
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.request_facts import Facts, decoded_path
from labcloud.services.apigateway.routing import Route
from labcloud.services.apigateway.stages import check_variables
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import TestInvokeAuthorizerRequest, TestInvokeAuthorizerResponse

STAGE = "ESTestInvoke-stage"


async def test_invoke_authorizer(
    state: ApigwState, request: TestInvokeAuthorizerRequest, ctx: RequestContext
) -> TestInvokeAuthorizerResponse:
    api = api_of(state, ctx, request["restApiId"])
    authorizer = authorizer_of(state, api.id, request["authorizerId"]).doc
    variables = dict(request.get("stageVariables") or {})
    check_variables(variables)
    target = urlsplit(request.get("pathWithQueryString") or "/")
    path = target.path or "/"
    headers = {k.lower(): v for k, v in (request.get("headers") or {}).items()}
    for name, values in (request.get("multiValueHeaders") or {}).items():
        if values:
            headers[name.lower()] = ", ".join(values)
    wire = WireRequest(
        "GET", path, target.query, headers, (request.get("body") or "").encode(), raw_path=path
    )
    root = stored.find_resource(state.store, api.id, str(api.doc["rootResourceId"]))
    resource = root.doc if root is not None else {"id": api.doc["rootResourceId"], "path": "/"}
    stage = {"stageName": STAGE, "deploymentId": "test-invoke-deployment-id", "variables": variables}
    facts = Facts(wire, api, stage, Route(resource, {}, {}), decoded_path(path), uuid4_text(), "")
    method_arn = f"arn:aws:execute-api:{api.region}:{api.account_id}:{api.id}/{STAGE}/ESTestInvoke-method/"
    started = time.perf_counter()
    answer: dict[str, Any] = {}
    try:
        identity = lambda_authorizer.identity_of(facts, authorizer)
        event = {**lambda_authorizer.event_for(facts, authorizer, identity), "methodArn": method_arn}
        verdict = await lambda_authorizer.call_function(state, api, authorizer, event)
    except lambda_authorizer.Refused as refused:
        status = refused.status
        outcome = f"Authorizer refused the request: {refused.error_type}"
    else:
        status, outcome = 200, f"Authorizer result: principalId {verdict.principal_id}"
        answer.update(principalId=verdict.principal_id, policy=verdict.policy_text)
    latency = int((time.perf_counter() - started) * 1000)
    answer.update(
        clientStatus=status,
        latency=latency,
        log=(
            f"Execution log for request {facts.request_id}\n"
            f"Starting authorizer: {authorizer['id']} for request: {facts.request_id}\n"
            f"{outcome}\n"
        ),
    )
    return cast("TestInvokeAuthorizerResponse", answer)
