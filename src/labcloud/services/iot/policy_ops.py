"""IoT policies: CreatePolicy, GetPolicy, ListPolicies, DeletePolicy (documents checked as JSON objects
with a Statement), and their attachments to certificates: AttachPolicy, DetachPolicy,
ListAttachedPolicies, ListTargetsForPolicy; tags given at creation are kept. Policy versions beyond the first are refused by the table's
absence (501). The policies are kept, never enforced: no MQTT client connects (docs/iot.md)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iot import names, tag_ops
from labcloud.services.iot.errors import conflict, exists, invalid, malformed, not_found
from labcloud.services.iot.events import emit
from labcloud.services.iot.repo import records
from labcloud.services.iot.state import IotState

if TYPE_CHECKING:
    from labcloud.services.iot.api import (
        AttachPolicyRequest,
        AttachPolicyResponse,
        CreatePolicyRequest,
        CreatePolicyResponse,
        DeletePolicyRequest,
        DeletePolicyResponse,
        DetachPolicyRequest,
        DetachPolicyResponse,
        GetPolicyRequest,
        GetPolicyResponse,
        ListAttachedPoliciesRequest,
        ListAttachedPoliciesResponse,
        ListPoliciesRequest,
        ListPoliciesResponse,
        ListPolicyVersionsRequest,
        ListPolicyVersionsResponse,
        ListTargetsForPolicyRequest,
        ListTargetsForPolicyResponse,
    )


def _check_document(text: str) -> None:
    try:
        document = json.loads(text)
    except ValueError:
        raise malformed("The policy document is not valid JSON") from None
    statements = document.get("Statement") if isinstance(document, dict) else None
    if not isinstance(statements, (list, dict)) or not statements:
        raise malformed("The policy document must be a JSON object with a Statement")
    for statement in statements if isinstance(statements, list) else [statements]:
        if not isinstance(statement, dict) or statement.get("Effect") not in ("Allow", "Deny"):
            raise malformed("Each statement needs an Effect of Allow or Deny")
        if "Action" not in statement or "Resource" not in statement:
            raise malformed("Each statement needs an Action and a Resource")


def create_policy(state: IotState, request: CreatePolicyRequest, ctx: RequestContext) -> CreatePolicyResponse:
    name = request["policyName"]
    names.check("policy", name)
    _check_document(request["policyDocument"])
    arn = names.arn(ctx, "policy", name)
    with state.store.transaction():
        if records.policy(state.store, ctx.account_id, ctx.region, name) is not None:
            raise exists(f"Policy cannot be created - name already exists (name={name})", name, arn)
        records.put_policy(
            state.store,
            records.Policy(ctx.account_id, ctx.region, name, request["policyDocument"], 1, clock.now()),
        )
        if request.get("tags"):
            tag_ops.add(state, arn, {t["Key"]: t.get("Value", "") for t in request["tags"]})
        emit(state, "iot.policy.created", ctx.account_id, ctx.region, arn, name=name)
    return {
        "policyName": name,
        "policyArn": arn,
        "policyDocument": request["policyDocument"],
        "policyVersionId": "1",
    }


def _find(state: IotState, ctx: RequestContext, name: str) -> records.Policy:
    found = records.policy(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Policy not found (name={name})")
    return found


def get_policy(state: IotState, request: GetPolicyRequest, ctx: RequestContext) -> GetPolicyResponse:
    policy = _find(state, ctx, request["policyName"])
    return {
        "policyName": policy.name,
        "policyArn": names.arn(ctx, "policy", policy.name),
        "policyDocument": policy.document,
        "defaultVersionId": str(policy.version_id),
        "creationDate": names.at(policy.created),
        "lastModifiedDate": names.at(policy.created),
    }


def list_policies(state: IotState, request: ListPoliciesRequest, ctx: RequestContext) -> ListPoliciesResponse:
    size = names.page_size(request.get("pageSize"), 250)
    found = records.policies(
        state.store, ctx.account_id, ctx.region, names.after(request.get("marker")), size + 1
    )
    out: ListPoliciesResponse = {
        "policies": [
            {"policyName": p.name, "policyArn": names.arn(ctx, "policy", p.name)} for p in found[:size]
        ]
    }
    if len(found) > size:
        out["nextMarker"] = names.token(found[size - 1].name)
    return out


def delete_policy(state: IotState, request: DeletePolicyRequest, ctx: RequestContext) -> DeletePolicyResponse:
    name = request["policyName"]
    with state.store.transaction():
        _find(state, ctx, name)
        if records.principals_of(state.store, ctx.account_id, ctx.region, "policy", name):
            raise conflict(
                f"The policy cannot be deleted as the policy is attached to one or more principals (name={name})"
            )
        records.remove_policy(state.store, ctx.account_id, ctx.region, name)
        records.remove_tags(state.store, names.arn(ctx, "policy", name))
        emit(state, "iot.policy.deleted", ctx.account_id, ctx.region, names.arn(ctx, "policy", name))
    return {}


def _check_target(state: IotState, ctx: RequestContext, target: str) -> None:
    certificate_id = target.rsplit("cert/", 1)[-1] if ":cert/" in target else None
    if certificate_id is None:
        raise invalid(f"Invalid target {target!r}: labcloud attaches policies to certificate ARNs only")
    if records.certificate(state.store, ctx.account_id, ctx.region, certificate_id) is None:
        raise not_found(f"The certificate given in the principal does not exist: {target}")


def attach_policy(state: IotState, request: AttachPolicyRequest, ctx: RequestContext) -> AttachPolicyResponse:
    with state.store.transaction():
        _find(state, ctx, request["policyName"])
        _check_target(state, ctx, request["target"])
        records.attach(
            state.store, ctx.account_id, ctx.region, "policy", request["policyName"], request["target"]
        )
    return {}


def detach_policy(state: IotState, request: DetachPolicyRequest, ctx: RequestContext) -> DetachPolicyResponse:
    """Detaching what is not attached (or a policy that does not exist) succeeds: the model declares no
    ResourceNotFoundException for DetachPolicy."""
    with state.store.transaction():
        records.detach(
            state.store, ctx.account_id, ctx.region, "policy", request["policyName"], request["target"]
        )
    return {}


def list_attached_policies(
    state: IotState, request: ListAttachedPoliciesRequest, ctx: RequestContext
) -> ListAttachedPoliciesResponse:
    found = records.targets_of(state.store, ctx.account_id, ctx.region, "policy", request["target"])
    return {"policies": [{"policyName": n, "policyArn": names.arn(ctx, "policy", n)} for n in found]}


def list_targets_for_policy(
    state: IotState, request: ListTargetsForPolicyRequest, ctx: RequestContext
) -> ListTargetsForPolicyResponse:
    _find(state, ctx, request["policyName"])
    return {
        "targets": records.principals_of(
            state.store, ctx.account_id, ctx.region, "policy", request["policyName"]
        )
    }


def list_policy_versions(
    state: IotState, request: ListPolicyVersionsRequest, ctx: RequestContext
) -> ListPolicyVersionsResponse:
    """The one version labcloud keeps (CreatePolicyVersion is not implemented)."""
    policy = _find(state, ctx, request["policyName"])
    return {
        "policyVersions": [
            {
                "versionId": str(policy.version_id),
                "isDefaultVersion": True,
                "createDate": names.at(policy.created),
            }
        ]
    }
