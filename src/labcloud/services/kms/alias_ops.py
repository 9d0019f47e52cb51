"""Aliases: CreateAlias, UpdateAlias, DeleteAlias, ListAliases. ``alias/aws/`` names are AWS's own."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kms.access import check
from labcloud.services.kms.deletion import delete_due
from labcloud.services.kms.errors import (
    already_exists,
    not_authorized,
    pending_deletion,
    validation,
)
from labcloud.services.kms.lookup import alias_arn, find_key
from labcloud.services.kms.repo.keys import Alias, Key
from labcloud.services.kms.state import KmsState
from labcloud.services.kms.views import paged, when

if TYPE_CHECKING:
    from labcloud.services.kms.api import (
        AliasListEntry,
        CreateAliasRequest,
        CreateAliasResponse,
        DeleteAliasRequest,
        DeleteAliasResponse,
        ListAliasesRequest,
        ListAliasesResponse,
        UpdateAliasRequest,
        UpdateAliasResponse,
    )

_NAME = re.compile(r"^alias/[a-zA-Z0-9/_-]+$")


def _checked_name(name: str) -> str:
    if not name.startswith("alias/") or not _NAME.match(name):
        raise validation(f'Alias must start with the prefix "alias/" and contain only [a-zA-Z0-9/_-]: {name}')
    if name.startswith("alias/aws/"):
        raise not_authorized("Cannot create, update or delete an alias with the reserved prefix alias/aws/.")
    return name


def _target(state: KmsState, ctx: RequestContext, target: str, operation: str) -> Key:
    if target.startswith("alias/") or ":alias/" in target:
        raise validation("Aliases must refer to keys. Not aliases")
    key = find_key(state, ctx, target)
    if key.account_id != ctx.account_id or key.region != ctx.region:
        raise validation("An alias must refer to a key of the same account and region.")
    check(state, ctx, key, operation)
    if key.manager == "AWS":
        raise not_authorized("An alias cannot refer to an AWS managed key.")
    if key.state == "PendingDeletion":
        raise pending_deletion(key.arn)
    return key


def _publish(state: KmsState, ctx: RequestContext, kind: str, name: str, key_id: str) -> None:
    state.bus.publish(
        kind,
        service="kms",
        account_id=ctx.account_id,
        region=ctx.region,
        resource=alias_arn(ctx.account_id, ctx.region, name),
        data={"alias": name, "key_id": key_id},
    )


def create_alias(state: KmsState, request: CreateAliasRequest, ctx: RequestContext) -> CreateAliasResponse:
    name = _checked_name(request["AliasName"])
    with state.store.transaction():
        key = _target(state, ctx, request["TargetKeyId"], "CreateAlias")
        if state.keys.alias(ctx.account_id, ctx.region, name) is not None:
            raise already_exists(
                f"An alias with the name {alias_arn(ctx.account_id, ctx.region, name)} already exists"
            )
        now = clock.now()
        state.keys.put_alias(Alias(ctx.account_id, ctx.region, name, key.key_id, now, now))
        _publish(state, ctx, "kms.alias.created", name, key.key_id)
    return {}


def update_alias(state: KmsState, request: UpdateAliasRequest, ctx: RequestContext) -> UpdateAliasResponse:
    name = _checked_name(request["AliasName"])
    with state.store.transaction():
        alias = state.keys.alias(ctx.account_id, ctx.region, name)
        if alias is None:
            from labcloud.services.kms.errors import alias_not_found

            raise alias_not_found(alias_arn(ctx.account_id, ctx.region, name))
        key = _target(state, ctx, request["TargetKeyId"], "UpdateAlias")
        old = state.keys.by_id(alias.key_id, ctx.region)
        if old is not None and (old.spec != key.spec or old.usage != key.usage):
            raise validation(
                f"{key.arn} is not compatible with the alias's current key: an alias may only move to a key"
                " of the same key spec and key usage."
            )
        state.keys.put_alias(Alias(ctx.account_id, ctx.region, name, key.key_id, alias.created, clock.now()))
        _publish(state, ctx, "kms.alias.updated", name, key.key_id)
    return {}


def delete_alias(state: KmsState, request: DeleteAliasRequest, ctx: RequestContext) -> DeleteAliasResponse:
    name = _checked_name(request["AliasName"])
    with state.store.transaction():
        alias = state.keys.alias(ctx.account_id, ctx.region, name)
        if alias is None:
            from labcloud.services.kms.errors import alias_not_found

            raise alias_not_found(alias_arn(ctx.account_id, ctx.region, name))
        key = state.keys.by_id(alias.key_id, ctx.region)
        if key is not None:
            check(state, ctx, key, "DeleteAlias")
        state.keys.remove_alias(alias)
        _publish(state, ctx, "kms.alias.deleted", name, alias.key_id)
    return {}


def list_aliases(state: KmsState, request: ListAliasesRequest, ctx: RequestContext) -> ListAliasesResponse:
    delete_due(state, clock.now())
    key_id = request.get("KeyId")
    wanted = None if key_id is None else find_key(state, ctx, key_id).key_id
    aliases = state.keys.aliases(ctx.account_id, ctx.region, wanted)
    entries: list[AliasListEntry] = [
        {
            "AliasName": a.name,
            "AliasArn": alias_arn(a.account_id, a.region, a.name),
            "TargetKeyId": a.key_id,
            "CreationDate": when(a.created),
            "LastUpdatedDate": when(a.updated),
        }
        for a in aliases
    ]
    items, marker = paged(entries, request.get("Limit"), request.get("Marker"))
    out: ListAliasesResponse = {"Aliases": items, "Truncated": bool(marker)}
    if marker:
        out["NextMarker"] = marker
    return out
