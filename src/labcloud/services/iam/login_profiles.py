"""Login profiles (console passwords): Create/Get/Update/DeleteLoginProfile.

labcloud has no console; the profile is kept so the API answers as IAM's does (DeleteUser refuses a
user who still has one). Only a salted hash of the password is stored.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.core import already_exists, date, no_such_entity
from labcloud.services.iam.lookups import caller_user, require_user
from labcloud.services.iam.repo import account
from labcloud.services.iam.repo.records import LoginProfileRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreateLoginProfileRequest,
        CreateLoginProfileResponse,
        DeleteLoginProfileRequest,
        DeleteLoginProfileResponse,
        GetLoginProfileRequest,
        GetLoginProfileResponse,
        UpdateLoginProfileRequest,
        UpdateLoginProfileResponse,
    )


def _hash(password: str) -> str:
    salt = secrets.token_hex(8)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 10_000).hex()
    return f"{salt}${digest}"


def _row(state: IamState, account_id: str, user: str) -> LoginProfileRecord:
    row = account.login_profile(state.store, account_id, user)
    if row is None:
        raise no_such_entity(f"Login Profile for User {user} cannot be found.")
    return row


def _out(row: LoginProfileRecord) -> dict[str, Any]:
    return {
        "UserName": row.user_name,
        "CreateDate": date(row.created),
        "PasswordResetRequired": row.reset_required,
    }


def _root_refused() -> AwsError:
    return AwsError("ValidationError", "Must specify userName when calling with root credentials", status=400)


def _login_user(ctx: RequestContext, user_name: str | None) -> str:
    name = caller_user(ctx, user_name)
    if name is None:
        raise _root_refused()
    return name


def create_login_profile(
    state: IamState, request: CreateLoginProfileRequest, ctx: RequestContext
) -> CreateLoginProfileResponse:
    if not request.get("UserName"):
        raise _root_refused()
    user = require_user(state, ctx, request["UserName"]).name
    if account.login_profile(state.store, ctx.account_id, user) is not None:
        raise already_exists(f"Login Profile for user {user} already exists.")
    with state.store.transaction():
        account.put_login_profile(
            state.store,
            LoginProfileRecord(
                ctx.account_id,
                user,
                _hash(str(request["Password"])),
                bool(request.get("PasswordResetRequired")),
                clock.now(),
            ),
        )
    return cast("CreateLoginProfileResponse", {"LoginProfile": _out(_row(state, ctx.account_id, user))})


def get_login_profile(
    state: IamState, request: GetLoginProfileRequest, ctx: RequestContext
) -> GetLoginProfileResponse:
    user = require_user(state, ctx, _login_user(ctx, request.get("UserName"))).name
    return cast("GetLoginProfileResponse", {"LoginProfile": _out(_row(state, ctx.account_id, user))})


def update_login_profile(
    state: IamState, request: UpdateLoginProfileRequest, ctx: RequestContext
) -> UpdateLoginProfileResponse:
    user = require_user(state, ctx, request["UserName"]).name
    row = _row(state, ctx.account_id, user)
    password_hash = _hash(str(request["Password"])) if request.get("Password") else row.password_hash
    reset = request.get("PasswordResetRequired")
    with state.store.transaction():
        account.update_login_profile(
            state.store,
            ctx.account_id,
            row.user_name,
            password_hash,
            row.reset_required if reset is None else bool(reset),
        )
    return {}


def delete_login_profile(
    state: IamState, request: DeleteLoginProfileRequest, ctx: RequestContext
) -> DeleteLoginProfileResponse:
    user = require_user(state, ctx, _login_user(ctx, request.get("UserName"))).name
    row = _row(state, ctx.account_id, user)
    with state.store.transaction():
        account.delete_login_profile(state.store, ctx.account_id, row.user_name)
    return {}
