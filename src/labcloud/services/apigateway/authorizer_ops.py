"""Authorizers of a REST API: create, get, list by ``position``, update by patch, delete.

Lambda authorizers (``TOKEN`` and ``REQUEST``) are served (``lambda_authorizer.py``), and
``COGNITO_USER_POOLS`` authorizers naming labcloud's user pools in ``providerARNs`` (``cognito_authorizer.py``);
``authorizerCredentials`` are refused (the function's own policy must let ``apigateway.amazonaws.com``
invoke it, as SAM and most templates set)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.integrations import function_of
from labcloud.services.apigateway.lookup import api_of, page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.publish import emit
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
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

KIND = "authorizer"
TYPES = ("TOKEN", "REQUEST", "COGNITO_USER_POOLS")
DEFAULT_TTL = 300
MAX_TTL = 3600
_HEADER_SOURCE = re.compile(r"^method\.request\.header\.[A-Za-z0-9!#$%&'*+.^_`|~-]+$")
_REQUEST_SOURCE = re.compile(
    r"^(method\.request\.(header|querystring)\.[^\s,]+|stageVariables\.[A-Za-z0-9_]+|context\.[A-Za-z0-9_.]+)$"
)
UPDATABLE = Paths(
    scalars={
        "name": "str",
        "type": "str",
        "authType": "str",
        "authorizerUri": "str",
        "identitySource": "str",
        "identityValidationExpression": "str",
        "authorizerResultTtlInSeconds": "int",
    }
)


def identity_sources(doc: dict[str, Any]) -> list[str]:
    return [s.strip() for s in str(doc.get("identitySource") or "").split(",") if s.strip()]


def check_authorizer(doc: dict[str, Any]) -> None:
    """Refuses, with AWS's BadRequestException, what an authorizer document may not hold here."""
    kind = doc.get("type")
    if kind not in TYPES:
        raise bad_request(f"Invalid authorizer type specified: {kind}. Valid options are {','.join(TYPES)}")
    if kind == "COGNITO_USER_POOLS":
        _check_cognito(doc)
        return
    if doc.get("providerARNs"):
        raise bad_request(f"providerARNs apply to COGNITO_USER_POOLS authorizers, not {kind}")
    if doc.get("authorizerCredentials"):
        raise bad_request(
            "labcloud does not support authorizerCredentials: grant apigateway.amazonaws.com "
            "lambda:InvokeFunction on the authorizer function instead"
        )
    uri = str(doc.get("authorizerUri") or "")
    if not uri:
        raise bad_request(f"Authorizer URI is required for authorizer of type {kind}")
    if function_of(uri) is None:
        raise bad_request(f"Invalid Authorizer URI specified: {uri}")
    ttl = doc.get("authorizerResultTtlInSeconds", DEFAULT_TTL)
    if not isinstance(ttl, int) or not 0 <= ttl <= MAX_TTL:
        raise bad_request(f"Invalid authorizerResultTtlInSeconds: {ttl}. Valid values are 0 to {MAX_TTL}")
    sources = identity_sources(doc)
    if kind == "TOKEN":
        if len(sources) != 1 or not _HEADER_SOURCE.match(sources[0]):
            raise bad_request(
                "Invalid identity source for a TOKEN authorizer: "
                "it must be one header, method.request.header.<name>"
            )
        expression = doc.get("identityValidationExpression")
        if expression:
            try:
                re.compile(str(expression))
            except re.error:
                raise bad_request(f"Invalid identityValidationExpression: {expression}") from None
    else:
        if doc.get("identityValidationExpression"):
            raise bad_request("identityValidationExpression applies to TOKEN authorizers only")
        if ttl > 0 and not sources:
            raise bad_request(
                "An identity source is required for a REQUEST authorizer whose results are cached"
            )
        for source in sources:
            if not _REQUEST_SOURCE.match(source):
                raise bad_request(f"Invalid identity source specified: {source}")


_POOL_ARN = re.compile(r"^arn:aws[a-z-]*:cognito-idp:[a-z0-9-]+:\d{12}:userpool/[\w-]+_[0-9A-Za-z]+$")


