"""IoT custom authorizers: CreateAuthorizer, DescribeAuthorizer, ListAuthorizers, UpdateAuthorizer,
DeleteAuthorizer. An authorizer names its Lambda function, and unless ``signingDisabled`` its token key
name and the PEM public keys that verify tokens' signatures (checked as keys). They are kept with AWS's
shapes, and only an INACTIVE one may be deleted (as on AWS). labcloud's data plane takes SigV4-signed requests only, so no connection or HTTP publish is ever
authorized through one (docs/iot.md), and TestInvokeAuthorizer and the default authorizer answer "not
implemented"."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from cryptography.hazmat.primitives.serialization import load_pem_public_key

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iot import names, tag_ops
from labcloud.services.iot.errors import exists, invalid, limit, not_found
from labcloud.services.iot.events import emit
from labcloud.services.iot.repo import records
from labcloud.services.iot.state import IotState

if TYPE_CHECKING:
    from labcloud.services.iot.api import (
        AuthorizerDescription,
        CreateAuthorizerRequest,
        CreateAuthorizerResponse,
        DeleteAuthorizerRequest,
        DeleteAuthorizerResponse,
        DescribeAuthorizerRequest,
        DescribeAuthorizerResponse,
        ListAuthorizersRequest,
        ListAuthorizersResponse,
        UpdateAuthorizerRequest,
        UpdateAuthorizerResponse,
    )

#: Custom authorizers an account holds in a region (AWS's quota).
MAX_AUTHORIZERS = 32
_NAME = re.compile(r"^[\w=,@-]{1,128}$")
_TOKEN_KEY = re.compile(r"^[a-zA-Z0-9_-]{1,128}$")
_FUNCTION = re.compile(
    r"^arn:aws[a-z-]*:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]{1,64}(:[A-Za-z0-9$_-]+)?$"
)
STATUSES = ("ACTIVE", "INACTIVE")


def _checked(doc: dict[str, Any]) -> None:
    """Refuse a description AWS would refuse (InvalidRequestException)."""
    if not _FUNCTION.match(str(doc.get("authorizerFunctionArn") or "")):
        raise invalid(
            f"authorizerFunctionArn {doc.get('authorizerFunctionArn')!r} is not a Lambda function ARN"
        )
    if doc.get("status") not in STATUSES:
        raise invalid(f"status must be one of {', '.join(STATUSES)}")
    key_name = doc.get("tokenKeyName")
    if key_name is not None and not _TOKEN_KEY.match(str(key_name)):
        raise invalid(f"Invalid tokenKeyName: {key_name!r}")
    keys = doc.get("tokenSigningPublicKeys") or {}
    if not doc.get("signingDisabled") and (not key_name or not keys):
        raise invalid("An authorizer with signing enabled needs tokenKeyName and tokenSigningPublicKeys")
    if len(keys) > 2:
        raise invalid("An authorizer has at most 2 token signing public keys")
    for key_id, pem in keys.items():
        try:
            load_pem_public_key(str(pem).encode())
        except (ValueError, TypeError):
            raise invalid(f"Token signing public key {key_id!r} is not a PEM-encoded public key") from None


def _find(state: IotState, ctx: RequestContext, name: str) -> records.Authorizer:
    found = records.authorizer(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Authorizer {name} does not exist")
    return found


def create_authorizer(
    state: IotState, request: CreateAuthorizerRequest, ctx: RequestContext
) -> CreateAuthorizerResponse:
    name = request["authorizerName"]
    if not _NAME.match(name):
        raise invalid(f"Invalid authorizer name: {name!r} (it must match {_NAME.pattern})")
    doc: dict[str, Any] = {
        "authorizerFunctionArn": request["authorizerFunctionArn"],
        "status": request.get("status") or "ACTIVE",
        "signingDisabled": bool(request.get("signingDisabled")),
        "enableCachingForHttp": bool(request.get("enableCachingForHttp")),
    }
    if request.get("tokenKeyName") is not None:
        doc["tokenKeyName"] = request["tokenKeyName"]
    if request.get("tokenSigningPublicKeys"):
        doc["tokenSigningPublicKeys"] = dict(request["tokenSigningPublicKeys"])
    _checked(doc)
    arn = names.arn(ctx, "authorizer", name)
    with state.store.transaction():
        if records.authorizer(state.store, ctx.account_id, ctx.region, name) is not None:
            raise exists(f"Authorizer {name} already exists", name, arn)
        if len(records.authorizers(state.store, ctx.account_id, ctx.region)) >= MAX_AUTHORIZERS:
            raise limit(f"An account has at most {MAX_AUTHORIZERS} custom authorizers in a region")
        now = clock.now()
        records.put_authorizer(
            state.store, records.Authorizer(ctx.account_id, ctx.region, name, doc, now, now)
        )
        if request.get("tags"):
            tag_ops.add(state, arn, {t["Key"]: t.get("Value", "") for t in request["tags"]})
        emit(state, "iot.authorizer.created", ctx.account_id, ctx.region, arn, status=doc["status"])
    return {"authorizerName": name, "authorizerArn": arn}


def _description(ctx: RequestContext, found: records.Authorizer) -> AuthorizerDescription:
    out: dict[str, Any] = {
        "authorizerName": found.name,
        "authorizerArn": names.arn(ctx, "authorizer", found.name),
        **found.doc,
        "creationDate": names.at(found.created),
        "lastModifiedDate": names.at(found.updated),
    }
    return out  # type: ignore[return-value]


def describe_authorizer(
    state: IotState, request: DescribeAuthorizerRequest, ctx: RequestContext
) -> DescribeAuthorizerResponse:
    return {"authorizerDescription": _description(ctx, _find(state, ctx, request["authorizerName"]))}


def list_authorizers(
    state: IotState, request: ListAuthorizersRequest, ctx: RequestContext
) -> ListAuthorizersResponse:
    size = names.page_size(request.get("pageSize"))
    found = records.authorizers(state.store, ctx.account_id, ctx.region)
    if request.get("status"):
        found = [a for a in found if a.doc.get("status") == request["status"]]
    if request.get("ascendingOrder") is False:
        found.reverse()
    start = 0
    if request.get("marker"):
        marker = names.after(request["marker"])
        start = next((i + 1 for i, a in enumerate(found) if a.name == marker), len(found))
    page = found[start : start + size]
    out: ListAuthorizersResponse = {
        "authorizers": [
            {"authorizerName": a.name, "authorizerArn": names.arn(ctx, "authorizer", a.name)} for a in page
        ]
    }
    if start + size < len(found):
        out["nextMarker"] = names.token(page[-1].name)
    return out


def update_authorizer(
    state: IotState, request: UpdateAuthorizerRequest, ctx: RequestContext
) -> UpdateAuthorizerResponse:
    name = request["authorizerName"]
    with state.store.transaction():
        found = _find(state, ctx, name)
        doc = dict(found.doc)
        for member in ("authorizerFunctionArn", "tokenKeyName", "status"):
            if request.get(member) is not None:
                doc[member] = request[member]
        if request.get("tokenSigningPublicKeys") is not None:
            doc["tokenSigningPublicKeys"] = dict(request["tokenSigningPublicKeys"])
        if request.get("enableCachingForHttp") is not None:
            doc["enableCachingForHttp"] = bool(request["enableCachingForHttp"])
        _checked(doc)
        records.put_authorizer(
            state.store,
            records.Authorizer(ctx.account_id, ctx.region, name, doc, found.created, clock.now()),
        )
        arn = names.arn(ctx, "authorizer", name)
        emit(state, "iot.authorizer.updated", ctx.account_id, ctx.region, arn, status=doc["status"])
    return {"authorizerName": name, "authorizerArn": arn}


def delete_authorizer(
    state: IotState, request: DeleteAuthorizerRequest, ctx: RequestContext
) -> DeleteAuthorizerResponse:
    name = request["authorizerName"]
    with state.store.transaction():
        if _find(state, ctx, name).doc.get("status") == "ACTIVE":
            raise invalid(f"Authorizer {name} is ACTIVE: set it INACTIVE before deleting it")
        arn = names.arn(ctx, "authorizer", name)
        records.remove_authorizer(state.store, ctx.account_id, ctx.region, name)
        records.remove_tags(state.store, arn)
        emit(state, "iot.authorizer.deleted", ctx.account_id, ctx.region, arn)
    return {}
