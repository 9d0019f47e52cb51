"""Who may open a WebSocket connection: the ``$connect`` route's authorization, decided during the
handshake before its integration runs (authorization exists on ``$connect`` only, as on AWS).

- ``CUSTOM``: a Lambda ``REQUEST`` authorizer of the API, whose identity sources are
  ``route.request.header.<name>``, ``route.request.querystring.<name>`` or ``stageVariables.<name>``;
  the function gets AWS's event (the CONNECT event with ``type: REQUEST`` and the ``methodArn``
  ``<api>/<stage>/$connect``) and answers an IAM policy (``principalId``, ``policyDocument``,
  ``context``). The calling, the permission check and the answer's reading are the HTTP APIs'
  (``lambda_authorizer.py``). WebSocket authorizers take no result cache, payload version or simple
  responses (AWS's: those are HTTP APIs' members).
- ``AWS_IAM``: a SigV4-signed handshake decided by IAM for ``execute-api:Invoke`` on
  ``<api>/<stage>/$connect`` (``apigateway/sigv4_caller.py``, shared with REST and HTTP APIs).

A ``$connect`` with ``ApiKeyRequired`` then needs an API key (REST's keys and usage plans, through
``ApiKeys``) from the ``x-api-key`` header, or the authorizer's ``usageIdentifierKey`` when the API's
``ApiKeySelectionExpression`` is ``$context.authorizer.usageIdentifierKey``: 403 ``Forbidden`` without
a valid key on a plan covering the stage, 429 past the plan's throttle or quota.

A refused handshake is answered without an upgrade: 401 ``Unauthorized`` (an identity source missing),
403 ``Forbidden`` (the function denies; an unsigned or refused signer, with AWS's message when signed),
500 (the authorizer failed). An admitted connection keeps what the authorizer said: its ``context``
and ``principalId`` reach ``requestContext.authorizer`` of every later event of the connection, an IAM
signer ``requestContext.identity``."""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from typing import Any

from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway import sigv4_caller
from labcloud.services.apigateway.interfaces import ApiKeys
from labcloud.services.apigatewayv2 import lambda_authorizer
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.integration_ops import function_of
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.websocket_event import Connected, connect_event
from labcloud.services.iam.interfaces import IamDirectory

log = logging.getLogger("labcloud.apigatewayv2")

_SOURCE = re.compile(
    r"^(route\.request\.(header|querystring)\.[A-Za-z0-9!#$%&'*+.^_`|~-]+|stageVariables\.[A-Za-z0-9._-]+)$"
)
_HTTP_ONLY = ("JwtConfiguration", "AuthorizerPayloadFormatVersion", "EnableSimpleResponses")


def checked_authorizer(doc: dict[str, Any]) -> dict[str, Any]:
    """A WebSocket API's Authorizer document (REQUEST only), or BadRequestException."""
    if doc.get("AuthorizerType") != "REQUEST":
        raise bad_request(f"Invalid authorizer type {doc.get('AuthorizerType')}: WebSocket APIs take REQUEST")
    for member in _HTTP_ONLY:
        if doc.get(member) not in (None, False):
            raise bad_request(f"{member} is supported only for HTTP APIs")
    if doc.get("IdentityValidationExpression"):
        raise bad_request("IdentityValidationExpression is supported only for REST APIs")
    if int(doc.get("AuthorizerResultTtlInSeconds") or 0) != 0:
        raise bad_request("AuthorizerResultTtlInSeconds is supported only for HTTP API Lambda authorizers")
    uri = str(doc.get("AuthorizerUri") or "")
    if not function_of(uri).startswith("arn:aws:lambda:"):
        raise bad_request(f"Invalid authorizer URI specified: {uri!r} (a Lambda function invocation ARN)")
    role = doc.get("AuthorizerCredentialsArn")
    if role and not re.match(r"^arn:aws:iam::\d{12}:role/.+$", str(role)):
        raise bad_request(f"Invalid AuthorizerCredentialsArn: {role} (an IAM role ARN)")
    sources = list(doc.get("IdentitySource") or [])
    for source in sources:
        if not _SOURCE.match(source):
            raise bad_request(
                f"Invalid identity source: {source} (route.request.header.<name>, "
                "route.request.querystring.<name> or stageVariables.<name>)"
            )
    if not 1 <= len(str(doc.get("Name") or "")) <= 128:
        raise bad_request("Name must be 1 to 128 characters")
    out = {k: v for k, v in doc.items() if v is not None and k not in _HTTP_ONLY}
    out.pop("AuthorizerResultTtlInSeconds", None)
    out["IdentitySource"] = sources
    return out


class Refused(Exception):
    """The handshake's answer instead of an upgrade."""

    def __init__(self, status: int, message: str, error_type: str | None = None) -> None:
        super().__init__(f"{status} {message}")
        self.status, self.message, self.error_type = status, message, error_type


