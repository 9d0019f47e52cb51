"""IAM enforcement: the pipeline authorizer that evaluates a principal's policies before dispatch.

Role sessions (``assumed-role``: a function's execution role, AssumeRole credentials) are always
enforced; IAM users only with ``--enforce-iam``; the root/test credentials and labcloud's service
principals are administrators. A denial answers AccessDenied in the shape of the called service's
protocol with AWS's wording, and publishes an ``iam.denied`` event.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.action_map import requests_for
from labcloud.services.iam.policy import Decision, Evaluator, Policy, access_denied_message
from labcloud.services.iam.policy.context import RequestContext as PolicyContext

if TYPE_CHECKING:
    from labcloud.hub import Hub

PolicySource = Callable[[Principal], "tuple[Policy, ...] | None"]
#: A principal's permission limits: (label, policies) for its permissions boundary and session policies.
LimitSource = Callable[[Principal], "list[tuple[str, tuple[Policy, ...]]]"]

#: Operations AWS answers whatever the caller's policies say.
_ALWAYS_ALLOWED = frozenset({("sts", "GetCallerIdentity"), ("sts", "GetSessionToken")})


def access_denied(service: str, message: str) -> AwsError:
    """AccessDenied as each service answers it (code, status; SQS via its query-compatible code)."""
    if service in ("iam", "sts"):
        return AwsError("AccessDenied", message, status=403)
    if service == "sqs":
        return AwsError("AccessDeniedException", message, status=403, query_code="AccessDenied")
    if service == "lambda":
        return AwsError("AccessDeniedException", message, status=403)
    if service == "s3":
        return AwsError("AccessDenied", message, status=403)
    return AwsError("AccessDeniedException", message, status=400)


def message_action(service: str, action: str) -> str:
    """SQS names the action in lower case in its denial messages (``sqs:receivemessage``)."""
    return action.lower() if service == "sqs" else action


def request_context(ctx: RequestContext) -> dict[str, object]:
    """The global condition keys labcloud knows for a request."""
    principal = ctx.principal
    now = time.time()
    values: dict[str, object] = {
        "aws:CurrentTime": datetime.fromtimestamp(now, UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "aws:EpochTime": str(int(now)),
        "aws:SecureTransport": "false",
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
    else:
        values["aws:PrincipalArn"] = principal.arn
        values["aws:PrincipalType"] = "Account"
    source_arn = ctx.extra.get("aws:SourceArn") or ctx.extra.get("source_arn")
    if source_arn:
        values["aws:SourceArn"] = source_arn
        values["aws:SourceAccount"] = ctx.extra.get("aws:SourceAccount") or principal.account_id
    return values


_RESOURCE_BASED = "resource-based policy"


def resource_decision(policy: Policy, principal: Principal, action: str, resource: str,
                      context: dict[str, object]) -> Decision:
    """A resource-based policy's say on one request: statements naming the principal (or its role)."""
    names = [principal.arn]
    if principal.role_arn:
        names.append(principal.role_arn)
    if principal.kind == "root":
        names.append(f"arn:aws:iam::{principal.account_id}:root")
    request = PolicyContext(context)
    wanted = action.lower()
    for statement in policy.deny_statements:
        if any(statement.principal_matches(n) for n in names) and statement.applies(wanted, resource, request):
            return Decision(False, "explicit_deny", policy.name, statement.sid, statement.index, _RESOURCE_BASED)
    for statement in policy.allow_statements:
        if any(statement.principal_matches(n) for n in names) and statement.applies(wanted, resource, request):
            return Decision(True, "allow", policy.name, statement.sid, statement.index, _RESOURCE_BASED)
    return Decision(False, "implicit_deny")


class Enforcer:
    """Decides every call of a governed principal; registered with ``hub.pipeline.add_authorizer``."""

    def __init__(self, hub: Hub, policies_of: PolicySource, limits_of: LimitSource | None = None) -> None:
        self.hub = hub
        self.policies_of = policies_of
        self.limits_of = limits_of

    def governs(self, principal: Principal) -> bool:
        if principal.kind == "assumed-role":
            return True
        return principal.kind == "user" and self.hub.settings.enforce_iam

    def authorize(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        principal = ctx.principal
        if not self.governs(principal) or (ctx.service, ctx.operation) in _ALWAYS_ALLOWED:
            return
        policies = self.policies_of(principal) or ()
        limits = self.limits_of(principal) if self.limits_of is not None else []
        context = request_context(ctx)
        resource_policy_of = self.hub.resource_policies.get(ctx.service)
        for action, resource in requests_for(ctx, params):
            if limits:
                decision = Evaluator.evaluate_with_limits(policies, limits, action, resource, context)
            else:
                decision = Evaluator.evaluate(policies, action, resource, context)
            if resource_policy_of is not None and decision.kind != "explicit_deny":
                # a resource policy (an S3 bucket policy): its explicit deny wins, its allow grants
                found = resource_policy_of(resource)
                verdict = resource_decision(found, principal, action, resource, context) if found else None
                if verdict is not None and (verdict.kind == "explicit_deny" or (verdict.allowed and not limits)):
                    decision = verdict
            if not decision.allowed:
                self.deny(ctx, action, resource, decision)

    def deny(self, ctx: RequestContext, action: str, resource: str, decision: Decision) -> None:
        shown = message_action(ctx.service, action)
        message = access_denied_message(ctx.principal.arn, shown, resource, decision)
        self.hub.bus.publish(
            "iam.denied", service="iam", account_id=ctx.account_id, region=ctx.region, resource=resource,
            data={
                "principal": ctx.principal.arn,
                "action": action,
                "resource": resource,
                "decided_by": None if decision.policy is None else {
                    "policy": decision.policy, "statement": decision.statement},
                "decision": decision.kind,
                "service": ctx.service,
                "operation": ctx.operation,
                "access_key": ctx.principal.access_key,
                "lambda_request_id": ctx.lambda_request_id,
                "request_id": ctx.request_id,
                "message": message,
            },
        )
        raise access_denied(ctx.service, message)
