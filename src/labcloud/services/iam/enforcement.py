"""IAM enforcement: the pipeline authorizer that evaluates a principal's policies before dispatch.

Role sessions (``assumed-role``: a function's execution role, AssumeRole credentials) are always
enforced; IAM users only with ``--enforce-iam``; the root/test credentials are administrators; a
service principal (``kind == "service"``) gets in only through the resource's own policy. A denial
answers AccessDenied in the shape of the called service's protocol with AWS's wording, and publishes
an ``iam.denied`` event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import Principal, RequestContext, secure_transport
from labcloud.services.iam.action_map import requests_for
from labcloud.services.iam.authorization_messages import decision_document, encode
from labcloud.services.iam.denials import access_denied, combine, message_action
from labcloud.services.iam.policy import Decision, Evaluator, Policy, access_denied_message, resource_decision
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY

if TYPE_CHECKING:
    from labcloud.config import Settings
    from labcloud.events.bus import EventBus
    from labcloud.resource_policies import ResourcePolicies, ResourcePolicy

PolicySource = Callable[[Principal], "tuple[Policy, ...] | None"]
#: A principal's permission limits: (label, policies) for its permissions boundary and session policies.
LimitSource = Callable[[Principal], "list[tuple[str, tuple[Policy, ...]]]"]

#: Operations AWS answers whatever the caller's policies say.
_ALWAYS_ALLOWED = frozenset({("sts", "GetCallerIdentity"), ("sts", "GetSessionToken")})


#: The decision for principals IAM does not govern (the account's root).
ADMIN = Decision(True, "allow")


def request_context(ctx: RequestContext) -> dict[str, object]:
    """The global condition keys labcloud knows for a request."""
    principal = ctx.principal
    now = clock.now()
    values: dict[str, object] = {
        "aws:CurrentTime": datetime.fromtimestamp(now, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "aws:EpochTime": str(int(now)),
        "aws:SecureTransport": secure_transport(ctx.client_host),
        "aws:RequestedRegion": ctx.region,
        "aws:SourceIp": ctx.client_host or "127.0.0.1",
        "aws:PrincipalAccount": principal.account_id,
        "aws:userid": principal.user_id or principal.account_id,
    }
    if principal.kind == "assumed-role":
        values["aws:PrincipalArn"] = principal.role_arn or principal.arn
        values["aws:PrincipalType"] = "AssumedRole"
    elif principal.kind == "user":
        values["aws:PrincipalArn"] = principal.arn
        values["aws:PrincipalType"] = "User"
        values["aws:username"] = principal.name
    elif principal.kind == "federated-user":
        values["aws:PrincipalArn"] = principal.arn
        values["aws:PrincipalType"] = "FederatedUser"
    else:
        values["aws:PrincipalArn"] = principal.arn
        values["aws:PrincipalType"] = "Account"
    for key, value in principal.tags:
        values[f"aws:PrincipalTag/{key}"] = value
    if ctx.service == "kms":
        values["kms:CallerAccount"] = principal.account_id
        if ctx.extra.get("kms:ViaService"):  # set by the service that called KMS for its caller (key_ring.py)
            values["kms:ViaService"] = ctx.extra["kms:ViaService"]
    source_arn = ctx.extra.get("aws:SourceArn") or ctx.extra.get("source_arn")
    if source_arn:
        values["aws:SourceArn"] = source_arn
        values["aws:SourceAccount"] = ctx.extra.get("aws:SourceAccount") or principal.account_id
    if ctx.extra.get("aws:SourceOwner"):  # SNS's older key, set by the services that send it (CloudWatch)
        values["aws:SourceOwner"] = ctx.extra["aws:SourceOwner"]
    return values


def with_resource_account(
    context: dict[str, object], ctx: RequestContext, resource: str, attached: ResourcePolicy | None
) -> dict[str, object]:
    """``aws:ResourceAccount``: the account in the resource's ARN; for an ARN without one (an S3 bucket),
    the owner of its resource policy, else the request's account (where labcloud looks the name up).
    S3 requests also get S3's own ``s3:ResourceAccount``."""
    if resource == "*":
        return context
    parts = resource.split(":", 5)
    owner = parts[4] if len(parts) > 4 and parts[4] else None
    if owner is None:
        owner = attached.owner_account if attached is not None else ctx.account_id
    if ctx.service == "s3":
        return {**context, "aws:ResourceAccount": owner, "s3:ResourceAccount": owner}
    return {**context, "aws:ResourceAccount": owner}


