"""The operations that issue sessions: AssumeRole, GetSessionToken, GetFederationToken, and the
identity-provider flows labcloud answers as an account without providers; with AWS's checks made
before authorization (``validate_*``: ARN syntax, session-tag rules)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.ids import access_key_id
from labcloud.services.sts import assume, federation, minting
from labcloud.services.sts.events import emit
from labcloud.services.sts.session_policies import packed_size, refuse_unsupported, session_documents
from labcloud.services.sts.session_tags import requested
from labcloud.services.sts.state import StsState
from labcloud.services.sts.validation import check_arns, check_session_tags

if TYPE_CHECKING:
    from labcloud.services.sts.api import (
        AssumeRoleRequest,
        AssumeRoleResponse,
        AssumeRoleWithSAMLRequest,
        AssumeRoleWithSAMLResponse,
        AssumeRoleWithWebIdentityRequest,
        AssumeRoleWithWebIdentityResponse,
        GetFederationTokenRequest,
        GetFederationTokenResponse,
        GetSessionTokenRequest,
        GetSessionTokenResponse,
    )


def assume_role(state: StsState, request: AssumeRoleRequest, ctx: RequestContext) -> AssumeRoleResponse:
    refuse_unsupported(request, ("SerialNumber", "TokenCode", "ProvidedContexts"))
    documents = session_documents(state.iam, request)
    principal, duration = assume.prepare(ctx, request, state.iam)
    packed = (
        packed_size(documents, principal.transitive_tags + requested(request)[0])
        if documents is not None or request.get("Tags")
        else None
    )
    credentials = minting.mint(state.store, state.sessions, principal, duration, documents)
    emit(
        state,
        ctx,
        "sts.role.assumed",
        principal.role_arn or "",
        caller=ctx.principal.arn,
        session=principal.arn,
        access_key=principal.access_key,
        expiration=credentials["Expiration"],
        tags=dict(principal.tags),
    )
    return assume.answer(principal, credentials, request, documents, packed)


def get_session_token(
    state: StsState, request: GetSessionTokenRequest, ctx: RequestContext
) -> GetSessionTokenResponse:
    refuse_unsupported(request, ("SerialNumber", "TokenCode"))
    caller = ctx.principal
    if caller.kind in ("assumed-role", "federated-user"):
        raise AwsError("AccessDenied", "Cannot call GetSessionToken with session credentials", status=403)
    duration = int(request.get("DurationSeconds") or 43200)
    if caller.kind == "root":
        duration = min(duration, 3600)
    principal = Principal(
        caller.account_id,
        caller.arn,
        caller.kind,
        access_key_id("ASIA", caller.account_id),
        name=caller.name,
        user_id=caller.user_id or caller.account_id,
        tags=caller.tags,
    )
    return {"Credentials": minting.mint(state.store, state.sessions, principal, duration)}


def get_federation_token(
    state: StsState, request: GetFederationTokenRequest, ctx: RequestContext
) -> GetFederationTokenResponse:
    caller = ctx.principal
    duration = federation.federation_duration(caller, request)
    documents = session_documents(state.iam, request) or []
    tags, _ = requested(request)
    principal = federation.federated_principal(
        caller, request["Name"], access_key_id("ASIA", caller.account_id), tags
    )
    credentials = minting.mint(state.store, state.sessions, principal, duration, documents)
    emit(
        state,
        ctx,
        "sts.federation_token.issued",
        principal.arn,
        caller=caller.arn,
        access_key=principal.access_key,
        expiration=credentials["Expiration"],
    )
    return {
        "Credentials": credentials,
        "FederatedUser": {"FederatedUserId": principal.user_id or "", "Arn": principal.arn},
        "PackedPolicySize": packed_size(documents, tags) if documents or tags else 0,
    }


def assume_role_with_web_identity(
    state: StsState, request: AssumeRoleWithWebIdentityRequest, ctx: RequestContext
) -> AssumeRoleWithWebIdentityResponse:
    raise federation.web_identity_provider_error(request["WebIdentityToken"])


def assume_role_with_saml(
    state: StsState, request: AssumeRoleWithSAMLRequest, ctx: RequestContext
) -> AssumeRoleWithSAMLResponse:
    raise federation.saml_provider_error(request["SAMLAssertion"], request["PrincipalArn"])


# ---------------------------------------------------------------------- checks before authorization


def validate_assume_role(state: StsState, request: AssumeRoleRequest, ctx: RequestContext) -> None:
    check_arns(request, ("RoleArn",))
    check_session_tags(request.get("Tags") or [], request.get("TransitiveTagKeys") or [])


def validate_assume_role_with_web_identity(
    state: StsState, request: AssumeRoleWithWebIdentityRequest, ctx: RequestContext
) -> None:
    check_arns(request, ("RoleArn",))


def validate_assume_role_with_saml(
    state: StsState, request: AssumeRoleWithSAMLRequest, ctx: RequestContext
) -> None:
    check_arns(request, ("RoleArn", "PrincipalArn"))


def validate_get_federation_token(
    state: StsState, request: GetFederationTokenRequest, ctx: RequestContext
) -> None:
    check_session_tags(request.get("Tags") or [], [])
