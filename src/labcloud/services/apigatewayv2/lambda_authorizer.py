"""Lambda (REQUEST) authorizers of HTTP APIs: the function called with AWS's authorizer event (payload
2.0 or 1.0), its answer read as a simple response (``{"isAuthorized": ..., "context": ...}``, 2.0 with
``EnableSimpleResponses``) or an IAM policy (``principalId``, ``policyDocument`` allowing
``execute-api:Invoke`` on the route's ARN, ``context``), and the result cached for the authorizer's
``AuthorizerResultTtlInSeconds`` under its identity sources' values.

The function is called as the ``AuthorizerCredentialsArn`` role when there is one (``role_session.py``),
else its resource policy must let API Gateway invoke it for ``<api>/authorizers/<id>``.

AWS's answers: 401 when an identity source is missing (the function is not called), 403 when the
function denies, 500 when the function may not be invoked (no permission, a role API Gateway cannot
assume or that may not invoke it), fails,
times out or answers malformed. An allowed request carries ``context`` as
``requestContext.authorizer.lambda`` to the integration."""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.apigatewayv2 import identity_sources, payload
from labcloud.services.apigatewayv2.integration_ops import function_of
from labcloud.services.apigatewayv2.permission import may_invoke
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.role_session import ConfigurationError, principal_for
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.iam.policy import evaluate, parse_policy

log = logging.getLogger("labcloud.apigatewayv2")
TIMEOUT_SECONDS = 10.0


class Failed(Exception):
    """The authorizer could not decide: AWS answers 500."""


@dataclass(frozen=True, slots=True)
class Result:
    """A function's decision as it is cached: simple (``allowed``) or a policy evaluated per route."""

    allowed: bool | None
    policy: dict[str, Any] | None
    context: dict[str, Any]
    #: The answer's ``usageIdentifierKey`` (a WebSocket API's key with ``$context.authorizer.usageIdentifierKey``).
    usage_key: str | None = None


def route_arn(facts: payload.Facts, route_path: str) -> str:
    """``arn:aws:execute-api:<region>:<account>:<api>/<stage>/<METHOD>/<path>`` (``$default`` route: no path)."""
    base = f"arn:aws:execute-api:{facts.region}:{facts.account_id}:{facts.api_id}/{facts.stage}"
    if facts.route_key == "$default":
        return f"{base}/$default"
    return f"{base}/{facts.request.method.upper()}/{route_path.lstrip('/')}"


def event(authorizer: dict[str, Any], facts: payload.Facts, arn: str, identity: list[str]) -> dict[str, Any]:
    """The event AWS sends a REQUEST authorizer: the request's proxy event without its body, plus the
    route's ARN and the identity sources' values."""
    if authorizer["AuthorizerPayloadFormatVersion"] == "2.0":
        base = payload.event_v2(facts)
        found = {"version": "2.0", "type": "REQUEST", "routeArn": arn, "identitySource": identity or None}
    else:
        base = payload.event_v1(facts)
        joined = ",".join(identity)
        found = {
            "version": "1.0",
            "type": "REQUEST",
            "methodArn": arn,
            "identitySource": joined,
            "authorizationToken": joined,
        }
    for member in ("version", "body", "isBase64Encoded"):
        base.pop(member, None)
    return {**found, **base}


def _context(value: Any) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Failed("context is not an object")
    return value


def read(authorizer: dict[str, Any], raw: bytes) -> Result:
    """The function's answer as a :class:`Result`, or :class:`Failed` when it is malformed."""
    try:
        doc = json.loads(raw or b"null")
    except ValueError as exc:
        raise Failed("the answer is not JSON") from exc
    if not isinstance(doc, dict):
        raise Failed("the answer is not an object")
    if authorizer.get("EnableSimpleResponses"):
        allowed = doc.get("isAuthorized")
        if not isinstance(allowed, bool):
            raise Failed("isAuthorized is not a boolean")
        return Result(allowed, None, _context(doc.get("context")))
    policy = doc.get("policyDocument")
    if not isinstance(policy, dict) or not isinstance(doc.get("principalId", ""), str):
        raise Failed("the answer has no policyDocument")
    try:
        parse_policy(policy)
    except AwsError as exc:
        raise Failed(f"the policyDocument is malformed: {exc}") from exc
    context = _context(doc.get("context"))
    if doc.get("principalId"):
        context = {**context, "principalId": doc["principalId"]}
    usage_key = doc.get("usageIdentifierKey")
    return Result(None, policy, context, usage_key if isinstance(usage_key, str) else None)


def allows(result: Result, arn: str) -> bool:
    if result.allowed is not None:
        return result.allowed
    return bool(evaluate([parse_policy(result.policy or {})], "execute-api:Invoke", arn).allowed)


async def call(
    state: HttpApiState, api: ApiRecord, authorizer: dict[str, Any], doc: dict[str, Any]
) -> Result:
    function = function_of(str(authorizer["AuthorizerUri"]))
    source = (
        f"arn:aws:execute-api:{api.region}:{api.account_id}:{api.id}/authorizers/{authorizer['AuthorizerId']}"
    )
    role = authorizer.get("AuthorizerCredentialsArn")
    principal = None
    if role:
        try:
            principal = principal_for(state, api.account_id, str(role), source)
        except ConfigurationError as exc:
            raise Failed(str(exc)) from exc
    elif not await may_invoke(state, api, function, source):
        raise Failed(f"the policy of {function} does not let apigateway.amazonaws.com invoke it for {source}")
    call = state.calls.call(
        "lambda",
        "Invoke",
        {"FunctionName": function, "Payload": json.dumps(doc).encode()},
        account_id=api.account_id,
        region=function.split(":")[3],
        principal=principal,
    )
    try:
        answer = await asyncio.wait_for(call, TIMEOUT_SECONDS)
    except asyncio.TimeoutError as exc:
        raise Failed("the function timed out") from exc
    except AwsError as exc:
        raise Failed(f"invoking {function} failed: {exc}") from exc
    if answer.get("FunctionError"):
        raise Failed(f"{function} failed: {answer.get('FunctionError')}")
    return read(authorizer, bytes(answer.get("Payload") or b""))


async def authorize(
    state: HttpApiState, api: ApiRecord, authorizer: dict[str, Any], facts: payload.Facts, route_path: str
) -> int | None:
    """None when the request may go on (``facts.authorizer`` then set), else the status to answer."""
    sources = list(authorizer.get("IdentitySource") or [])
    identity = identity_sources.values(sources, facts)
    if identity is None:
        return 401
    arn = route_arn(facts, route_path)
    ttl = int(authorizer.get("AuthorizerResultTtlInSeconds") or 0)
    key = (api.id, str(authorizer["AuthorizerId"]), *identity)
    result = state.caches.results.get(key) if ttl and identity else None
    if result is not None and facts.auth is not None:
        facts.auth["cached"] = True
    if result is None:
        try:
            result = await call(state, api, authorizer, event(authorizer, facts, arn, identity))
        except Failed as exc:
            log.warning("HTTP API %s: authorizer %s: %s", api.id, authorizer["AuthorizerId"], exc)
            return 500
        if ttl and identity:
            state.caches.results.put(key, ttl, result)
    if not allows(result, arn):
        return 403
    context = dict(result.context)
    facts.authorizer = {"2.0": {"lambda": context}, "1.0": {"lambda": context}}
    return None
