"""IAM users: create/get/list/update(rename)/delete."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iam.answers import user_out
from labcloud.services.iam.changes import changed, keys_changed, publish
from labcloud.services.iam.core import already_exists, date, delete_conflict, no_such_entity
from labcloud.services.iam.ids import unique_id, user_arn
from labcloud.services.iam.lookups import (
    boundary_arn,
    caller_user,
    check_boundary,
    require_user,
    set_boundary,
)
from labcloud.services.iam.paging import page
from labcloud.services.iam.repo import account, identities, keys
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import UserRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreateUserRequest,
        CreateUserResponse,
        DeleteUserRequest,
        DeleteUserResponse,
        GetUserRequest,
        GetUserResponse,
        ListUsersRequest,
        ListUsersResponse,
        UpdateUserRequest,
        UpdateUserResponse,
    )

HAS_LOGIN_PROFILE = "Cannot delete entity, must delete login profile first."


def create_user(state: IamState, request: CreateUserRequest, ctx: RequestContext) -> CreateUserResponse:
    name = request["UserName"]
    path = request.get("Path") or "/"
    boundary = request.get("PermissionsBoundary")
    if boundary is not None:
        check_boundary(state, boundary)
    if identities.user(state.store, ctx.account_id, name) is not None:
        raise already_exists(f"User with name {name} already exists.")
    arn = user_arn(ctx.account_id, name, path)
    with state.store.transaction():
        identities.insert_user(
            state.store,
            UserRecord(
                ctx.account_id,
                name,
                path,
                unique_id("AIDA"),
                arn,
                clock.now(),
                json.dumps(request.get("Tags") or []),
            ),
        )
        if boundary is not None:
            set_boundary(state, ctx.account_id, "user", name, boundary)
        publish(state, ctx, "iam.user.created", resource=arn, user_name=name, permissions_boundary=boundary)
    return cast("CreateUserResponse", {"User": user_out(require_user(state, ctx, name), boundary)})


def get_user(state: IamState, request: GetUserRequest, ctx: RequestContext) -> GetUserResponse:
    name = caller_user(ctx, request.get("UserName"))
    if name is None:
        root = {"UserId": ctx.account_id, "Arn": f"arn:aws:iam::{ctx.account_id}:root", "CreateDate": date(0)}
        return cast("GetUserResponse", {"User": root})
    row = require_user(state, ctx, name)
    return cast(
        "GetUserResponse", {"User": user_out(row, boundary_arn(state, ctx.account_id, "user", row.name))}
    )


def list_users(state: IamState, request: ListUsersRequest, ctx: RequestContext) -> ListUsersResponse:
    rows = identities.users(state.store, ctx.account_id, request.get("PathPrefix") or "/")
    return cast("ListUsersResponse", page([user_out(r, with_tags=False) for r in rows], request, "Users"))


def delete_user(state: IamState, request: DeleteUserRequest, ctx: RequestContext) -> DeleteUserResponse:
    row = require_user(state, ctx, request["UserName"])
    if keys.has_keys(state.store, ctx.account_id, row.name):
        raise delete_conflict("Cannot delete entity, must delete access keys first.")
    if stored.has_attachments(state.store, ctx.account_id, "user", row.name):
        raise delete_conflict("Cannot delete entity, must detach all policies first.")
    if stored.has_inline(state.store, ctx.account_id, "user", row.name):
        raise delete_conflict("Cannot delete entity, must delete policies first.")
    if identities.user_in_groups(state.store, ctx.account_id, row.name):
        raise delete_conflict("Cannot delete entity, must remove users from group first.")
    if account.login_profile(state.store, ctx.account_id, row.name) is not None:
        raise delete_conflict(HAS_LOGIN_PROFILE)
    with state.store.transaction():
        identities.delete_user(state.store, ctx.account_id, row.name)
        set_boundary(state, ctx.account_id, "user", row.name, None)
        publish(state, ctx, "iam.user.deleted", resource=row.arn, user_name=row.name)
        changed(state)
    return {}


def update_user(state: IamState, request: UpdateUserRequest, ctx: RequestContext) -> UpdateUserResponse:
    """A new name and/or path: the name keys rows in several tables (access keys, inline policies,
    attachments, boundaries, group membership, service-specific credentials, login profiles); a rename
    moves them all in one transaction, and the ARN follows the new name and path."""
    name = request["UserName"]
    row = identities.user(state.store, ctx.account_id, name)
    if row is None:
        raise no_such_entity(f"The user with name {name} cannot be found.")
    new_name = request.get("NewUserName") or row.name
    new_path = request.get("NewPath") or row.path
    renamed = new_name.lower() != str(row.name).lower()
    if renamed and identities.user(state.store, ctx.account_id, new_name) is not None:
        raise already_exists(f"User with name {new_name} already exists.")
    with state.store.transaction():
        identities.rename_user(
            state.store,
            ctx.account_id,
            row.name,
            new_name,
            new_path,
            user_arn(ctx.account_id, new_name, new_path),
        )
    keys_changed(state)
    changed(state)
    return {}
