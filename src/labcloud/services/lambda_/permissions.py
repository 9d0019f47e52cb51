"""Function resource policies: AddPermission, RemovePermission, GetPolicy (statements kept per qualifier)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_ import records, revisions
from labcloud.services.lambda_.names import (
    check_region,
    function_arn,
    missing,
    missing_statement,
    split_function_name,
)
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        AddPermissionRequest,
        AddPermissionResponse,
        GetPolicyRequest,
        GetPolicyResponse,
        RemovePermissionRequest,
        RemovePermissionResponse,
    )


def _policies(
    state: LambdaState, ctx: RequestContext, params: Mapping[str, Any]
) -> tuple[str, str, dict[str, Any], str]:
    name, derived = split_function_name(params["FunctionName"])
    qualifier = params.get("Qualifier") or derived or ""
    if (
        qualifier
        and not is_digits(qualifier)
        and qualifier != "$LATEST"
        and records.function_row(state, ctx, name)
    ):
        if not functions.alias_exists(state.store, (ctx.account_id, ctx.region, name), qualifier):
            raise AwsError(
                "ResourceNotFoundException",
                f"Cannot find alias arn: {function_arn(ctx.region, ctx.account_id, name, qualifier)}",
                status=404,
                Type="User",
            )
    resolved = records.resolve(state, ctx, params["FunctionName"], params.get("Qualifier"))
    policies = json.loads(resolved.row.policy or "{}")
    resource = (
        resolved.config.function_arn
        if not qualifier or is_digits(qualifier)
        else (f"{resolved.row.config.function_arn}:{qualifier}")
    )
    return resolved.name, qualifier, policies, resource


def _save(
    state: LambdaState, ctx: RequestContext, name: str, qualifier: str, policies: dict[str, Any]
) -> None:
    """Store the function's policies; the version or alias whose policy changed gets a new RevisionId."""
    with state.store.transaction():
        revisions.bump(state.store, ctx, name, qualifier)
        functions.save_policy(state.store, (ctx.account_id, ctx.region, name), json.dumps(policies))
        state.function_policies.changed()


def add_permission(
    state: LambdaState, params: AddPermissionRequest, ctx: RequestContext
) -> AddPermissionResponse:
    _, derived = split_function_name(params["FunctionName"])
    if (params.get("Qualifier") or derived) == "$LATEST":
        raise invalid("We currently do not support adding policies for $LATEST.")
    name, qualifier, policies, resource = _policies(state, ctx, params)
    policy = policies.get(qualifier) or {
        "Version": "2012-10-17",
        "Id": "default",
        "Statement": [],
    }
    sid = params["StatementId"]
    if any(s["Sid"] == sid for s in policy["Statement"]):
        raise AwsError(
            "ResourceConflictException",
            f"The statement id ({sid}) provided already exists. Please provide a new statement id, or "
            "remove the existing statement.",
            status=409,
            Type="User",
        )
    revisions.check(revisions.current(state.store, ctx, name, qualifier), params.get("RevisionId"))
    principal = params["Principal"]
    who: Any = (
        {"Service": principal}
        if principal.endswith(".amazonaws.com")
        else (
            "*"
            if principal == "*"
            else {"AWS": principal if principal.startswith("arn:") else f"arn:aws:iam::{principal}:root"}
        )
    )
    statement: dict[str, Any] = {
        "Sid": sid,
        "Effect": "Allow",
        "Principal": who,
        "Action": params["Action"],
        "Resource": resource,
    }
    condition: dict[str, Any] = {}
    if params.get("SourceArn"):
        condition.setdefault("ArnLike", {})["AWS:SourceArn"] = params["SourceArn"]
    if params.get("SourceAccount"):
        condition.setdefault("StringEquals", {})["AWS:SourceAccount"] = params["SourceAccount"]
    if params.get("PrincipalOrgID"):
        condition.setdefault("StringEquals", {})["aws:PrincipalOrgID"] = params["PrincipalOrgID"]
    if params.get("EventSourceToken"):
        condition.setdefault("StringEquals", {})["lambda:EventSourceToken"] = params["EventSourceToken"]
    if params.get("InvokedViaFunctionUrl"):
        condition.setdefault("Bool", {})["lambda:InvokedViaFunctionUrl"] = "true"
    if params.get("FunctionUrlAuthType"):
        condition.setdefault("StringEquals", {})["lambda:FunctionUrlAuthType"] = params["FunctionUrlAuthType"]
    if condition:
        statement["Condition"] = condition
    policy["Statement"].append(statement)
    policies[qualifier] = policy
    _save(state, ctx, name, qualifier, policies)
    return {"Statement": json.dumps(statement)}


def remove_permission(
    state: LambdaState, params: RemovePermissionRequest, ctx: RequestContext
) -> RemovePermissionResponse:
    missing, _ = split_function_name(params["FunctionName"])
    check_region(params["FunctionName"], ctx.region)
    if records.function_row(state, ctx, missing) is None:
        raise AwsError(
            "ResourceNotFoundException",
            f"No policy found for: {function_arn(ctx.region, ctx.account_id, missing)}",
            status=404,
            Type="User",
        )
    name, qualifier, policies, _ = _policies(state, ctx, params)
    policy = policies.get(qualifier)
    sid = params["StatementId"]
    if policy is None or not any(s["Sid"] == sid for s in policy["Statement"]):
        raise missing_statement(sid)
    revisions.check(revisions.current(state.store, ctx, name, qualifier), params.get("RevisionId"))
    policy["Statement"] = [s for s in policy["Statement"] if s["Sid"] != sid]
    if not policy["Statement"]:
        policies.pop(qualifier)
    _save(state, ctx, name, qualifier, policies)
    return {}


def get_policy(state: LambdaState, params: GetPolicyRequest, ctx: RequestContext) -> GetPolicyResponse:
    name, qualifier, policies, _ = _policies(state, ctx, params)
    policy = policies.get(qualifier)
    if not policy:
        raise missing()
    revision = revisions.current(state.store, ctx, name, qualifier) or ""
    document = {k: v for k, v in policy.items() if k != "RevisionId"}
    return {"Policy": json.dumps(document), "RevisionId": revision}
