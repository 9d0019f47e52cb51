"""IAM groups: CreateGroup/GetGroup/ListGroups/UpdateGroup/DeleteGroup, membership and ListGroupsForUser.

A group's inline and attached policies are in ``inline_policies``/``attachments``; enforcement counts a
user's groups' policies beside the user's own (``grants``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.answers import group_out, user_out
from labcloud.services.iam.changes import changed
from labcloud.services.iam.core import already_exists, delete_conflict, no_such_entity
from labcloud.services.iam.ids import unique_id
from labcloud.services.iam.lookups import boundary_arn, require_group
from labcloud.services.iam.paging import page
from labcloud.services.iam.repo import identities
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import GroupRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        AddUserToGroupRequest,
        AddUserToGroupResponse,
        CreateGroupRequest,
        CreateGroupResponse,
        DeleteGroupRequest,
        DeleteGroupResponse,
        GetGroupRequest,
        GetGroupResponse,
        ListGroupsForUserRequest,
        ListGroupsForUserResponse,
        ListGroupsRequest,
        ListGroupsResponse,
        RemoveUserFromGroupRequest,
        RemoveUserFromGroupResponse,
        UpdateGroupRequest,
        UpdateGroupResponse,
    )

_NAME = re.compile(r"^[\w+=,.@-]{1,128}$")
_PATH = re.compile(r"^(/|/[\x21-\x7e]*/)$")


def _check_name(name: str) -> None:
    if not _NAME.match(name):
        raise AwsError(
            "ValidationError",
            f"1 validation error detected: Value '{name}' at 'groupName' failed to "
            "satisfy constraint: Member must satisfy regular expression pattern: [\\w+=,.@-]+",
            status=400,
        )


def _group_arn(account_id: str, path: str, name: str) -> str:
    return f"arn:aws:iam::{account_id}:group{path}{name}"


def _require_user(state: IamState, account_id: str, name: str) -> str:
    user = identities.user(state.store, account_id, name)
    if user is None:
        raise no_such_entity(f"The user with name {name} cannot be found.")
    return user.name


def create_group(state: IamState, request: CreateGroupRequest, ctx: RequestContext) -> CreateGroupResponse:
    account = ctx.account_id
    name, path = request["GroupName"], request.get("Path") or "/"
    _check_name(name)
    if not _PATH.match(path) or len(path) > 512:
        raise AwsError(
            "ValidationError",
            "The specified value for path is invalid. It must begin and end with / "
            "and contain only alphanumeric characters and/or / characters.",
            status=400,
        )
    with state.store.transaction():
        if identities.group(state.store, account, name) is not None:
            raise already_exists(f"Group with name {name} already exists.")
        identities.insert_group(
            state.store,
            GroupRecord(account, name, path, unique_id("AGPA"), _group_arn(account, path, name), clock.now()),
        )
    return cast("CreateGroupResponse", {"Group": group_out(require_group(state, account, name))})


def get_group(state: IamState, request: GetGroupRequest, ctx: RequestContext) -> GetGroupResponse:
    account = ctx.account_id
    group = require_group(state, account, request["GroupName"])
    users = identities.group_members(state.store, account, group.name)
    out = page([user_out(u, boundary_arn(state, account, "user", u.name)) for u in users], request, "Users")
    return cast("GetGroupResponse", {"Group": group_out(group), **out})


def list_groups(state: IamState, request: ListGroupsRequest, ctx: RequestContext) -> ListGroupsResponse:
    prefix = request.get("PathPrefix") or "/"
    rows = identities.groups(state.store, ctx.account_id)
    return cast(
        "ListGroupsResponse",
        page([group_out(r) for r in rows if r.path.startswith(prefix)], request, "Groups"),
    )


def delete_group(state: IamState, request: DeleteGroupRequest, ctx: RequestContext) -> DeleteGroupResponse:
    account = ctx.account_id
    group = require_group(state, account, request["GroupName"])
    if identities.group_has_members(state.store, account, group.name):
        raise delete_conflict("Cannot delete entity, must remove users from group first.")
    if stored.has_inline(state.store, account, "group", group.name):
        raise delete_conflict("Cannot delete entity, must delete policies first.")
    if stored.has_attachments(state.store, account, "group", group.name):
        raise delete_conflict("Cannot delete entity, must detach all policies first.")
    with state.store.transaction():
        identities.delete_group(state.store, account, group.name)
    changed(state)
    return {}


def update_group(state: IamState, request: UpdateGroupRequest, ctx: RequestContext) -> UpdateGroupResponse:
    """A new name and/or path; membership, inline policies, attachments follow the new name."""
    account = ctx.account_id
    group = require_group(state, account, request["GroupName"])
    new_name = request.get("NewGroupName") or group.name
    new_path = request.get("NewPath") or group.path
    renamed = new_name.lower() != str(group.name).lower()
    if renamed and identities.group(state.store, account, new_name) is not None:
        raise already_exists(f"Group with name {new_name} already exists.")
    with state.store.transaction():
        identities.rename_group(
            state.store, account, group.name, new_name, new_path, _group_arn(account, new_path, new_name)
        )
    changed(state)
    return {}


def add_user_to_group(
    state: IamState, request: AddUserToGroupRequest, ctx: RequestContext
) -> AddUserToGroupResponse:
    account = ctx.account_id
    group = require_group(state, account, request["GroupName"])
    user = _require_user(state, account, request["UserName"])
    with state.store.transaction():
        identities.add_member(state.store, account, group.name, user, clock.now())
    changed(state)
    return {}


def remove_user_from_group(
    state: IamState, request: RemoveUserFromGroupRequest, ctx: RequestContext
) -> RemoveUserFromGroupResponse:
    account = ctx.account_id
    group = require_group(state, account, request["GroupName"])
    user_name = request["UserName"]
    _require_user(state, account, user_name)
    with state.store.transaction():
        removed = identities.remove_member(state.store, account, group.name, user_name)
    if not removed:
        raise no_such_entity(f"The user with name {user_name} cannot be found.")
    changed(state)
    return {}


def list_groups_for_user(
    state: IamState, request: ListGroupsForUserRequest, ctx: RequestContext
) -> ListGroupsForUserResponse:
    account = ctx.account_id
    user_name = request["UserName"]
    _require_user(state, account, user_name)
    rows = [
        require_group(state, account, name) for name in identities.groups_of(state.store, account, user_name)
    ]
    return cast("ListGroupsForUserResponse", page([group_out(r) for r in rows], request, "Groups"))
