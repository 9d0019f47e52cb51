"""Managed policies attached to roles, users and groups: Attach/Detach/ListAttached{Role,User,Group}Policies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iam.changes import changed, publish
from labcloud.services.iam.core import no_such_entity
from labcloud.services.iam.lookups import policy_exists, require_group, require_role, require_user
from labcloud.services.iam.paging import Paging, page
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        AttachGroupPolicyRequest,
        AttachGroupPolicyResponse,
        AttachRolePolicyRequest,
        AttachRolePolicyResponse,
        AttachUserPolicyRequest,
        AttachUserPolicyResponse,
        DetachGroupPolicyRequest,
        DetachGroupPolicyResponse,
        DetachRolePolicyRequest,
        DetachRolePolicyResponse,
        DetachUserPolicyRequest,
        DetachUserPolicyResponse,
        ListAttachedGroupPoliciesRequest,
        ListAttachedGroupPoliciesResponse,
        ListAttachedRolePoliciesRequest,
        ListAttachedRolePoliciesResponse,
        ListAttachedUserPoliciesRequest,
        ListAttachedUserPoliciesResponse,
    )


def _attach(state: IamState, ctx: RequestContext, kind: str, owner: str, arn: str, entity_arn: str) -> None:
    if not policy_exists(state, arn):
        raise no_such_entity(f"Policy {arn} does not exist or is not attachable.")
    with state.store.transaction():
        stored.attach(state.store, ctx.account_id, kind, owner, arn, clock.now())
        publish(state, ctx, f"iam.{kind}_policy.attached", resource=entity_arn, owner=owner, policy_arn=arn)
        changed(state)


def _detach(state: IamState, ctx: RequestContext, kind: str, owner: str, arn: str, entity_arn: str) -> None:
    with state.store.transaction():
        if not stored.detach(state.store, ctx.account_id, kind, owner, arn):
            raise no_such_entity(f"Policy {arn} was not found.")
        publish(state, ctx, f"iam.{kind}_policy.detached", resource=entity_arn, owner=owner, policy_arn=arn)
        changed(state)


def _list(
    state: IamState, ctx: RequestContext, kind: str, owner: str, params: Paging, prefix: str
) -> dict[str, Any]:
    items = []
    for arn in stored.attached_arns(state.store, ctx.account_id, kind, owner):
        path = arn.split(":", 5)[5][len("policy") :].rsplit("/", 1)[0] + "/"
        if path.startswith(prefix):
            items.append({"PolicyName": arn.rsplit("/", 1)[1], "PolicyArn": arn})
    return page(items, params, "AttachedPolicies")


def attach_role_policy(
    state: IamState, request: AttachRolePolicyRequest, ctx: RequestContext
) -> AttachRolePolicyResponse:
    role = require_role(state, ctx, request["RoleName"])
    _attach(state, ctx, "role", role.name, request["PolicyArn"], role.arn)
    return {}


def detach_role_policy(
    state: IamState, request: DetachRolePolicyRequest, ctx: RequestContext
) -> DetachRolePolicyResponse:
    role = require_role(state, ctx, request["RoleName"])
    _detach(state, ctx, "role", role.name, request["PolicyArn"], role.arn)
    return {}


def list_attached_role_policies(
    state: IamState, request: ListAttachedRolePoliciesRequest, ctx: RequestContext
) -> ListAttachedRolePoliciesResponse:
    role = require_role(state, ctx, request["RoleName"])
    return cast(
        "ListAttachedRolePoliciesResponse",
        _list(state, ctx, "role", role.name, request, request.get("PathPrefix") or "/"),
    )


def attach_user_policy(
    state: IamState, request: AttachUserPolicyRequest, ctx: RequestContext
) -> AttachUserPolicyResponse:
    user = require_user(state, ctx, request["UserName"])
    _attach(state, ctx, "user", user.name, request["PolicyArn"], user.arn)
    return {}


def detach_user_policy(
    state: IamState, request: DetachUserPolicyRequest, ctx: RequestContext
) -> DetachUserPolicyResponse:
    user = require_user(state, ctx, request["UserName"])
    _detach(state, ctx, "user", user.name, request["PolicyArn"], user.arn)
    return {}


def list_attached_user_policies(
    state: IamState, request: ListAttachedUserPoliciesRequest, ctx: RequestContext
) -> ListAttachedUserPoliciesResponse:
    user = require_user(state, ctx, request["UserName"])
    return cast(
        "ListAttachedUserPoliciesResponse",
        _list(state, ctx, "user", user.name, request, request.get("PathPrefix") or "/"),
    )


def attach_group_policy(
    state: IamState, request: AttachGroupPolicyRequest, ctx: RequestContext
) -> AttachGroupPolicyResponse:
    group = require_group(state, ctx.account_id, request["GroupName"])
    _attach(state, ctx, "group", group.name, request["PolicyArn"], group.arn)
    return {}


def detach_group_policy(
    state: IamState, request: DetachGroupPolicyRequest, ctx: RequestContext
) -> DetachGroupPolicyResponse:
    group = require_group(state, ctx.account_id, request["GroupName"])
    _detach(state, ctx, "group", group.name, request["PolicyArn"], group.arn)
    return {}


def list_attached_group_policies(
    state: IamState, request: ListAttachedGroupPoliciesRequest, ctx: RequestContext
) -> ListAttachedGroupPoliciesResponse:
    group = require_group(state, ctx.account_id, request["GroupName"])
    return cast(
        "ListAttachedGroupPoliciesResponse",
        _list(state, ctx, "group", group.name, request, request.get("PathPrefix") or "/"),
    )
