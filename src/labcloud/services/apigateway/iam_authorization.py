"""``AWS_IAM`` authorization of a REST API method at the invoke URL: the signer and IAM's decision come
from ``sigv4_caller.py`` (shared with HTTP API routes), combined with the API's resource policy
(``resource_policy.py``); a refusal becomes the gateway's answer (``Refused``) and an allowed caller's
members reach ``requestContext.identity``."""

from __future__ import annotations

from labcloud.services.apigateway import resource_policy, sigv4_caller
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import Policy


def authorize(state: ApigwState, facts: Facts, policy: Policy | None = None) -> None:
    """Raises Refused unless the signed caller may invoke this request's method ARN (``policy``: the
    API's resource policy, combined as ``resource_policy.py`` describes)."""
    directory = state.calls.interface(IamDirectory)
    try:
        caller = sigv4_caller.verify(facts.request, state.identity, directory)
        principal = caller.principal
        granted = (
            resource_policy.decide(facts, policy, principal.arn, principal.account_id) if policy else None
        )
        sigv4_caller.decide(caller, directory, facts.method_arn(), facts.api.account_id, granted)
    except sigv4_caller.Refusal as refusal:
        raise Refused(refusal.status, refusal.message, refusal.error_type) from None
    facts.caller = caller.identity_members()
    facts.caller_principal = principal
