"""AssumeRole: the role's trust policy (and ``sts:TagSession`` when tags pass), the duration rules,
session tags and session policies, then a new session of the role."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal, RequestContext, secure_transport
from labcloud.errors import AwsError
from labcloud.services.iam.ids import access_key_id
from labcloud.services.iam.policy import access_denied_message, parse_trust_policy, trust_allows
from labcloud.services.sts import session_tags as tagging
from labcloud.services.sts.minting import RoleDirectory, find_role, role_principal
from labcloud.services.sts.sessions import NamedDocument
from labcloud.services.sts.validation import validation_error

if TYPE_CHECKING:
    from labcloud.services.sts.api import AssumeRoleResponse, Credentials

CHAINED_LIMIT = (
    "The requested DurationSeconds exceeds the 1 hour session limit for roles assumed by role chaining."
)
ROLE_LIMIT = "The requested DurationSeconds exceeds the MaxSessionDuration set for this role."


def trust_context(ctx: RequestContext, params: Mapping[str, Any], tags: tagging.Pairs) -> dict[str, object]:
    """The condition keys a role's trust policy is evaluated with."""
    caller = ctx.principal
    context: dict[str, object] = {
        "aws:PrincipalArn": caller.role_arn or caller.arn,
        "aws:PrincipalAccount": caller.account_id,
        "aws:SourceIp": ctx.client_host,
        "aws:SecureTransport": secure_transport(ctx.client_host),
        **tagging.principal_keys(caller),
        **tagging.request_keys(tags),
    }
    if params.get("ExternalId"):
        context["sts:ExternalId"] = params["ExternalId"]
    if params.get("SourceIdentity"):
        context["sts:SourceIdentity"] = params["SourceIdentity"]
    if params.get("TransitiveTagKeys"):
        context["sts:TransitiveTagKeys"] = list(params["TransitiveTagKeys"])
    return context


def prepare(
    ctx: RequestContext, params: Mapping[str, Any], iam: RoleDirectory | None
) -> tuple[Principal, int]:
    """Check the trust policy and the duration; answer the new session's principal and lifetime."""
    caller, role_arn = ctx.principal, params["RoleArn"]
    role = find_role(iam, role_arn)
    if role is None:
        raise _denied(caller, "sts:AssumeRole", role_arn)
    requested, transitive_keys = tagging.requested(params)
    tags, transitive = tagging.session_tags(caller, requested, transitive_keys)
    trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
    context = trust_context(ctx, params, tags)
    if not trust_allows(trust, caller.arn, "sts:AssumeRole", context):
        raise _denied(caller, "sts:AssumeRole", role_arn)
    if tags and not trust_allows(trust, caller.arn, "sts:TagSession", context):
        raise _denied(caller, "sts:TagSession", role_arn)
    duration = int(params.get("DurationSeconds") or 3600)
    if caller.kind == "assumed-role" and duration > 3600:
        raise validation_error(CHAINED_LIMIT)
    if duration > int(role["MaxSessionDuration"]):
        raise validation_error(ROLE_LIMIT)
    principal = role_principal(
        iam,
        role["Arn"],
        params["RoleSessionName"],
        access_key_id("ASIA", role_arn_account(role["Arn"])),
        tags,
        transitive,
    )
    return principal, duration


def answer(
    principal: Principal,
    credentials: Credentials,
    params: Mapping[str, Any],
    documents: list[NamedDocument] | None,
    packed: int | None,
) -> AssumeRoleResponse:
    out: AssumeRoleResponse = {
        "Credentials": credentials,
        "AssumedRoleUser": {"AssumedRoleId": principal.user_id or "", "Arn": principal.arn},
    }
    if packed is not None:
        out["PackedPolicySize"] = packed
    if params.get("SourceIdentity"):
        out["SourceIdentity"] = params["SourceIdentity"]
    return out


def trusts_service(
    iam: RoleDirectory | None, role_arn: str, service_principal: str, external_id: str | None = None
) -> bool:
    """Whether ``service_principal`` may assume the role (it exists and its trust policy allows it),
    presenting ``external_id`` as ``sts:ExternalId`` when given (Cognito's SMS role)."""
    role = find_role(iam, role_arn)
    if role is None:
        return False
    context = {"sts:ExternalId": external_id} if external_id else None
    return trust_allows(
        parse_trust_policy(role["AssumeRolePolicyDocument"]), service_principal, "sts:AssumeRole", context
    )


def role_arn_account(arn: str) -> str:
    return arn.split(":")[4]


def _denied(caller: Principal, action: str, role_arn: str) -> AwsError:
    return AwsError("AccessDenied", access_denied_message(caller.arn, action, role_arn, None), status=403)
