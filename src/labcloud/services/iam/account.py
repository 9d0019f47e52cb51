"""Account-level IAM: account aliases (Create/Delete/ListAccountAliases) and ListEntitiesForPolicy."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.iam.core import already_exists, no_such_entity
from labcloud.services.iam.lookups import policy_exists
from labcloud.services.iam.paging import page
from labcloud.services.iam.repo import account
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        CreateAccountAliasRequest,
        CreateAccountAliasResponse,
        DeleteAccountAliasRequest,
        DeleteAccountAliasResponse,
        ListAccountAliasesRequest,
        ListAccountAliasesResponse,
        ListEntitiesForPolicyRequest,
        ListEntitiesForPolicyResponse,
    )

_ALIAS = re.compile(r"^[a-z0-9]([a-z0-9]|-(?!-)){1,61}[a-z0-9]$")
_FILTERS = ("User", "Role", "Group", "LocalManagedPolicy", "AWSManagedPolicy")


def create_account_alias(
    state: IamState, request: CreateAccountAliasRequest, ctx: RequestContext
) -> CreateAccountAliasResponse:
    alias = request["AccountAlias"]
    if not _ALIAS.match(alias) or is_digits(alias):
        raise AwsError(
            "ValidationError",
            f"1 validation error detected: Value '{alias}' at 'accountAlias' failed "
            "to satisfy constraint: Member must satisfy regular expression pattern: "
            "^[a-z0-9]([a-z0-9]|-(?!-)){1,61}[a-z0-9]$",
            status=400,
        )
    owner = account.alias_owner(state.store, alias)
    if owner is not None and owner != ctx.account_id:
        raise already_exists(f"The account alias {alias} already exists.")
    with state.store.transaction():
        account.replace_alias(state.store, ctx.account_id, alias)
    return {}


def delete_account_alias(
    state: IamState, request: DeleteAccountAliasRequest, ctx: RequestContext
) -> DeleteAccountAliasResponse:
    alias = request["AccountAlias"]
    with state.store.transaction():
        removed = account.delete_alias(state.store, ctx.account_id, alias)
    if not removed:
        raise no_such_entity(f"The account alias {alias} cannot be found.")
    return {}


def list_account_aliases(
    state: IamState, request: ListAccountAliasesRequest, ctx: RequestContext
) -> ListAccountAliasesResponse:
    aliases = account.aliases(state.store, ctx.account_id)
    return cast("ListAccountAliasesResponse", page(aliases, request, "AccountAliases"))


def list_entities_for_policy(
    state: IamState, request: ListEntitiesForPolicyRequest, ctx: RequestContext
) -> ListEntitiesForPolicyResponse:
    """The groups, users and roles a managed policy is attached to."""
    arn = request["PolicyArn"]
    if not policy_exists(state, arn):
        raise no_such_entity(f"Policy {arn} was not found.")
    wanted = request.get("EntityFilter")
    if wanted is not None and wanted not in _FILTERS:
        raise AwsError(
            "ValidationError",
            f"1 validation error detected: Value '{wanted}' at 'entityFilter' failed "
            f"to satisfy constraint: Member must satisfy enum value set: [{', '.join(_FILTERS)}]",
            status=400,
        )
    if request.get("PolicyUsageFilter") not in (None, "PermissionsPolicy"):
        raise AwsError(
            "ValidationError",
            f"labcloud does not support PolicyUsageFilter {request['PolicyUsageFilter']}",
            status=400,
        )
    prefix = request.get("PathPrefix") or "/"
    groups: list[dict[str, Any]] = []
    users: list[dict[str, Any]] = []
    roles: list[dict[str, Any]] = []
    for attachment in stored.attachments_of_policy(state.store, ctx.account_id, arn):
        kind = attachment.kind
        if wanted in ("User", "Role", "Group") and kind != wanted.lower():
            continue
        entity = stored.entity(state.store, ctx.account_id, kind, attachment.owner)
        if entity is None or not entity.path.startswith(prefix):
            continue
        if kind == "user":
            users.append({"UserName": entity.name, "UserId": entity.id})
        elif kind == "role":
            roles.append({"RoleName": entity.name, "RoleId": entity.id})
        else:
            groups.append({"GroupName": entity.name, "GroupId": entity.id})
    out = {"PolicyGroups": groups, "PolicyUsers": users, "PolicyRoles": roles, "IsTruncated": False}
    return cast("ListEntitiesForPolicyResponse", out)
