"""Lambda authorizers at the invoke URL: the TOKEN and REQUEST events AWS sends the function, its answer
(``principalId``, ``policyDocument``, ``context``, ``usageIdentifierKey``) checked and cached for the
authorizer's TTL by identity source, and its policy evaluated against each request's method ARN.

AWS's answers: 401 ``Unauthorized`` when an identity source is missing or fails the TOKEN
``identityValidationExpression`` (the function is not called) or when the function fails with the
message ``Unauthorized``; 403 ``User is not authorized to access this resource`` (no statement allows
the method ARN) or ``... with an explicit deny``; 500 with a null message and
``AuthorizerConfigurationException`` when the function cannot be invoked (no permission for
``apigateway.amazonaws.com``), fails otherwise, or answers something that is not a valid result."""

from __future__ import annotations

import asyncio
import json
import re
import time
from typing import Any

from labcloud import json_document
from labcloud.errors import AwsError
from labcloud.services.apigateway import permission, proxy_event
from labcloud.services.apigateway.authorizer_ops import identity_sources
from labcloud.services.apigateway.integrations import function_of
from labcloud.services.apigateway.repo.apis import ApiRecord
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.verdict import Verdict
from labcloud.services.iam.policy import Evaluator, parse_policy

TIMEOUT_SECONDS = 29.0
MAX_CACHED = 10_000


class Refused(Exception):
    """The gateway's answer instead of the integration: status, body and ``x-amzn-ErrorType``."""

    def __init__(
        self, status: int, message: str | None, error_type: str, response_type: str | None = None
    ) -> None:
        super().__init__(f"{status} {error_type}: {message}")
        self.status, self.message, self.error_type = status, message, error_type
        #: The gateway response type it stands for (None: by its error type, ``gateway_responses.py``).
        self.response_type = response_type


def unauthorized() -> Refused:
    return Refused(401, "Unauthorized", "UnauthorizedException")


def misconfigured() -> Refused:
    return Refused(500, None, "AuthorizerConfigurationException")


def source_arn(api: ApiRecord, authorizer_id: str) -> str:
    """The SourceArn a function's permission is matched against when API Gateway calls it as an authorizer."""
    return f"arn:aws:execute-api:{api.region}:{api.account_id}:{api.id}/authorizers/{authorizer_id}"


def _source_value(facts: Facts, source: str) -> str | None:
    request = facts.request
    if source.startswith("method.request.header."):
        return request.headers.get(source.removeprefix("method.request.header.").lower())
    if source.startswith("method.request.querystring."):
        name = source.removeprefix("method.request.querystring.")
        values = [v for k, v in request.query if k == name]
        return values[-1] if values else None
    if source.startswith("stageVariables."):
        return facts.variables.get(source.removeprefix("stageVariables."))
    if source.startswith("context."):
        found: Any = facts.request_context()
        for part in source.removeprefix("context.").split("."):
            found = found.get(part) if isinstance(found, dict) else None
        return None if found is None else str(found)
    return None


def identity_of(facts: Facts, authorizer: dict[str, Any]) -> tuple[str, ...]:
    """The identity source values (the cache key); raises 401 when one is missing or fails validation."""
    sources = identity_sources(authorizer)
    values = [_source_value(facts, source) for source in sources]
    if authorizer.get("type") == "TOKEN":
        token = values[0] if values else None
        if not token:
            raise unauthorized()
        expression = authorizer.get("identityValidationExpression")
        if expression and re.fullmatch(str(expression), token) is None:
            raise unauthorized()
        return (token,)
    cached = int(authorizer.get("authorizerResultTtlInSeconds", 300) or 0) > 0
    if cached and any(not value for value in values):
        raise unauthorized()
    return tuple(value or "" for value in values)


def event_for(facts: Facts, authorizer: dict[str, Any], identity: tuple[str, ...]) -> dict[str, Any]:
    if authorizer.get("type") == "TOKEN":
        return {"type": "TOKEN", "methodArn": facts.method_arn(), "authorizationToken": identity[0]}
    proxy = proxy_event.event(facts)
    proxy.pop("body", None)
    proxy.pop("isBase64Encoded", None)
    return {"type": "REQUEST", "methodArn": facts.method_arn(), **proxy}


