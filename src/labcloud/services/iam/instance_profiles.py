"""Instance profiles: Create/Get/List/Delete InstanceProfile, a profile's one role (Add/Remove
RoleToInstanceProfile) and ListInstanceProfilesForRole (their tags are in ``tag_ops``).

labcloud runs no EC2, but tools create profiles beside roles (Terraform's ``aws_iam_instance_profile``,
CloudFormation templates) and a role's deletion must see them: DeleteRole refuses while the role is in
a profile, as IAM does.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam import tags
from labcloud.services.iam.answers import role_out
from labcloud.services.iam.core import already_exists, date, delete_conflict, no_such_entity
from labcloud.services.iam.ids import unique_id
from labcloud.services.iam.lookups import require_role
from labcloud.services.iam.paging import Paging, page
from labcloud.services.iam.repo import identities, profiles
from labcloud.services.iam.repo.records import InstanceProfileRecord
from labcloud.services.iam.state import IamState
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        AddRoleToInstanceProfileRequest,
        AddRoleToInstanceProfileResponse,
        CreateInstanceProfileRequest,
        CreateInstanceProfileResponse,
        DeleteInstanceProfileRequest,
        DeleteInstanceProfileResponse,
        GetInstanceProfileRequest,
        GetInstanceProfileResponse,
        ListInstanceProfilesForRoleRequest,
        ListInstanceProfilesForRoleResponse,
        ListInstanceProfilesRequest,
        ListInstanceProfilesResponse,
        RemoveRoleFromInstanceProfileRequest,
        RemoveRoleFromInstanceProfileResponse,
    )

ROLE_QUOTA = "Cannot exceed quota for InstanceSessionsPerInstanceProfile: 1"
ROLE_IN_PROFILE = "Cannot delete entity, must remove roles from instance profile first."


def require_profile(state: IamState, account_id: str, name: str) -> InstanceProfileRecord:
    row = profiles.profile(state.store, account_id, name)
    if row is None:
        raise no_such_entity(f"Instance Profile {name} cannot be found.")
    return row


def profile_out(store: Store, row: InstanceProfileRecord, *, with_tags: bool = True) -> dict[str, Any]:
    roles = []
    if row.role_name:
        role = identities.role(store, row.account_id, row.role_name)
        if role is not None:
            roles.append(role_out(role, view="list"))
    out: dict[str, Any] = {
        "Path": row.path,
        "InstanceProfileName": row.name,
        "InstanceProfileId": row.profile_id,
        "Arn": row.arn,
        "CreateDate": date(row.created),
        "Roles": roles,
    }
    listed = json.loads(row.tags or "[]")
    if with_tags and listed:
        out["Tags"] = listed
    return out


def create_instance_profile(
    state: IamState, request: CreateInstanceProfileRequest, ctx: RequestContext
) -> CreateInstanceProfileResponse:
    account = ctx.account_id
    name, path = request["InstanceProfileName"], request.get("Path") or "/"
    raw_tags = tags.initial(request.get("Tags"))
    if profiles.profile(state.store, account, name) is not None:
        raise already_exists(f"Instance Profile {name} already exists.")
    with state.store.transaction():
        profiles.insert(
            state.store,
            InstanceProfileRecord(
                account,
                name,
                path,
                unique_id("AIPA"),
                f"arn:aws:iam::{account}:instance-profile{path}{name}",
                clock.now(),
                None,
                raw_tags,
            ),
        )
    out = profile_out(state.store, require_profile(state, account, name))
    return cast("CreateInstanceProfileResponse", {"InstanceProfile": out})


def get_instance_profile(
    state: IamState, request: GetInstanceProfileRequest, ctx: RequestContext
) -> GetInstanceProfileResponse:
    out = profile_out(state.store, require_profile(state, ctx.account_id, request["InstanceProfileName"]))
    return cast("GetInstanceProfileResponse", {"InstanceProfile": out})


def delete_instance_profile(
    state: IamState, request: DeleteInstanceProfileRequest, ctx: RequestContext
) -> DeleteInstanceProfileResponse:
    row = require_profile(state, ctx.account_id, request["InstanceProfileName"])
    if row.role_name:
        raise delete_conflict(ROLE_IN_PROFILE)
    with state.store.transaction():
        profiles.delete(state.store, ctx.account_id, row.name)
    return {}


def add_role_to_instance_profile(
    state: IamState, request: AddRoleToInstanceProfileRequest, ctx: RequestContext
) -> AddRoleToInstanceProfileResponse:
    row = require_profile(state, ctx.account_id, request["InstanceProfileName"])
    role = require_role(state, ctx, request["RoleName"])
    if row.role_name:
        raise AwsError("LimitExceeded", ROLE_QUOTA, status=409)
    with state.store.transaction():
        profiles.set_role(state.store, ctx.account_id, row.name, role.name)
    return {}


def remove_role_from_instance_profile(
    state: IamState, request: RemoveRoleFromInstanceProfileRequest, ctx: RequestContext
) -> RemoveRoleFromInstanceProfileResponse:
    row = require_profile(state, ctx.account_id, request["InstanceProfileName"])
    role_name = request["RoleName"]
    require_role(state, ctx, role_name)
    if not row.role_name or str(row.role_name).lower() != role_name.lower():
        raise no_such_entity(f"The role with name {role_name} cannot be found.")
    with state.store.transaction():
        profiles.set_role(state.store, ctx.account_id, row.name, None)
    return {}


def _listed(store: Store, rows: list[InstanceProfileRecord], params: Paging) -> dict[str, Any]:
    return page([profile_out(store, r, with_tags=False) for r in rows], params, "InstanceProfiles")


def list_instance_profiles(
    state: IamState, request: ListInstanceProfilesRequest, ctx: RequestContext
) -> ListInstanceProfilesResponse:
    prefix = request.get("PathPrefix") or "/"
    rows = [r for r in profiles.profiles(state.store, ctx.account_id) if str(r.path).startswith(prefix)]
    return cast("ListInstanceProfilesResponse", _listed(state.store, rows, request))


def list_instance_profiles_for_role(
    state: IamState, request: ListInstanceProfilesForRoleRequest, ctx: RequestContext
) -> ListInstanceProfilesForRoleResponse:
    role = require_role(state, ctx, request["RoleName"])
    rows = profiles.profiles_of(state.store, ctx.account_id, role.name)
    return cast("ListInstanceProfilesForRoleResponse", _listed(state.store, rows, request))


def described_for_role(store: Store, account_id: str, role_name: str) -> list[dict[str, Any]]:
    """A role's profiles as GetAccountAuthorizationDetails lists them."""
    return [profile_out(store, r) for r in profiles.profiles_of(store, account_id, role_name)]
