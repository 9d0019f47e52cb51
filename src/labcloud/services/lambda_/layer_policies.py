"""Layer version policies: AddLayerVersionPermission, GetLayerVersionPolicy, RemoveLayerVersionPermission.

Each layer version has at most one resource policy (stored in ``lambda_layer_policies``) whose
RevisionId changes with every added or removed statement and guards both as a precondition.
labcloud has one account's layers at a time, so the policy is stored and reported; other
accounts reading the layer are not simulated.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.names import missing_statement
from labcloud.services.lambda_.repo import layers as layer_rows
from labcloud.services.lambda_.state import LambdaState
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        AddLayerVersionPermissionRequest,
        AddLayerVersionPermissionResponse,
        GetLayerVersionPolicyRequest,
        GetLayerVersionPolicyResponse,
        RemoveLayerVersionPermissionRequest,
        RemoveLayerVersionPermissionResponse,
    )


def _layer(ctx: RequestContext, params: Mapping[str, Any]) -> tuple[str, int, str]:
    """(layer name, version, layer version ARN) of a request naming a layer by name or ARN."""
    value = params["LayerName"]
    name = value.split(":")[6] if value.startswith("arn:") else value
    version = int(params["VersionNumber"])
    return name, version, f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:layer:{name}:{version}"


def _require_layer(store: Store, ctx: RequestContext, params: Mapping[str, Any]) -> tuple[str, int, str]:
    name, version, arn = _layer(ctx, params)
    if not 0 < version < 2**63 or not layer_rows.exists(store, (ctx.account_id, ctx.region, name), version):
        raise AwsError(
            "ResourceNotFoundException", f"Layer version {arn} does not exist.", status=404, Type="User"
        )
    return name, version, arn


def _policy(store: Store, ctx: RequestContext, name: str, version: int) -> dict[str, Any] | None:
    return layer_rows.policy(store, (ctx.account_id, ctx.region, name), version)


def _check_revision(policy: dict[str, Any] | None, revision: str | None) -> None:
    if revision and revision != (policy or {}).get("RevisionId"):
        raise AwsError(
            "PreconditionFailedException",
            "The Revision Id provided does not match the latest Revision Id. Call the GetLayerPolicy API to "
            "retrieve the latest Revision Id",
            status=412,
            Type="User",
        )


def _save(store: Store, ctx: RequestContext, name: str, version: int, policy: dict[str, Any] | None) -> None:
    with store.transaction():
        layer_rows.save_policy(store, (ctx.account_id, ctx.region, name), version, policy)


def add(
    state: LambdaState, params: AddLayerVersionPermissionRequest, ctx: RequestContext
) -> AddLayerVersionPermissionResponse:
    store = state.store
    name, version, arn = _require_layer(store, ctx, params)
    policy = _policy(store, ctx, name, version)
    sid = params["StatementId"]
    if policy is not None and any(s["Sid"] == sid for s in policy["Statement"]):
        raise AwsError(
            "ResourceConflictException",
            f"The statement id ({sid}) provided already exists. Please provide a new statement id, or remove the "
            "existing statement.",
            status=409,
            Type="User",
        )
    _check_revision(policy, params.get("RevisionId"))
    principal = params["Principal"]
    statement: dict[str, Any] = {
        "Sid": sid,
        "Effect": "Allow",
        "Principal": principal if principal == "*" else {"AWS": _account_arn(principal)},
        "Action": params["Action"],
        "Resource": arn,
    }
    if params.get("OrganizationId"):
        statement["Condition"] = {"StringEquals": {"aws:PrincipalOrgID": params["OrganizationId"]}}
    policy = policy or {"Version": "2012-10-17", "Id": "default", "Statement": []}
    policy["Statement"].append(statement)
    policy["RevisionId"] = str(uuid.uuid4())
    _save(store, ctx, name, version, policy)
    return {"Statement": json.dumps(statement), "RevisionId": policy["RevisionId"]}


def _account_arn(principal: str) -> str:
    return principal if principal.startswith("arn:") else f"arn:aws:iam::{principal}:root"


def get(
    state: LambdaState, params: GetLayerVersionPolicyRequest, ctx: RequestContext
) -> GetLayerVersionPolicyResponse:
    store = state.store
    name, version, _ = _require_layer(store, ctx, params)
    policy = _policy(store, ctx, name, version)
    if policy is None:
        raise AwsError(
            "ResourceNotFoundException",
            "No policy is associated with the given resource.",
            status=404,
            Type="User",
        )
    document = {k: v for k, v in policy.items() if k != "RevisionId"}
    return {"Policy": json.dumps(document), "RevisionId": policy["RevisionId"]}


def remove(
    state: LambdaState, params: RemoveLayerVersionPermissionRequest, ctx: RequestContext
) -> RemoveLayerVersionPermissionResponse:
    store = state.store
    name, version, _ = _require_layer(store, ctx, params)
    policy = _policy(store, ctx, name, version)
    _check_revision(policy, params.get("RevisionId"))
    sid = params["StatementId"]
    if policy is None or not any(s["Sid"] == sid for s in policy["Statement"]):
        raise missing_statement(sid)
    policy["Statement"] = [s for s in policy["Statement"] if s["Sid"] != sid]
    policy["RevisionId"] = str(uuid.uuid4())
    _save(store, ctx, name, version, policy if policy["Statement"] else None)
    return {}


def forget(store: Store, ctx: RequestContext, name: str, version: int) -> None:
    """A deleted layer version takes its policy with it."""
    _save(store, ctx, name, version, None)
