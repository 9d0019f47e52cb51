"""Groups of a pool and their members; a user's groups become the ``cognito:groups`` claim of its tokens
(ordered by precedence, then name)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cognitoidp import lookup
from labcloud.services.cognitoidp.errors import group_exists, invalid_parameter, not_found
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo import users
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.repo.users import Group
from labcloud.services.cognitoidp.state import CognitoState
from labcloud.services.cognitoidp.user_ops import user_type

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        AdminAddUserToGroupRequest,
        AdminAddUserToGroupResponse,
        AdminListGroupsForUserRequest,
        AdminListGroupsForUserResponse,
        AdminRemoveUserFromGroupRequest,
        AdminRemoveUserFromGroupResponse,
        CreateGroupRequest,
        CreateGroupResponse,
        DeleteGroupRequest,
        DeleteGroupResponse,
        GetGroupRequest,
        GetGroupResponse,
        ListGroupsRequest,
        ListGroupsResponse,
        ListUsersInGroupRequest,
        ListUsersInGroupResponse,
        UpdateGroupRequest,
        UpdateGroupResponse,
    )

MAX_GROUPS = 10_000


def _time(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=timezone.utc)


def group_type(group: Group) -> dict[str, Any]:
    out: dict[str, Any] = {
        "GroupName": group.name,
        "UserPoolId": group.pool_id,
        "LastModifiedDate": _time(group.modified),
        "CreationDate": _time(group.created),
    }
    out.update({k: v for k, v in group.spec.items() if v is not None})
    return out


def _group(state: CognitoState, pool: Pool, name: str) -> Group:
    found = users.find_group(state.store, pool.id, name)
    if found is None:
        raise not_found("Group not found.")
    return found


def _spec(request: dict[str, Any]) -> dict[str, Any]:
    precedence = request.get("Precedence")
    if precedence is not None and precedence < 0:
        raise invalid_parameter("Precedence must be a non-negative number")
    return {k: request[k] for k in ("Description", "RoleArn", "Precedence") if request.get(k) is not None}


def create_group(
    state: CognitoState, request: CreateGroupRequest, ctx: RequestContext
) -> CreateGroupResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    name = request["GroupName"]
    if users.find_group(state.store, pool.id, name) is not None:
        raise group_exists(name)
    if len(users.groups(state.store, pool.id)) >= MAX_GROUPS:
        raise invalid_parameter(f"labcloud keeps at most {MAX_GROUPS} groups per pool")
    now = clock.now()
    group = Group(pool.id, name, _spec(dict(request)), now, now)
    with state.store.transaction():
        users.put_group(state.store, group)
        emit(state, "cognito.group.created", pool, group=name)
    return {"Group": group_type(group)}  # type: ignore[typeddict-item]


def get_group(state: CognitoState, request: GetGroupRequest, ctx: RequestContext) -> GetGroupResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    return {"Group": group_type(_group(state, pool, request["GroupName"]))}  # type: ignore[typeddict-item]


def update_group(
    state: CognitoState, request: UpdateGroupRequest, ctx: RequestContext
) -> UpdateGroupResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    group = _group(state, pool, request["GroupName"])
    spec = {**group.spec, **_spec(dict(request))}
    changed = Group(pool.id, group.name, spec, group.created, clock.now())
    with state.store.transaction():
        users.put_group(state.store, changed)
    return {"Group": group_type(changed)}  # type: ignore[typeddict-item]


def delete_group(
    state: CognitoState, request: DeleteGroupRequest, ctx: RequestContext
) -> DeleteGroupResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    group = _group(state, pool, request["GroupName"])
    with state.store.transaction():
        users.remove_group(state.store, pool.id, group.name)
        emit(state, "cognito.group.deleted", pool, group=group.name)
    return {}


def list_groups(state: CognitoState, request: ListGroupsRequest, ctx: RequestContext) -> ListGroupsResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    limit = request.get("Limit") or 60
    every = users.groups(state.store, pool.id)
    start = 0
    token = request.get("NextToken")
    if token:
        names = [g.name for g in every]
        if token not in names:
            raise invalid_parameter("Invalid pagination token")
        start = names.index(token)
    out: dict[str, Any] = {"Groups": [group_type(g) for g in every[start : start + limit]]}
    if start + limit < len(every):
        out["NextToken"] = every[start + limit].name
    return out  # type: ignore[return-value]


def admin_add_user_to_group(
    state: CognitoState, request: AdminAddUserToGroupRequest, ctx: RequestContext
) -> AdminAddUserToGroupResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    group = _group(state, pool, request["GroupName"])
    with state.store.transaction():
        users.add_member(state.store, pool.id, group.name, user.username)
        emit(state, "cognito.group.member_added", pool, group=group.name, username=user.username)
    return {}


def admin_remove_user_from_group(
    state: CognitoState, request: AdminRemoveUserFromGroupRequest, ctx: RequestContext
) -> AdminRemoveUserFromGroupResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    group = _group(state, pool, request["GroupName"])
    with state.store.transaction():
        users.remove_member(state.store, pool.id, group.name, user.username)
    return {}


def admin_list_groups_for_user(
    state: CognitoState, request: AdminListGroupsForUserRequest, ctx: RequestContext
) -> AdminListGroupsForUserResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    user = lookup.user(state, pool, request["Username"])
    return {"Groups": [group_type(g) for g in users.groups_of(state.store, pool.id, user.username)]}  # type: ignore[misc]


def list_users_in_group(
    state: CognitoState, request: ListUsersInGroupRequest, ctx: RequestContext
) -> ListUsersInGroupResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    group = _group(state, pool, request["GroupName"])
    return {"Users": [user_type(u) for u in users.members(state.store, pool.id, group.name)]}  # type: ignore[misc]


def _by_precedence(state: CognitoState, pool_id: str, username: str) -> list[Any]:
    found = users.groups_of(state.store, pool_id, username)
    found.sort(key=lambda g: (g.spec.get("Precedence") is None, g.spec.get("Precedence") or 0, g.name))
    return found


def group_claim(state: CognitoState, pool_id: str, username: str) -> list[str]:
    return [g.name for g in _by_precedence(state, pool_id, username)]


def group_roles(state: CognitoState, pool_id: str, username: str) -> tuple[list[str], str | None]:
    """The IAM roles of the user's groups (``cognito:roles``) and the preferred one: the role of the group
    with the lowest precedence value that has one (``cognito:preferred_role``), as AWS puts them in the ID
    token."""
    roles: list[str] = []
    preferred: str | None = None
    for group in _by_precedence(state, pool_id, username):
        role = group.spec.get("RoleArn")
        if role and role not in roles:
            roles.append(str(role))
            if preferred is None and group.spec.get("Precedence") is not None:
                preferred = str(role)
    return roles, preferred