def governs(settings: Settings, principal: Principal) -> bool:
    """Is ``principal``'s every call decided by IAM (role sessions, federated users; users under ``--enforce-iam``)?"""
    if principal.kind in ("assumed-role", "federated-user"):
        return True
    return principal.kind == "user" and settings.enforce_iam


class Enforcer:
    """Decides every call of a governed principal; IAM contributes ``authorize`` to the pipeline's authorizers."""

    def __init__(
        self,
        settings: Settings,
        resource_policies: ResourcePolicies,
        bus: EventBus,
        policies_of: PolicySource,
        limits_of: LimitSource | None = None,
    ) -> None:
        self.settings = settings
        self.resource_policies = resource_policies
        self.bus = bus
        self.policies_of = policies_of
        self.limits_of = limits_of

    def governs(self, principal: Principal) -> bool:
        if principal.kind in ("assumed-role", "federated-user"):
            return True
        return principal.kind == "user" and self.settings.enforce_iam

    def authorize(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        principal = ctx.principal
        if (ctx.service, ctx.operation) in _ALWAYS_ALLOWED:
            return
        if principal.kind == "service":
            self._authorize_service(ctx, params)
            return
        governed = self.governs(principal)
        resource_policies = self.resource_policies
        if not governed and not resource_policies.active:
            return
        policies = self.policies_of(principal) or () if governed else ()
        limits = self.limits_of(principal) if governed and self.limits_of is not None else []
        base = request_context(ctx)
        for action, resource in requests_for(ctx, params):
            attached = resource_policies.find(resource) if resource != "*" else None
            context = with_resource_account(base, ctx, resource, attached)
            if not governed:
                decision = ADMIN
            elif limits:
                decision = Evaluator.evaluate_with_limits(policies, limits, action, resource, context)
            else:
                decision = Evaluator.evaluate(policies, action, resource, context)
            if attached is not None:
                decision = combine(
                    decision,
                    resource_decision(attached.policy, principal.arn, action, resource, context),
                    attached.owner_account != principal.account_id,
                )
            if not decision.allowed:
                self.deny(ctx, action, resource, decision, context)

    def _authorize_service(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        """A service principal (``sns.amazonaws.com`` acting for a resource) belongs to no account and has
        no identity policies: only the resource's own policy can let it in, as on AWS, with conditions
        on ``aws:SourceArn``/``aws:SourceAccount`` from ``ctx.extra``."""
        base = request_context(ctx)
        for action, resource in requests_for(ctx, params):
            attached = self.resource_policies.find(resource) if resource != "*" else None
            context = with_resource_account(base, ctx, resource, attached)
            decision = (
                resource_decision(attached.policy, ctx.principal.arn, action, resource, context)
                if attached is not None
                else replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
            )
            if not decision.allowed:
                self.deny(ctx, action, resource, decision, context)

    def deny(
        self,
        ctx: RequestContext,
        action: str,
        resource: str,
        decision: Decision,
        context: dict[str, object] | None = None,
    ) -> None:
        shown = message_action(ctx.service, action)
        message = access_denied_message(ctx.principal.arn, shown, resource, decision)
        matched = (
            None
            if decision.policy is None
            else {"sourcePolicyId": decision.policy, "statementId": decision.statement}
        )
        encoded = encode(
            decision_document(
                ctx.principal.arn,
                ctx.principal.user_id or ctx.principal.account_id,
                action,
                resource,
                False,
                decision.kind == "explicit_deny",
                matched,
                context or {},
            )
        )
        self.bus.publish(
            "iam.denied",
            service="iam",
            account_id=ctx.account_id,
            region=ctx.region,
            resource=resource,
            data={
                "principal": ctx.principal.arn,
                "action": action,
                "resource": resource,
                "decided_by": None
                if decision.policy is None
                else {"policy": decision.policy, "statement": decision.statement},
                "decision": decision.kind,
                "service": ctx.service,
                "operation": ctx.operation,
                "access_key": ctx.principal.access_key,
                "lambda_request_id": ctx.lambda_request_id,
                "request_id": ctx.request_id,
                "message": message,
                "encoded_message": encoded,
            },
        )
        raise access_denied(ctx.service, message)
