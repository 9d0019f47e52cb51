"""Authorizers of HTTP APIs (WebSocket APIs' REQUEST authorizers are checked by ``websocket_auth.py``): ``JWT`` (an issuer and its audiences) and ``REQUEST`` (a Lambda function,
payload 1.0 or 2.0, simple or IAM-policy answers, results cached by identity for a TTL).

AWS's checks: a JWT authorizer names one identity source (``$request.header.<name>`` or
``$request.querystring.<name>``) and an issuer URL, and takes none of the Lambda members; a REQUEST
authorizer names a function and its payload version, simple responses only with 2.0, a TTL of at most
3600 s, and at least one identity source when it caches."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import urlsplit

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import ids, websocket_auth
from labcloud.services.apigatewayv2.errors import bad_request, conflict
from labcloud.services.apigatewayv2.integration_ops import function_of
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.websocket_control import is_websocket

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateAuthorizerRequest,
        CreateAuthorizerResponse,
        DeleteAuthorizerRequest,
        DeleteAuthorizerResponse,
        GetAuthorizerRequest,
        GetAuthorizerResponse,
        GetAuthorizersRequest,
        GetAuthorizersResponse,
        UpdateAuthorizerRequest,
        UpdateAuthorizerResponse,
    )

MAX_AUTHORIZERS = 10
MAX_TTL = 3600
_REQUEST_SOURCE = re.compile(r"^\$request\.(header|querystring)\.[A-Za-z0-9!#$%&'*+.^_`|~-]+$")
_ANY_SOURCE = re.compile(
    r"^(\$request\.(header|querystring)\.[A-Za-z0-9!#$%&'*+.^_`|~-]+|\$(context|stageVariables)\.[A-Za-z0-9._-]+)$"
)
_LAMBDA_ONLY = (
    "AuthorizerUri",
    "AuthorizerCredentialsArn",
    "AuthorizerPayloadFormatVersion",
    "AuthorizerResultTtlInSeconds",
    "EnableSimpleResponses",
)
_MEMBERS = (
    "Name",
    "AuthorizerType",
    "IdentitySource",
    "JwtConfiguration",
    "AuthorizerUri",
    "AuthorizerPayloadFormatVersion",
    "AuthorizerResultTtlInSeconds",
    "EnableSimpleResponses",
    "AuthorizerCredentialsArn",
    "IdentityValidationExpression",
)


def _check_jwt(doc: dict[str, Any]) -> None:
    for member in _LAMBDA_ONLY:
        if doc.get(member) not in (None, False):
            raise bad_request(f"{member} is not supported for authorizers of type JWT")
    sources = doc.get("IdentitySource") or []
    if len(sources) != 1 or not _REQUEST_SOURCE.match(sources[0]):
        raise bad_request(
            "A JWT authorizer takes one identity source: $request.header.<name> or $request.querystring.<name>"
        )
    config = doc.get("JwtConfiguration")
    if not isinstance(config, dict) or not config.get("Issuer"):
        raise bad_request("JwtConfiguration with an Issuer is required for authorizers of type JWT")
    if urlsplit(str(config["Issuer"])).scheme not in ("http", "https"):
        raise bad_request(f"Invalid issuer: {config['Issuer']} (an http(s) URL)")
    doc["JwtConfiguration"] = {"Audience": list(config.get("Audience") or []), "Issuer": config["Issuer"]}


def _check_request(doc: dict[str, Any]) -> None:
    if doc.get("JwtConfiguration"):
        raise bad_request("JwtConfiguration is supported only for authorizers of type JWT")
    uri = str(doc.get("AuthorizerUri") or "")
    if not function_of(uri).startswith("arn:aws:lambda:"):
        raise bad_request(f"Invalid authorizer URI specified: {uri!r} (a Lambda function invocation ARN)")
    version = doc.get("AuthorizerPayloadFormatVersion")
    if version not in ("1.0", "2.0"):
        raise bad_request("AuthorizerPayloadFormatVersion must be 1.0 or 2.0 for REQUEST authorizers")
    if doc.get("EnableSimpleResponses") and version != "2.0":
        raise bad_request("EnableSimpleResponses is supported only with AuthorizerPayloadFormatVersion 2.0")
    ttl = int(doc.get("AuthorizerResultTtlInSeconds") or 0)
    if not 0 <= ttl <= MAX_TTL:
        raise bad_request(f"AuthorizerResultTtlInSeconds must be between 0 and {MAX_TTL}")
    sources = list(doc.get("IdentitySource") or [])
    for source in sources:
        if not _ANY_SOURCE.match(source):
            raise bad_request(f"Invalid identity source: {source}")
    if ttl > 0 and not sources:
        raise bad_request("An identity source is required when AuthorizerResultTtlInSeconds is not 0")
    role = doc.get("AuthorizerCredentialsArn")
    if role and not re.match(r"^arn:aws:iam::\d{12}:role/.+$", str(role)):
        raise bad_request(f"Invalid AuthorizerCredentialsArn: {role} (an IAM role ARN)")
    doc["AuthorizerResultTtlInSeconds"] = ttl
    doc["EnableSimpleResponses"] = bool(doc.get("EnableSimpleResponses"))


def checked(doc: dict[str, Any]) -> dict[str, Any]:
    """The Authorizer document AWS answers with, or BadRequestException."""
    if doc.get("IdentityValidationExpression"):
        raise bad_request("IdentityValidationExpression is not supported for HTTP APIs")
    kind = doc.get("AuthorizerType")
    if kind == "JWT":
        _check_jwt(doc)
    elif kind == "REQUEST":
        _check_request(doc)
    else:
        raise bad_request(f"Invalid authorizer type {kind}: HTTP APIs take JWT or REQUEST")
    if not 1 <= len(str(doc.get("Name") or "")) <= 128:
        raise bad_request("Name must be 1 to 128 characters")
    doc["IdentitySource"] = list(doc.get("IdentitySource") or [])
    return {k: v for k, v in doc.items() if v is not None}


def create_authorizer(
    state: HttpApiState, request: CreateAuthorizerRequest, ctx: RequestContext
) -> CreateAuthorizerResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        if len(state.apis.parts(api.id, "authorizer")) >= MAX_AUTHORIZERS:
            raise bad_request(f"An API can have at most {MAX_AUTHORIZERS} authorizers")
        given = {k: request.get(k) for k in _MEMBERS}
        check = websocket_auth.checked_authorizer if is_websocket(api) else checked
        doc = {"AuthorizerId": ids.new_id(6), **check(given)}
        state.apis.save_part(PartRecord(api.id, "authorizer", doc["AuthorizerId"], clock.now(), doc))
    return cast("CreateAuthorizerResponse", doc)


def get_authorizer(
    state: HttpApiState, request: GetAuthorizerRequest, ctx: RequestContext
) -> GetAuthorizerResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast("GetAuthorizerResponse", part_of(state, api, "authorizer", request["AuthorizerId"]).doc)


def get_authorizers(
    state: HttpApiState, request: GetAuthorizersRequest, ctx: RequestContext
) -> GetAuthorizersResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast("GetAuthorizersResponse", {"Items": [p.doc for p in state.apis.parts(api.id, "authorizer")]})


def _in_use(state: HttpApiState, api: ApiRecord, authorizer_id: str) -> bool:
    return any(r.doc.get("AuthorizerId") == authorizer_id for r in state.apis.parts(api.id, "route"))


def update_authorizer(
    state: HttpApiState, request: UpdateAuthorizerRequest, ctx: RequestContext
) -> UpdateAuthorizerResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "authorizer", request["AuthorizerId"])
        given = {k: part.doc.get(k) for k in _MEMBERS}
        given.update({k: request[k] for k in _MEMBERS if k in request})  # type: ignore[literal-required]
        if given.get("AuthorizerType") != part.doc["AuthorizerType"] and _in_use(state, api, part.id):
            raise conflict(f"Cannot change the type of authorizer {part.id}: routes use it")
        if given.get("AuthorizerType") == "JWT":
            for member in _LAMBDA_ONLY:
                if member not in request:
                    given.pop(member, None)
        check = websocket_auth.checked_authorizer if is_websocket(api) else checked
        part.doc = {"AuthorizerId": part.id, **check(given)}
        state.apis.save_part(part)
    return cast("UpdateAuthorizerResponse", part.doc)


def delete_authorizer(
    state: HttpApiState, request: DeleteAuthorizerRequest, ctx: RequestContext
) -> DeleteAuthorizerResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "authorizer", request["AuthorizerId"])
        if _in_use(state, api, part.id):
            raise conflict(f"Cannot delete authorizer {part.id}: routes still use it")
        state.apis.delete_part(api.id, "authorizer", part.id)
    return {}
