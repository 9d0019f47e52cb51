"""Code-signing configs: Create/Get/Update/Delete/List, attaching one to a function, and listing its functions.

Configs are stored, attached and reported as Lambda reports them, but labcloud does not verify
signatures: code is deployed whatever ``UntrustedArtifactOnDeployment`` says (there is no AWS
Signer to sign it with). A function's attached config is its ``code_signing`` setting in
``lambda_function_settings``.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_ import records
from labcloud.services.lambda_.core import lambda_timestamp, page
from labcloud.services.lambda_.names import function_arn
from labcloud.services.lambda_.repo import settings
from labcloud.services.lambda_.state import LambdaState
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        CreateCodeSigningConfigRequest,
        CreateCodeSigningConfigResponse,
        DeleteCodeSigningConfigRequest,
        DeleteCodeSigningConfigResponse,
        DeleteFunctionCodeSigningConfigRequest,
        DeleteFunctionCodeSigningConfigResponse,
        GetCodeSigningConfigRequest,
        GetCodeSigningConfigResponse,
        GetFunctionCodeSigningConfigRequest,
        GetFunctionCodeSigningConfigResponse,
        ListCodeSigningConfigsRequest,
        ListCodeSigningConfigsResponse,
        ListFunctionsByCodeSigningConfigRequest,
        ListFunctionsByCodeSigningConfigResponse,
        PutFunctionCodeSigningConfigRequest,
        PutFunctionCodeSigningConfigResponse,
        UpdateCodeSigningConfigRequest,
        UpdateCodeSigningConfigResponse,
    )


#: (ctx, FunctionName) -> the function's name; raises Lambda's not-found for a missing function.
RequireFunction = Callable[[RequestContext, str], str]


def _arn(ctx: RequestContext, csc_id: str) -> str:
    return f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:code-signing-config:{csc_id}"


def _not_found(arn: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException",
        f"The Lambda code signing configuration {arn} can not be found.",
        status=404,
        Type="User",
    )


def csc_id_of(ctx: RequestContext, arn: str) -> str | None:
    """The id of a config ARN in this account and region, or None."""
    prefix = _arn(ctx, "")
    return arn[len(prefix) :] if arn.startswith(prefix) else None


def _row(store: Store, ctx: RequestContext, arn: str) -> dict[str, Any] | None:
    csc_id = csc_id_of(ctx, arn)
    return settings.code_signing_config(store, ctx.account_id, ctx.region, csc_id or "")


def require(store: Store, ctx: RequestContext, arn: str) -> dict[str, Any]:
    doc = _row(store, ctx, arn)
    if doc is None:
        raise _not_found(arn)
    return doc


def create(
    state: LambdaState, params: CreateCodeSigningConfigRequest, ctx: RequestContext
) -> CreateCodeSigningConfigResponse:
    store = state.store
    csc_id = "csc-" + secrets.token_hex(9)[:17]
    doc = {
        "CodeSigningConfigId": csc_id,
        "CodeSigningConfigArn": _arn(ctx, csc_id),
        "Description": params.get("Description", ""),
        "AllowedPublishers": {
            "SigningProfileVersionArns": list(params["AllowedPublishers"]["SigningProfileVersionArns"])
        },
        "CodeSigningPolicies": {
            "UntrustedArtifactOnDeployment": (params.get("CodeSigningPolicies") or {}).get(
                "UntrustedArtifactOnDeployment", "Warn"
            )
        },
        "LastModified": lambda_timestamp(),
    }
    with store.transaction():
        settings.insert_code_signing_config(
            store, ctx.account_id, ctx.region, csc_id, doc, dict(params.get("Tags") or {}), clock.now()
        )
    return cast("CreateCodeSigningConfigResponse", {"CodeSigningConfig": doc})


def get(
    state: LambdaState, params: GetCodeSigningConfigRequest, ctx: RequestContext
) -> GetCodeSigningConfigResponse:
    store = state.store
    return cast(
        "GetCodeSigningConfigResponse",
        {"CodeSigningConfig": require(store, ctx, params["CodeSigningConfigArn"])},
    )


def update(
    state: LambdaState, params: UpdateCodeSigningConfigRequest, ctx: RequestContext
) -> UpdateCodeSigningConfigResponse:
    store = state.store
    arn = params["CodeSigningConfigArn"]
    doc = require(store, ctx, arn)
    if params.get("Description") is not None:
        doc["Description"] = params["Description"]
    if params.get("AllowedPublishers") is not None:
        doc["AllowedPublishers"] = {
            "SigningProfileVersionArns": list(params["AllowedPublishers"]["SigningProfileVersionArns"])
        }
    policies = params.get("CodeSigningPolicies")
    if policies is not None and policies.get("UntrustedArtifactOnDeployment"):
        doc["CodeSigningPolicies"] = {
            "UntrustedArtifactOnDeployment": policies["UntrustedArtifactOnDeployment"]
        }
    doc["LastModified"] = lambda_timestamp()
    with store.transaction():
        settings.save_code_signing_config(store, ctx.account_id, ctx.region, doc["CodeSigningConfigId"], doc)
    return cast("UpdateCodeSigningConfigResponse", {"CodeSigningConfig": doc})


def _users(store: Store, ctx: RequestContext, arn: str) -> list[str]:
    return settings.users_of(store, ctx.account_id, ctx.region, "code_signing", arn)


def delete(
    state: LambdaState, params: DeleteCodeSigningConfigRequest, ctx: RequestContext
) -> DeleteCodeSigningConfigResponse:
    store = state.store
    arn = params["CodeSigningConfigArn"]
    doc = require(store, ctx, arn)
    if _users(store, ctx, arn):
        raise AwsError(
            "ResourceConflictException",
            f"The code signing configuration {arn} is used by one or more functions and cannot be deleted.",
            status=409,
            Type="User",
        )
    with store.transaction():
        settings.delete_code_signing_config(store, ctx.account_id, ctx.region, doc["CodeSigningConfigId"])
    return {}


def list_configs(
    state: LambdaState, params: ListCodeSigningConfigsRequest, ctx: RequestContext
) -> ListCodeSigningConfigsResponse:
    store = state.store
    docs = settings.code_signing_configs(store, ctx.account_id, ctx.region)
    return cast("ListCodeSigningConfigsResponse", page(docs, params, "CodeSigningConfigs"))


def list_functions(
    state: LambdaState, params: ListFunctionsByCodeSigningConfigRequest, ctx: RequestContext
) -> ListFunctionsByCodeSigningConfigResponse:
    store = state.store
    arn = params["CodeSigningConfigArn"]
    require(store, ctx, arn)
    arns = [function_arn(ctx.region, ctx.account_id, name) for name in _users(store, ctx, arn)]
    return cast("ListFunctionsByCodeSigningConfigResponse", page(arns, params, "FunctionArns"))


def check_exists(store: Store, ctx: RequestContext, arn: str) -> None:
    """A config named by CreateFunction or PutFunctionCodeSigningConfig must exist."""
    if _row(store, ctx, arn) is None:
        raise AwsError(
            "CodeSigningConfigNotFoundException",
            "The code signing configuration cannot be found. Check that the provided configuration is not "
            f"deleted: {arn}.",
            status=404,
            Type="User",
        )


def attach(store: Store, ctx: RequestContext, name: str, arn: str) -> None:
    settings.put_setting(store, ctx.account_id, ctx.region, name, "code_signing", arn)


def put_function(
    state: LambdaState, params: PutFunctionCodeSigningConfigRequest, ctx: RequestContext
) -> PutFunctionCodeSigningConfigResponse:
    store = state.store
    require_function = records.function_namer(state)
    arn = params["CodeSigningConfigArn"]
    check_exists(store, ctx, arn)
    name = require_function(ctx, params["FunctionName"])
    attach(store, ctx, name, arn)
    return {"CodeSigningConfigArn": arn, "FunctionName": name}


def get_function(
    state: LambdaState, params: GetFunctionCodeSigningConfigRequest, ctx: RequestContext
) -> GetFunctionCodeSigningConfigResponse:
    store = state.store
    require_function = records.function_namer(state)
    name = require_function(ctx, params["FunctionName"])
    arn = settings.get_setting(store, ctx.account_id, ctx.region, name, "code_signing")
    return {"CodeSigningConfigArn": arn or "", "FunctionName": name}


def delete_function(
    state: LambdaState, params: DeleteFunctionCodeSigningConfigRequest, ctx: RequestContext
) -> DeleteFunctionCodeSigningConfigResponse:
    store = state.store
    require_function = records.function_namer(state)
    name = require_function(ctx, params["FunctionName"])
    settings.put_setting(store, ctx.account_id, ctx.region, name, "code_signing", None)
    return {}


def tags_of(store: Store, ctx: RequestContext, arn: str) -> dict[str, str]:
    require(store, ctx, arn)
    return settings.code_signing_tags(store, ctx.account_id, ctx.region, csc_id_of(ctx, arn) or "")


def save_tags(store: Store, ctx: RequestContext, arn: str, tags: dict[str, str]) -> None:
    with store.transaction():
        settings.save_code_signing_tags(store, ctx.account_id, ctx.region, csc_id_of(ctx, arn) or "", tags)
