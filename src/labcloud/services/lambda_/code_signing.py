"""Code-signing configs: Create/Get/Update/Delete/List, attaching one to a function, and listing its functions.

Configs are stored, attached and reported as Lambda reports them, but labcloud does not verify
signatures: code is deployed whatever ``UntrustedArtifactOnDeployment`` says (there is no AWS
Signer to sign it with). A function's attached config is its ``code_signing`` setting in
``lambda_function_settings``.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_ import settings_tables
from labcloud.services.lambda_.core import lambda_timestamp, page
from labcloud.services.lambda_.names import function_arn
from labcloud.store.db import Store

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
    row = store.one(
        "SELECT doc FROM lambda_code_signing_configs WHERE account_id=? AND region=? AND csc_id=?",
        (ctx.account_id, ctx.region, csc_id or ""),
    )
    return None if row is None else dict(json.loads(row["doc"]))


def require(store: Store, ctx: RequestContext, arn: str) -> dict[str, Any]:
    doc = _row(store, ctx, arn)
    if doc is None:
        raise _not_found(arn)
    return doc


def create(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
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
        store.execute(
            "INSERT INTO lambda_code_signing_configs (account_id, region, csc_id, doc, tags, created) "
            "VALUES (?,?,?,?,?,?)",
            (
                ctx.account_id,
                ctx.region,
                csc_id,
                json.dumps(doc),
                json.dumps(params.get("Tags") or {}),
                clock.now(),
            ),
        )
    return {"CodeSigningConfig": doc}


def get(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    return {"CodeSigningConfig": require(store, ctx, params["CodeSigningConfigArn"])}


def update(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
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
        store.execute(
            "UPDATE lambda_code_signing_configs SET doc=? WHERE account_id=? AND region=? AND csc_id=?",
            (json.dumps(doc), ctx.account_id, ctx.region, doc["CodeSigningConfigId"]),
        )
    return {"CodeSigningConfig": doc}


def _users(store: Store, ctx: RequestContext, arn: str) -> list[str]:
    return [
        r["name"]
        for r in store.all(
            "SELECT name FROM lambda_function_settings WHERE account_id=? AND region=? AND setting='code_signing' "
            "AND value=? ORDER BY name",
            (ctx.account_id, ctx.region, arn),
        )
    ]


def delete(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
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
        store.execute(
            "DELETE FROM lambda_code_signing_configs WHERE account_id=? AND region=? AND csc_id=?",
            (ctx.account_id, ctx.region, doc["CodeSigningConfigId"]),
        )
    return {}


def list_configs(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    docs = [
        json.loads(r["doc"])
        for r in store.all(
            "SELECT doc FROM lambda_code_signing_configs WHERE account_id=? AND region=? ORDER BY created, csc_id",
            (ctx.account_id, ctx.region),
        )
    ]
    return page(docs, params, "CodeSigningConfigs")


def list_functions(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    arn = params["CodeSigningConfigArn"]
    require(store, ctx, arn)
    arns = [function_arn(ctx.region, ctx.account_id, name) for name in _users(store, ctx, arn)]
    return page(arns, params, "FunctionArns")


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
    settings_tables.put_setting(store, ctx.account_id, ctx.region, name, "code_signing", arn)


def put_function(
    store: Store, ctx: RequestContext, params: dict[str, Any], require_function: RequireFunction
) -> dict[str, Any]:
    arn = params["CodeSigningConfigArn"]
    check_exists(store, ctx, arn)
    name = require_function(ctx, params["FunctionName"])
    attach(store, ctx, name, arn)
    return {"CodeSigningConfigArn": arn, "FunctionName": name}


def get_function(
    store: Store, ctx: RequestContext, params: dict[str, Any], require_function: RequireFunction
) -> dict[str, Any]:
    name = require_function(ctx, params["FunctionName"])
    arn = settings_tables.get_setting(store, ctx.account_id, ctx.region, name, "code_signing")
    return {"CodeSigningConfigArn": arn or "", "FunctionName": name}


def delete_function(
    store: Store, ctx: RequestContext, params: dict[str, Any], require_function: RequireFunction
) -> dict[str, Any]:
    name = require_function(ctx, params["FunctionName"])
    settings_tables.put_setting(store, ctx.account_id, ctx.region, name, "code_signing", None)
    return {}


def tags_of(store: Store, ctx: RequestContext, arn: str) -> dict[str, str]:
    require(store, ctx, arn)
    return dict(
        json.loads(
            store.scalar(
                "SELECT tags FROM lambda_code_signing_configs WHERE account_id=? AND region=? AND csc_id=?",
                (ctx.account_id, ctx.region, csc_id_of(ctx, arn)),
            )
        )
    )


def save_tags(store: Store, ctx: RequestContext, arn: str, tags: dict[str, str]) -> None:
    with store.transaction():
        store.execute(
            "UPDATE lambda_code_signing_configs SET tags=? WHERE account_id=? AND region=? AND csc_id=?",
            (json.dumps(tags), ctx.account_id, ctx.region, csc_id_of(ctx, arn)),
        )