def _check_cognito(doc: dict[str, Any]) -> None:
    """AWS's checks of a ``COGNITO_USER_POOLS`` authorizer: user pool ARNs and one header source."""
    providers = doc.get("providerARNs") or []
    if not providers:
        raise bad_request("ProviderARNs need to be specified for COGNITO_USER_POOLS authorizer")
    for arn in providers:
        if not _POOL_ARN.match(str(arn)):
            raise bad_request(f"Invalid ARN specified in the request: {arn}")
    if doc.get("authorizerUri"):
        raise bad_request("authorizerUri does not apply to COGNITO_USER_POOLS authorizers")
    sources = identity_sources(doc)
    if len(sources) != 1 or not _HEADER_SOURCE.match(sources[0]):
        raise bad_request(
            "Invalid identity source for a COGNITO_USER_POOLS authorizer: "
            "it must be one header, method.request.header.<name>"
        )
    expression = doc.get("identityValidationExpression")
    if expression:
        try:
            re.compile(str(expression))
        except re.error:
            raise bad_request(f"Invalid identityValidationExpression: {expression}") from None


def new_authorizer(request: dict[str, Any], authorizer_id: str) -> dict[str, Any]:
    if not request.get("name"):
        raise bad_request("Authorizer name is required")
    doc: dict[str, Any] = {"id": authorizer_id, "name": request["name"], "type": request.get("type")}
    for member in (
        "providerARNs",
        "authType",
        "authorizerUri",
        "authorizerCredentials",
        "identitySource",
        "identityValidationExpression",
    ):
        if request.get(member):
            doc[member] = request[member]
    doc["authorizerResultTtlInSeconds"] = request.get("authorizerResultTtlInSeconds", DEFAULT_TTL)
    if request.get("jwtConfiguration"):
        raise bad_request("jwtConfiguration is not a REST API authorizer setting")
    check_authorizer(doc)
    return doc


def authorizer_of(state: ApigwState, api_id: str, authorizer_id: str) -> PartRecord:
    found = parts.find_part(state.store, api_id, KIND, authorizer_id)
    if found is None:
        raise not_found("Invalid authorizer identifier specified")
    return found


def create_authorizer(
    state: ApigwState, request: CreateAuthorizerRequest, ctx: RequestContext
) -> CreateAuthorizerResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        doc = new_authorizer(cast("dict[str, Any]", request), ids.child_id())
        parts.insert_part(state.store, PartRecord(api.id, KIND, doc["id"], doc), clock.now())
        emit(
            state,
            "apigateway.authorizer.created",
            ctx.account_id,
            ctx.region,
            api.id,
            authorizer_id=doc["id"],
        )
    return cast("CreateAuthorizerResponse", doc)


def get_authorizer(
    state: ApigwState, request: GetAuthorizerRequest, ctx: RequestContext
) -> GetAuthorizerResponse:
    api = api_of(state, ctx, request["restApiId"])
    return cast("GetAuthorizerResponse", authorizer_of(state, api.id, request["authorizerId"]).doc)


def get_authorizers(
    state: ApigwState, request: GetAuthorizersRequest, ctx: RequestContext
) -> GetAuthorizersResponse:
    api = api_of(state, ctx, request["restApiId"])
    docs = [part.doc for part in parts.list_parts(state.store, api.id, KIND)]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetAuthorizersResponse", answer)


def update_authorizer(
    state: ApigwState, request: UpdateAuthorizerRequest, ctx: RequestContext
) -> UpdateAuthorizerResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = authorizer_of(state, api.id, request["authorizerId"])
        doc = apply(part.doc, list(request.get("patchOperations") or []), UPDATABLE)
        if not doc.get("name"):
            raise bad_request("Authorizer name is required")
        check_authorizer(doc)
        part.doc = doc
        parts.save_part(state.store, part)
    state.authorizer_results.clear()
    return cast("UpdateAuthorizerResponse", doc)


def delete_authorizer(
    state: ApigwState, request: DeleteAuthorizerRequest, ctx: RequestContext
) -> DeleteAuthorizerResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        part = authorizer_of(state, api.id, request["authorizerId"])
        for resource in stored.list_resources(state.store, api.id):
            for http_method, method in (resource.doc.get("resourceMethods") or {}).items():
                if method.get("authorizerId") == part.id:
                    raise conflict(
                        f"Cannot delete authorizer '{part.doc['name']}', is referenced in method: "
                        f"{http_method}:{resource.path}"
                    )
        parts.delete_part(state.store, api.id, KIND, part.id)
        emit(
            state, "apigateway.authorizer.deleted", ctx.account_id, ctx.region, api.id, authorizer_id=part.id
        )
    state.authorizer_results.clear()
    return {}
