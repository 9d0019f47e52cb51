"""Tag*/Untag*/List*Tags for roles, users, customer managed policies, instance profiles and
identity providers (the checks and the stored form are in ``tags``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.iam import tags
from labcloud.services.iam.core import no_such_entity, tags_out
from labcloud.services.iam.identity_providers import require_oidc, require_saml
from labcloud.services.iam.instance_profiles import require_profile
from labcloud.services.iam.lookups import require_role, require_user
from labcloud.services.iam.paging import page
from labcloud.services.iam.repo import account
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import PolicyRecord
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        ListInstanceProfileTagsRequest,
        ListInstanceProfileTagsResponse,
        ListOpenIDConnectProviderTagsRequest,
        ListOpenIDConnectProviderTagsResponse,
        ListPolicyTagsRequest,
        ListPolicyTagsResponse,
        ListRoleTagsRequest,
        ListRoleTagsResponse,
        ListSAMLProviderTagsRequest,
        ListSAMLProviderTagsResponse,
        ListUserTagsRequest,
        ListUserTagsResponse,
        TagInstanceProfileRequest,
        TagInstanceProfileResponse,
        TagOpenIDConnectProviderRequest,
        TagOpenIDConnectProviderResponse,
        TagPolicyRequest,
        TagPolicyResponse,
        TagRoleRequest,
        TagRoleResponse,
        TagSAMLProviderRequest,
        TagSAMLProviderResponse,
        TagUserRequest,
        TagUserResponse,
        UntagInstanceProfileRequest,
        UntagInstanceProfileResponse,
        UntagOpenIDConnectProviderRequest,
        UntagOpenIDConnectProviderResponse,
        UntagPolicyRequest,
        UntagPolicyResponse,
        UntagRoleRequest,
        UntagRoleResponse,
        UntagSAMLProviderRequest,
        UntagSAMLProviderResponse,
        UntagUserRequest,
        UntagUserResponse,
    )


def _save(state: IamState, kind: str, key: tuple[str, ...], raw: str) -> None:
    with state.store.transaction():
        account.set_tags(state.store, kind, key, raw)


# ------------------------------------------------------------------ roles


def tag_role(state: IamState, request: TagRoleRequest, ctx: RequestContext) -> TagRoleResponse:
    role = require_role(state, ctx, request["RoleName"])
    _save(state, "role", (ctx.account_id, role.name), tags.merged_unchecked(role.tags, request["Tags"]))
    return {}


def untag_role(state: IamState, request: UntagRoleRequest, ctx: RequestContext) -> UntagRoleResponse:
    role = require_role(state, ctx, request["RoleName"])
    _save(state, "role", (ctx.account_id, role.name), tags.untagged(role.tags, request["TagKeys"]))
    return {}


def list_role_tags(
    state: IamState, request: ListRoleTagsRequest, ctx: RequestContext
) -> ListRoleTagsResponse:
    role = require_role(state, ctx, request["RoleName"])
    return cast("ListRoleTagsResponse", page(tags_out(role.tags), request, "Tags"))


# ------------------------------------------------------------------ users


def tag_user(state: IamState, request: TagUserRequest, ctx: RequestContext) -> TagUserResponse:
    user = require_user(state, ctx, request["UserName"])
    _save(state, "user", (ctx.account_id, user.name), tags.tagged("user", user.tags, request["Tags"]))
    return {}


def untag_user(state: IamState, request: UntagUserRequest, ctx: RequestContext) -> UntagUserResponse:
    user = require_user(state, ctx, request["UserName"])
    _save(state, "user", (ctx.account_id, user.name), tags.untagged(user.tags, request["TagKeys"]))
    return {}


def list_user_tags(
    state: IamState, request: ListUserTagsRequest, ctx: RequestContext
) -> ListUserTagsResponse:
    user = require_user(state, ctx, request["UserName"])
    return cast("ListUserTagsResponse", tags.listed(user.tags, request))


# ------------------------------------------------------------------ customer managed policies


def _policy(state: IamState, arn: str) -> PolicyRecord:
    row = stored.policy(state.store, arn)
    if row is None:
        raise no_such_entity(f"Policy {arn} was not found.")
    return row


def tag_policy(state: IamState, request: TagPolicyRequest, ctx: RequestContext) -> TagPolicyResponse:
    row = _policy(state, request["PolicyArn"])
    _save(state, "policy", (row.arn,), tags.tagged("policy", row.tags, request["Tags"]))
    return {}


def untag_policy(state: IamState, request: UntagPolicyRequest, ctx: RequestContext) -> UntagPolicyResponse:
    row = _policy(state, request["PolicyArn"])
    _save(state, "policy", (row.arn,), tags.untagged(row.tags, request["TagKeys"]))
    return {}


def list_policy_tags(
    state: IamState, request: ListPolicyTagsRequest, ctx: RequestContext
) -> ListPolicyTagsResponse:
    return cast("ListPolicyTagsResponse", tags.listed(_policy(state, request["PolicyArn"]).tags, request))


# ------------------------------------------------------------------ instance profiles


def tag_instance_profile(
    state: IamState, request: TagInstanceProfileRequest, ctx: RequestContext
) -> TagInstanceProfileResponse:
    row = require_profile(state, ctx.account_id, request["InstanceProfileName"])
    raw = tags.tagged("instance_profile", row.tags, request["Tags"])
    _save(state, "instance_profile", (ctx.account_id, row.name), raw)
    return {}


def untag_instance_profile(
    state: IamState, request: UntagInstanceProfileRequest, ctx: RequestContext
) -> UntagInstanceProfileResponse:
    row = require_profile(state, ctx.account_id, request["InstanceProfileName"])
    _save(state, "instance_profile", (ctx.account_id, row.name), tags.untagged(row.tags, request["TagKeys"]))
    return {}


def list_instance_profile_tags(
    state: IamState, request: ListInstanceProfileTagsRequest, ctx: RequestContext
) -> ListInstanceProfileTagsResponse:
    row = require_profile(state, ctx.account_id, request["InstanceProfileName"])
    return cast("ListInstanceProfileTagsResponse", tags.listed(row.tags, request))


# ------------------------------------------------------------------ identity providers


def tag_open_id_connect_provider(
    state: IamState, request: TagOpenIDConnectProviderRequest, ctx: RequestContext
) -> TagOpenIDConnectProviderResponse:
    row = require_oidc(state, ctx.account_id, request["OpenIDConnectProviderArn"])
    _save(state, "oidc", (ctx.account_id, row.arn), tags.tagged("oidc", row.tags, request["Tags"]))
    return {}


def untag_open_id_connect_provider(
    state: IamState, request: UntagOpenIDConnectProviderRequest, ctx: RequestContext
) -> UntagOpenIDConnectProviderResponse:
    row = require_oidc(state, ctx.account_id, request["OpenIDConnectProviderArn"])
    _save(state, "oidc", (ctx.account_id, row.arn), tags.untagged(row.tags, request["TagKeys"]))
    return {}


def list_open_id_connect_provider_tags(
    state: IamState, request: ListOpenIDConnectProviderTagsRequest, ctx: RequestContext
) -> ListOpenIDConnectProviderTagsResponse:
    row = require_oidc(state, ctx.account_id, request["OpenIDConnectProviderArn"])
    return cast("ListOpenIDConnectProviderTagsResponse", tags.listed(row.tags, request))


def tag_saml_provider(
    state: IamState, request: TagSAMLProviderRequest, ctx: RequestContext
) -> TagSAMLProviderResponse:
    row = require_saml(state, ctx.account_id, request["SAMLProviderArn"])
    _save(state, "saml", (ctx.account_id, row.arn), tags.tagged("saml", row.tags, request["Tags"]))
    return {}


def untag_saml_provider(
    state: IamState, request: UntagSAMLProviderRequest, ctx: RequestContext
) -> UntagSAMLProviderResponse:
    row = require_saml(state, ctx.account_id, request["SAMLProviderArn"])
    _save(state, "saml", (ctx.account_id, row.arn), tags.untagged(row.tags, request["TagKeys"]))
    return {}


def list_saml_provider_tags(
    state: IamState, request: ListSAMLProviderTagsRequest, ctx: RequestContext
) -> ListSAMLProviderTagsResponse:
    row = require_saml(state, ctx.account_id, request["SAMLProviderArn"])
    return cast("ListSAMLProviderTagsResponse", tags.listed(row.tags, request))
