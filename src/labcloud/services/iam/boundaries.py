"""Permissions boundaries: the managed policy that caps what a role or user may ever be allowed.

A boundary does not grant anything: enforcement allows a request only when the identity's
policies allow it *and* the boundary allows it (an explicit deny in either decides). Boundaries
are rows of ``iam_boundaries``; GetRole/GetUser report them as AWS does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.iam.changes import publish
from labcloud.services.iam.lookups import (
    aws_managed,
    boundary_arn,
    check_boundary,
    default_document,
    require_role,
    require_user,
    set_boundary,
)
from labcloud.services.iam.policy import Policy, parse_policy
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        DeleteRolePermissionsBoundaryRequest,
        DeleteRolePermissionsBoundaryResponse,
        DeleteUserPermissionsBoundaryRequest,
        DeleteUserPermissionsBoundaryResponse,
        PutRolePermissionsBoundaryRequest,
        PutRolePermissionsBoundaryResponse,
        PutUserPermissionsBoundaryRequest,
        PutUserPermissionsBoundaryResponse,
    )


def boundary_policies(state: IamState, account_id: str, kind: str, owner: str) -> tuple[Policy, ...] | None:
    """The boundary's policy (None when there is no boundary; empty when its policy was deleted)."""
    arn = boundary_arn(state, account_id, kind, owner)
    if arn is None:
        return None
    managed = aws_managed(arn)
    if managed is not None:
        return (managed.policy,)
    current = default_document(state, arn)
    return () if current is None else (parse_policy(current[0], name=arn.rsplit("/", 1)[1]),)


def _put(state: IamState, ctx: RequestContext, kind: str, owner: str, arn: str, entity_arn: str) -> None:
    check_boundary(state, arn)
    with state.store.transaction():
        set_boundary(state, ctx.account_id, kind, owner, arn)
        publish(state, ctx, f"iam.{kind}_boundary.put", resource=entity_arn, owner=owner, policy_arn=arn)


def _delete(state: IamState, ctx: RequestContext, kind: str, owner: str, entity_arn: str) -> None:
    with state.store.transaction():
        set_boundary(state, ctx.account_id, kind, owner, None)
        publish(state, ctx, f"iam.{kind}_boundary.deleted", resource=entity_arn, owner=owner)


def put_role_permissions_boundary(
    state: IamState, request: PutRolePermissionsBoundaryRequest, ctx: RequestContext
) -> PutRolePermissionsBoundaryResponse:
    role = require_role(state, ctx, request["RoleName"])
    _put(state, ctx, "role", role.name, request["PermissionsBoundary"], role.arn)
    return {}


def delete_role_permissions_boundary(
    state: IamState, request: DeleteRolePermissionsBoundaryRequest, ctx: RequestContext
) -> DeleteRolePermissionsBoundaryResponse:
    role = require_role(state, ctx, request["RoleName"])
    _delete(state, ctx, "role", role.name, role.arn)
    return {}


def put_user_permissions_boundary(
    state: IamState, request: PutUserPermissionsBoundaryRequest, ctx: RequestContext
) -> PutUserPermissionsBoundaryResponse:
    user = require_user(state, ctx, request["UserName"])
    _put(state, ctx, "user", user.name, request["PermissionsBoundary"], user.arn)
    return {}


def delete_user_permissions_boundary(
    state: IamState, request: DeleteUserPermissionsBoundaryRequest, ctx: RequestContext
) -> DeleteUserPermissionsBoundaryResponse:
    user = require_user(state, ctx, request["UserName"])
    _delete(state, ctx, "user", user.name, user.arn)
    return {}