def _context_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (str, int, float)):
        return str(value)
    raise ValueError("context values must be strings, numbers or booleans")


def read_answer(payload: bytes, latency_ms: int) -> Verdict:
    """The function's result checked as AWS checks it; ValueError for anything else."""
    answer = json_document.loads(payload or b"null")
    if not isinstance(answer, dict):
        raise ValueError("the result is not an object")
    principal = answer.get("principalId")
    if not isinstance(principal, (str, int, float)) or isinstance(principal, bool):
        raise ValueError("principalId is missing")
    document = answer.get("policyDocument")
    if not isinstance(document, dict):
        raise ValueError("policyDocument is missing")
    try:
        policy = parse_policy(document, name="authorizer policy")
    except AwsError as exc:
        raise ValueError(f"invalid policyDocument: {exc}") from None
    context = answer.get("context") or {}
    if not isinstance(context, dict):
        raise ValueError("context is not an object")
    usage_key = answer.get("usageIdentifierKey")
    return Verdict(
        str(principal),
        policy,
        json.dumps(document),
        {str(k): _context_value(v) for k, v in context.items()},
        None if usage_key is None else str(usage_key),
        latency_ms,
    )


async def call_function(
    state: ApigwState, api: ApiRecord, authorizer: dict[str, Any], event: dict[str, Any]
) -> Verdict:
    """Invokes the authorizer function with ``event``; its checked answer, or Refused (401 or 500)."""
    function = function_of(str(authorizer.get("authorizerUri") or "")) or ""
    region = function.split(":")[3] if function.startswith("arn:") else api.region
    started = time.monotonic()
    if not await permission.allows(
        state, function, api.account_id, region, source_arn(api, str(authorizer["id"]))
    ):
        raise misconfigured()
    try:
        result = await asyncio.wait_for(
            state.calls.call(
                "lambda",
                "Invoke",
                {"FunctionName": function, "Payload": json.dumps(event).encode()},
                account_id=api.account_id,
                region=region,
            ),
            TIMEOUT_SECONDS,
        )
    except (AwsError, asyncio.TimeoutError):
        raise misconfigured() from None
    payload = bytes(result.get("Payload") or b"")
    if result.get("FunctionError"):
        try:
            failure = json_document.loads(payload or b"null")
        except ValueError:
            failure = None
        if isinstance(failure, dict) and failure.get("errorMessage") == "Unauthorized":
            raise unauthorized()
        raise misconfigured()
    try:
        return read_answer(payload, int((time.monotonic() - started) * 1000))
    except ValueError:
        raise misconfigured() from None


def decide(verdict: Verdict, method_arn: str) -> None:
    """Raises 403 unless the verdict's policy allows ``execute-api:Invoke`` on ``method_arn``."""
    decision = Evaluator.evaluate([verdict.policy], "execute-api:Invoke", method_arn)
    if decision.kind == "explicit_deny":
        raise Refused(
            403,
            "User is not authorized to access this resource with an explicit deny",
            "AccessDeniedException",
        )
    if not decision.allowed:
        raise Refused(403, "User is not authorized to access this resource", "AccessDeniedException")


async def authorize(state: ApigwState, facts: Facts, authorizer: dict[str, Any]) -> Verdict:
    """The verdict allowing this request (cached by identity source for the TTL), or Refused."""
    identity = identity_of(facts, authorizer)
    ttl = int(authorizer.get("authorizerResultTtlInSeconds", 300) or 0)
    key = (facts.api.id, str(authorizer["id"]), identity)
    now = time.monotonic()
    cached = state.authorizer_results.get(key) if ttl > 0 else None
    if cached is not None and cached[0] > now:
        verdict: Verdict = cached[1]
        if facts.auth is not None:
            facts.auth["cached"] = True
    else:
        verdict = await call_function(state, facts.api, authorizer, event_for(facts, authorizer, identity))
        if ttl > 0:
            if len(state.authorizer_results) >= MAX_CACHED:
                state.authorizer_results.clear()
            state.authorizer_results[key] = (now + ttl, verdict)
    decide(verdict, facts.method_arn())
    facts.usage_key = verdict.usage_key
    facts.authorizer = {
        **verdict.context,
        "principalId": verdict.principal_id,
        "integrationLatency": verdict.latency_ms,
    }
    return verdict