@dataclass(slots=True)
class Admitted:
    """What the connection's later events carry."""

    authorizer: dict[str, Any] | None = None
    identity: dict[str, Any] = field(default_factory=dict)


def _value(source: str, request: WireRequest, stage_variables: dict[str, str]) -> str | None:
    if source.startswith("route.request.header."):
        return request.headers.get(source.removeprefix("route.request.header.").lower()) or None
    if source.startswith("route.request.querystring."):
        name = source.removeprefix("route.request.querystring.")
        found = [v for k, v in request.query if k == name and v]
        return ",".join(found) or None
    return stage_variables.get(source.removeprefix("stageVariables.")) or None


def method_arn(conn: Connected) -> str:
    return f"arn:aws:execute-api:{conn.region}:{conn.account_id}:{conn.api_id}/{conn.stage}/$connect"


async def admit(
    state: HttpApiState,
    api: ApiRecord,
    route: dict[str, Any],
    authorizers: dict[str, dict[str, Any]],
    request: WireRequest,
    conn: Connected,
    stage_variables: dict[str, str],
    request_id: str,
) -> Admitted:
    """The connection's authorization (raises :class:`Refused`)."""
    admitted, usage_key = await _authorize(
        state, api, route, authorizers, request, conn, stage_variables, request_id
    )
    if route.get("ApiKeyRequired"):
        if api.doc.get("ApiKeySelectionExpression") == "$context.authorizer.usageIdentifierKey":
            value = usage_key
        else:
            value = request.headers.get("x-api-key")
        keys = state.calls.interface(ApiKeys)
        if keys is None:
            raise Refused(500, "Internal server error")
        verdict = keys.admit(api.account_id, api.region, api.id, conn.stage, value)
        if verdict.status is not None:
            raise Refused(verdict.status, verdict.message, verdict.error_type)
        admitted.identity = {**admitted.identity, "apiKey": value, "apiKeyId": verdict.key_id}
    return admitted


async def _authorize(
    state: HttpApiState,
    api: ApiRecord,
    route: dict[str, Any],
    authorizers: dict[str, dict[str, Any]],
    request: WireRequest,
    conn: Connected,
    stage_variables: dict[str, str],
    request_id: str,
) -> tuple[Admitted, str | None]:
    kind = route.get("AuthorizationType") or "NONE"
    if kind == "AWS_IAM":
        directory = state.calls.interface(IamDirectory)
        try:
            caller = sigv4_caller.verify(request, state.identity, directory, missing="Forbidden")
            sigv4_caller.decide(caller, directory, method_arn(conn), api.account_id)
        except sigv4_caller.Refusal as refusal:
            raise Refused(refusal.status, refusal.message, refusal.error_type) from None
        return Admitted(identity=caller.identity_members()), None
    if kind != "CUSTOM":
        return Admitted(), None
    authorizer = authorizers.get(str(route.get("AuthorizerId") or ""))
    if authorizer is None:
        log.warning("WebSocket API %s: $connect names a missing authorizer", api.id)
        raise Refused(500, "Internal server error")
    found = [_value(s, request, stage_variables) for s in authorizer.get("IdentitySource") or []]
    if any(v is None for v in found):
        raise Refused(401, "Unauthorized")
    event: dict[str, Any] = {
        "type": "REQUEST",
        "methodArn": method_arn(conn),
        **connect_event(conn, request_id),
    }
    event.pop("isBase64Encoded", None)
    event["stageVariables"] = stage_variables or None
    started = time.monotonic()
    try:
        result = await lambda_authorizer.call(state, api, authorizer, event)
    except lambda_authorizer.Failed as exc:
        log.warning("WebSocket API %s: authorizer %s: %s", api.id, authorizer["AuthorizerId"], exc)
        raise Refused(500, "Internal server error") from None
    if not lambda_authorizer.allows(result, method_arn(conn)):
        raise Refused(403, "Forbidden")
    latency = int((time.monotonic() - started) * 1000)
    return Admitted(authorizer={**result.context, "integrationLatency": latency}), result.usage_key


def note(
    route: dict[str, Any], authorizers: dict[str, dict[str, Any]], refused: Refused | None
) -> dict[str, Any] | None:
    """What decided the handshake's authorization, for the view (None for a route without one)."""
    kind = route.get("AuthorizationType") or "NONE"
    if kind == "NONE" and not route.get("ApiKeyRequired"):
        return None
    named = authorizers.get(str(route.get("AuthorizerId") or "")) or {}
    decision = "allowed" if refused is None else ("error" if refused.status >= 500 else "denied")
    return {
        "type": kind if kind != "NONE" else "API_KEY",
        "name": named.get("Name"),
        "decision": decision,
        "cached": False,
    }
