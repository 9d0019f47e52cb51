"""Access keys of users and of the account root: create/list/update/delete, last use, and the
resolver that turns an ``AKIA`` key minted here into its principal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.changes import keys_changed, publish
from labcloud.services.iam.core import date, no_such_entity
from labcloud.services.iam.ids import access_key_id, secret_access_key
from labcloud.services.iam.lookups import caller_user, require_user
from labcloud.services.iam.paging import page
from labcloud.services.iam.repo import identities, keys
from labcloud.services.iam.repo.records import AccessKeyRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreateAccessKeyRequest,
        CreateAccessKeyResponse,
        DeleteAccessKeyRequest,
        DeleteAccessKeyResponse,
        GetAccessKeyLastUsedRequest,
        GetAccessKeyLastUsedResponse,
        ListAccessKeysRequest,
        ListAccessKeysResponse,
        UpdateAccessKeyRequest,
        UpdateAccessKeyResponse,
    )

MAX_KEYS = 2


def resolve_key(state: IamState, access_key: str) -> Principal | None:
    """``hub.identity`` resolver: the user (or root) an ``AKIA`` key minted here belongs to."""
    principal = state.key_principals.get(access_key)
    if principal is not None:
        return principal
    record = state.keys.get(access_key)
    if record is None or record.status != "Active":
        return None
    if not record.user_name:
        principal = Principal(
            record.account_id,
            f"arn:aws:iam::{record.account_id}:root",
            "root",
            access_key,
            user_id=record.account_id,
        )
    else:
        row = identities.user(state.store, record.account_id, record.user_name)
        if row is None:
            return None
        principal = Principal(
            record.account_id, row.arn, "user", access_key, name=row.name, user_id=row.user_id
        )
    state.key_principals[access_key] = principal
    return principal


def _owner(state: IamState, ctx: RequestContext, user_name: str | None) -> str:
    """The user the key operation addresses ('' for the account root)."""
    name = caller_user(ctx, user_name)
    return require_user(state, ctx, name).name if name is not None else ""


def create_access_key(
    state: IamState, request: CreateAccessKeyRequest, ctx: RequestContext
) -> CreateAccessKeyResponse:
    owner = _owner(state, ctx, request.get("UserName"))
    if keys.count_of(state.store, ctx.account_id, owner) >= MAX_KEYS:
        raise AwsError("LimitExceeded", f"Cannot exceed quota for AccessKeysPerUser: {MAX_KEYS}", status=409)
    key, secret, now = access_key_id("AKIA"), secret_access_key(), clock.now()
    with state.store.transaction():
        keys.insert(state.store, AccessKeyRecord(key, secret, ctx.account_id, owner, "Active", now))
        publish(state, ctx, "iam.access_key.created", resource=key, user_name=owner, access_key=key)
        keys_changed(state)
    out: dict[str, Any] = {
        "AccessKeyId": key,
        "SecretAccessKey": secret,
        "Status": "Active",
        "CreateDate": date(now),
    }
    if owner:
        out["UserName"] = owner
    return cast("CreateAccessKeyResponse", {"AccessKey": out})


def list_access_keys(
    state: IamState, request: ListAccessKeysRequest, ctx: RequestContext
) -> ListAccessKeysResponse:
    owner = _owner(state, ctx, request.get("UserName"))
    items = []
    for row in keys.keys_of(state.store, ctx.account_id, owner):
        item: dict[str, Any] = {
            "AccessKeyId": row.access_key,
            "Status": row.status,
            "CreateDate": date(row.created),
        }
        if owner:
            item["UserName"] = owner
        items.append(item)
    return cast("ListAccessKeysResponse", page(items, request, "AccessKeyMetadata"))


def _key(state: IamState, ctx: RequestContext, key_id: str, user_name: str | None) -> AccessKeyRecord:
    owner = _owner(state, ctx, user_name)
    row = keys.key(state.store, key_id, ctx.account_id, owner)
    if row is None:
        raise no_such_entity(f"The Access Key with id {key_id} cannot be found.")
    return row


def delete_access_key(
    state: IamState, request: DeleteAccessKeyRequest, ctx: RequestContext
) -> DeleteAccessKeyResponse:
    row = _key(state, ctx, request["AccessKeyId"], request.get("UserName"))
    with state.store.transaction():
        keys.delete(state.store, row.access_key)
        publish(
            state,
            ctx,
            "iam.access_key.deleted",
            resource=row.access_key,
            user_name=row.user_name,
            access_key=row.access_key,
        )
        keys_changed(state)
    return {}


def update_access_key(
    state: IamState, request: UpdateAccessKeyRequest, ctx: RequestContext
) -> UpdateAccessKeyResponse:
    row = _key(state, ctx, request["AccessKeyId"], request.get("UserName"))
    with state.store.transaction():
        keys.set_status(state.store, row.access_key, request["Status"])
        keys_changed(state)
    return {}


def get_access_key_last_used(
    state: IamState, request: GetAccessKeyLastUsedRequest, ctx: RequestContext
) -> GetAccessKeyLastUsedResponse:
    """Who owns a key (labcloud does not record key use: every key reads as never used, "N/A")."""
    row = keys.key(state.store, request["AccessKeyId"], ctx.account_id)
    if row is None:
        raise no_such_entity(f"The Access Key with id {request['AccessKeyId']} cannot be found.")
    out: dict[str, Any] = {"AccessKeyLastUsed": {"ServiceName": "N/A", "Region": "N/A"}}
    if row.user_name:
        out["UserName"] = row.user_name
    return cast("GetAccessKeyLastUsedResponse", out)
