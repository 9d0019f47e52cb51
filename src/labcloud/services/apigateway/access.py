"""Who may call a method, decided before its integration runs: the method's ``authorizationType``
(``NONE``, ``CUSTOM`` with a Lambda authorizer of the API, ``COGNITO_USER_POOLS``, ``AWS_IAM``) with the API's resource
policy, then its API key and usage plan when the method requires one, then the stage's method
throttling, then its request validator. A refusal is the gateway's own answer
(``lambda_authorizer.Refused``, through ``gateway_responses.py``)."""

from __future__ import annotations

from labcloud.services.apigateway import (
    cognito_authorizer,
    iam_authorization,
    lambda_authorizer,
    method_settings,
    private_access,
    resource_policy,
    usage,
    validation,
)
from labcloud.services.apigateway.authorizer_ops import KIND
from labcloud.services.apigateway.lambda_authorizer import Refused
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState


async def check(state: ApigwState, facts: Facts) -> None:
    """Raises Refused unless the request may proceed: a private domain name's policy, its authorization,
    then its API key (``usage.py``)."""
    await private_access.check(state, facts)
    await _authorize(state, facts)
    usage.check(state, facts)
    method_settings.check(state, facts)
    validation.check(state, facts)


async def _authorize(state: ApigwState, facts: Facts) -> str | None:
    kind = str(facts.route.method.get("authorizationType") or "NONE")
    if kind != "NONE":
        facts.auth = {"type": kind, "name": None, "decision": "allowed", "cached": False}
    try:
        return await _decide(state, facts, kind)
    except Refused as refused:
        if facts.auth is not None:
            facts.auth["decision"] = "error" if refused.status >= 500 else "denied"
        raise


async def _decide(state: ApigwState, facts: Facts, kind: str) -> str | None:
    method = facts.route.method
    policy = resource_policy.policy_of(facts.api)
    if kind == "AWS_IAM":
        iam_authorization.authorize(state, facts, policy)
        return "AWS_IAM"
    if policy is not None:
        decision = resource_policy.decide(facts, policy, "anonymous", None)
        if decision.kind == "explicit_deny":
            raise resource_policy.refused(facts, "anonymous", True)
        if kind != "CUSTOM" and not decision.allowed:
            raise resource_policy.refused(facts, "anonymous", False)
    if kind == "CUSTOM":
        found = parts.find_part(state.store, facts.api.id, KIND, str(method.get("authorizerId") or ""))
        if found is None:  # deleted since the deployment: AWS answers a configuration error
            raise Refused(500, None, "AuthorizerConfigurationException")
        if facts.auth is not None:
            facts.auth["name"] = found.doc.get("name")
        verdict = await lambda_authorizer.authorize(state, facts, found.doc)
        return f"CUSTOM {found.doc.get('name')} allowed {verdict.principal_id}"
    if kind == "COGNITO_USER_POOLS":
        found = parts.find_part(state.store, facts.api.id, KIND, str(method.get("authorizerId") or ""))
        if found is None:
            raise Refused(500, None, "AuthorizerConfigurationException")
        if facts.auth is not None:
            facts.auth["name"] = found.doc.get("name")
        cognito_authorizer.authorize(state, facts, found.doc, list(method.get("authorizationScopes") or []))
        return f"COGNITO_USER_POOLS {found.doc.get('name')} allowed"
    return None
