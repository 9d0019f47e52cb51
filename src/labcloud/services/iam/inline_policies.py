"""Inline policies of roles, users and groups: Put/Get/List/Delete{Role,User,Group}Policy."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.iam.changes import changed, publish
from labcloud.services.iam.core import encode_document, no_such_entity
from labcloud.services.iam.lookups import require_group, require_role, require_user
from labcloud.services.iam.paging import Paging, page
from labcloud.services.iam.policy import parse_policy
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import InlinePolicyRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        DeleteGroupPolicyRequest,
        DeleteGroupPolicyResponse,
        DeleteRolePolicyRequest,
        DeleteRolePolicyResponse,
        DeleteUserPolicyRequest,
        DeleteUserPolicyResponse,
        GetGroupPolicyRequest,
        GetGroupPolicyResponse,
        GetRolePolicyRequest,
        GetRolePolicyResponse,
        GetUserPolicyRequest,
        GetUserPolicyResponse,
        ListGroupPoliciesRequest,
        ListGroupPoliciesResponse,
        ListRolePoliciesRequest,
        ListRolePoliciesResponse,
        ListUserPoliciesRequest,
        ListUserPoliciesResponse,
        PutGroupPolicyRequest,
        PutGroupPolicyResponse,
        PutRolePolicyRequest,
        PutRolePolicyResponse,
        PutUserPolicyRequest,
        PutUserPolicyResponse,
    )


def _put(
    state: IamState, ctx: RequestContext, kind: str, owner: str, name: str, document: str, arn: str
) -> None:
    parse_policy(document, name=name)
    with state.store.transaction():
        stored.put_inline(state.store, ctx.account_id, kind, owner, name, document)
        publish(
            state,
            ctx,
            f"iam.{kind}_policy.put",
            resource=arn,
            owner=owner,
            policy_name=name,
            document=document,
        )
        changed(state)


def _get(state: IamState, ctx: RequestContext, kind: str, owner: str, name: str) -> InlinePolicyRecord:
    row = stored.inline_policy(state.store, ctx.account_id, kind, owner, name)
    if row is None:
        raise no_such_entity(f"The {kind} policy with name {name} cannot be found.")
    return row


def _list(state: IamState, ctx: RequestContext, kind: str, owner: str, params: Paging) -> dict[str, Any]:
    names = [r.name for r in stored.inline_policies(state.store, ctx.account_id, kind, owner)]
    return page(names, params, "PolicyNames")


def _delete(state: IamState, ctx: RequestContext, kind: str, owner: str, name: str, arn: str) -> None:
    row = _get(state, ctx, kind, owner, name)
    with state.store.transaction():
        stored.delete_inline(state.store, ctx.account_id, kind, owner, row.name)
        publish(state, ctx, f"iam.{kind}_policy.deleted", resource=arn, owner=owner, policy_name=row.name)
        changed(state)


# ------------------------------------------------------------------ roles


def put_role_policy(
    state: IamState, request: PutRolePolicyRequest, ctx: RequestContext
) -> PutRolePolicyResponse:
    role = require_role(state, ctx, request["RoleName"])
    _put(state, ctx, "role", role.name, request["PolicyName"], request["PolicyDocument"], role.arn)
    return {}


def get_role_policy(
    state: IamState, request: GetRolePolicyRequest, ctx: RequestContext
) -> GetRolePolicyResponse:
    role = require_role(state, ctx, request["RoleName"])
    row = _get(state, ctx, "role", role.name, request["PolicyName"])
    return {"RoleName": role.name, "PolicyName": row.name, "PolicyDocument": encode_document(row.document)}


def list_role_policies(
    state: IamState, request: ListRolePoliciesRequest, ctx: RequestContext
) -> ListRolePoliciesResponse:
    role = require_role(state, ctx, request["RoleName"])
    return cast("ListRolePoliciesResponse", _list(state, ctx, "role", role.name, request))


def delete_role_policy(
    state: IamState, request: DeleteRolePolicyRequest, ctx: RequestContext
) -> DeleteRolePolicyResponse:
    role = require_role(state, ctx, request["RoleName"])
    _delete(state, ctx, "role", role.name, request["PolicyName"], role.arn)
    return {}


# ------------------------------------------------------------------ users


def put_user_policy(
    state: IamState, request: PutUserPolicyRequest, ctx: RequestContext
) -> PutUserPolicyResponse:
    user = require_user(state, ctx, request["UserName"])
    _put(state, ctx, "user", user.name, request["PolicyName"], request["PolicyDocument"], user.arn)
    return {}


def get_user_policy(
    state: IamState, request: GetUserPolicyRequest, ctx: RequestContext
) -> GetUserPolicyResponse:
    user = require_user(state, ctx, request["UserName"])
    row = _get(state, ctx, "user", user.name, request["PolicyName"])
    return {"UserName": user.name, "PolicyName": row.name, "PolicyDocument": encode_document(row.document)}


def list_user_policies(
    state: IamState, request: ListUserPoliciesRequest, ctx: RequestContext
) -> ListUserPoliciesResponse:
    user = require_user(state, ctx, request["UserName"])
    return cast("ListUserPoliciesResponse", _list(state, ctx, "user", user.name, request))


def delete_user_policy(
    state: IamState, request: DeleteUserPolicyRequest, ctx: RequestContext
) -> DeleteUserPolicyResponse:
    user = require_user(state, ctx, request["UserName"])
    _delete(state, ctx, "user", user.name, request["PolicyName"], user.arn)
    return {}


# ------------------------------------------------------------------ groups


def put_group_policy(
    state: IamState, request: PutGroupPolicyRequest, ctx: RequestContext
) -> PutGroupPolicyResponse:
    group = require_group(state, ctx.account_id, request["GroupName"])
    _put(state, ctx, "group", group.name, request["PolicyName"], request["PolicyDocument"], group.arn)
    return {}


def get_group_policy(
    state: IamState, request: GetGroupPolicyRequest, ctx: RequestContext
) -> GetGroupPolicyResponse:
    group = require_group(state, ctx.account_id, request["GroupName"])
    row = _get(state, ctx, "group", group.name, request["PolicyName"])
    return {"GroupName": group.name, "PolicyName": row.name, "PolicyDocument": encode_document(row.document)}


def list_group_policies(
    state: IamState, request: ListGroupPoliciesRequest, ctx: RequestContext
) -> ListGroupPoliciesResponse:
    group = require_group(state, ctx.account_id, request["GroupName"])
    return cast("ListGroupPoliciesResponse", _list(state, ctx, "group", group.name, request))


def delete_group_policy(
    state: IamState, request: DeleteGroupPolicyRequest, ctx: RequestContext
) -> DeleteGroupPolicyResponse:
    group = require_group(state, ctx.account_id, request["GroupName"])
    _delete(state, ctx, "group", group.name, request["PolicyName"], group.arn)
    return {}
