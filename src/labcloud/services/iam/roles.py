"""IAM roles: create/get/list/update/delete and their trust policies."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iam import last_used, service_linked
from labcloud.services.iam.answers import role_out
from labcloud.services.iam.changes import changed, publish
from labcloud.services.iam.core import already_exists, delete_conflict
from labcloud.services.iam.ids import role_arn, unique_id
from labcloud.services.iam.instance_profiles import ROLE_IN_PROFILE
from labcloud.services.iam.lookups import (
    boundary_arn,
    check_boundary,
    principal_exists,
    require_role,
    set_boundary,
)
from labcloud.services.iam.paging import page
from labcloud.services.iam.policy import parse_trust_policy
from labcloud.services.iam.repo import identities, profiles
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import RoleRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreateRoleRequest,
        CreateRoleResponse,
        DeleteRoleRequest,
        DeleteRoleResponse,
        GetRoleRequest,
        GetRoleResponse,
        ListRolesRequest,
        ListRolesResponse,
        UpdateAssumeRolePolicyRequest,
        UpdateAssumeRolePolicyResponse,
        UpdateRoleDescriptionRequest,
        UpdateRoleDescriptionResponse,
        UpdateRoleRequest,
        UpdateRoleResponse,
    )


def check_trust(state: IamState, document: str) -> None:
    parse_trust_policy(document, principal_exists=lambda arn: principal_exists(state, arn))


def create_role(state: IamState, request: CreateRoleRequest, ctx: RequestContext) -> CreateRoleResponse:
    name = request["RoleName"]
    path = request.get("Path") or "/"
    document = request["AssumeRolePolicyDocument"]
    check_trust(state, document)
    boundary = request.get("PermissionsBoundary")
    if boundary is not None:
        check_boundary(state, boundary)
    if identities.role(state.store, ctx.account_id, name) is not None:
        raise already_exists(f"Role with name {name} already exists.")
    arn = role_arn(ctx.account_id, name, path)
    with state.store.transaction():
        identities.insert_role(
            state.store,
            RoleRecord(
                ctx.account_id,
                name,
                path,
                unique_id("AROA"),
                arn,
                document,
                request.get("Description"),
                request.get("MaxSessionDuration") or 3600,
                clock.now(),
                json.dumps(request.get("Tags") or []),
            ),
        )
        if boundary is not None:
            set_boundary(state, ctx.account_id, "role", name, boundary)
        publish(
            state,
            ctx,
            "iam.role.created",
            resource=arn,
            role_name=name,
            trust_policy=document,
            permissions_boundary=boundary,
        )
        changed(state)
    role = require_role(state, ctx, name)
    return cast("CreateRoleResponse", {"Role": role_out(role, boundary=boundary, view="create")})


def get_role(state: IamState, request: GetRoleRequest, ctx: RequestContext) -> GetRoleResponse:
    row = require_role(state, ctx, request["RoleName"])
    out = role_out(
        row,
        boundary=boundary_arn(state, ctx.account_id, "role", row.name),
        last_used=last_used.of(state, ctx.account_id, row.name),
    )
    return cast("GetRoleResponse", {"Role": out})


def list_roles(state: IamState, request: ListRolesRequest, ctx: RequestContext) -> ListRolesResponse:
    rows = identities.roles(state.store, ctx.account_id, request.get("PathPrefix") or "/")
    return cast("ListRolesResponse", page([role_out(r, view="list") for r in rows], request, "Roles"))


def _update(
    state: IamState, ctx: RequestContext, role_name: str, description: str | None, max_session: int | None
) -> None:
    """Set the role's description (when given, even empty) and maximum session duration (when given)."""
    row = require_role(state, ctx, role_name)
    with state.store.transaction():
        if description is not None:
            identities.set_role_description(state.store, ctx.account_id, row.name, description)
        if max_session:
            identities.set_role_max_session(state.store, ctx.account_id, row.name, max_session)


def update_role(state: IamState, request: UpdateRoleRequest, ctx: RequestContext) -> UpdateRoleResponse:
    _update(state, ctx, request["RoleName"], request.get("Description"), request.get("MaxSessionDuration"))
    return {}


def update_role_description(
    state: IamState, request: UpdateRoleDescriptionRequest, ctx: RequestContext
) -> UpdateRoleDescriptionResponse:
    _update(state, ctx, request["RoleName"], request["Description"], None)
    return cast(
        "UpdateRoleDescriptionResponse", {"Role": role_out(require_role(state, ctx, request["RoleName"]))}
    )


def update_assume_role_policy(
    state: IamState, request: UpdateAssumeRolePolicyRequest, ctx: RequestContext
) -> UpdateAssumeRolePolicyResponse:
    row = require_role(state, ctx, request["RoleName"])
    document = request["PolicyDocument"]
    check_trust(state, document)
    with state.store.transaction():
        identities.set_role_trust(state.store, ctx.account_id, row.name, document)
        publish(
            state, ctx, "iam.role.trust_updated", resource=row.arn, role_name=row.name, trust_policy=document
        )
    return {}


def delete_role(state: IamState, request: DeleteRoleRequest, ctx: RequestContext) -> DeleteRoleResponse:
    row = require_role(state, ctx, request["RoleName"])
    if service_linked.is_service_linked(row):
        raise service_linked.protected(row.name)
    if profiles.profiles_of(state.store, ctx.account_id, row.name):
        raise delete_conflict(ROLE_IN_PROFILE)
    if stored.has_attachments(state.store, ctx.account_id, "role", row.name):
        raise delete_conflict("Cannot delete entity, must detach all policies first.")
    if stored.has_inline(state.store, ctx.account_id, "role", row.name):
        raise delete_conflict("Cannot delete entity, must delete policies first.")
    with state.store.transaction():
        identities.delete_role(state.store, ctx.account_id, row.name)
        last_used.drop(state, ctx.account_id, row.name)
        set_boundary(state, ctx.account_id, "role", row.name, None)
        publish(state, ctx, "iam.role.deleted", resource=row.arn, role_name=row.name)
        changed(state)
    return {}
