"""SimulatePrincipalPolicy: evaluate a user's or role's policies for given actions and resources; and
GetContextKeysForCustom/PrincipalPolicy: the condition keys those policies name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.core import no_such_entity
from labcloud.services.iam.grants import policies_for
from labcloud.services.iam.paging import page
from labcloud.services.iam.policy import Decision, Evaluator, Policy, parse_policy
from labcloud.services.iam.repo import identities
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        ContextEntry,
        GetContextKeysForCustomPolicyRequest,
        GetContextKeysForCustomPolicyResponse,
        GetContextKeysForPrincipalPolicyRequest,
        GetContextKeysForPrincipalPolicyResponse,
        SimulateCustomPolicyRequest,
        SimulateCustomPolicyResponse,
        SimulatePrincipalPolicyRequest,
        SimulatePrincipalPolicyResponse,
    )

_DECISIONS = {"allow": "allowed", "explicit_deny": "explicitDeny", "implicit_deny": "implicitDeny"}


def _context(entries: list[ContextEntry]) -> dict[str, object]:
    out: dict[str, object] = {}
    for index, entry in enumerate(entries, start=1):
        if not entry.get("ContextKeyName"):  # optional in the model, but an entry means nothing without it
            raise AwsError(
                "InvalidInput", f"ContextEntries.member.{index}.ContextKeyName must be specified.", status=400
            )
        values = entry.get("ContextKeyValues") or []
        kind = entry.get("ContextKeyType") or "string"
        out[entry["ContextKeyName"]] = values if kind.endswith("List") else (values[0] if values else None)
    return out


def _source_policies(state: IamState, arn: str) -> tuple[Policy, ...]:
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[2] != "iam":
        raise AwsError("InvalidInput", f"Invalid ARN: {arn}", status=400)
    kind, _, rest = parts[5].partition("/")
    name = rest.rsplit("/", 1)[-1]
    if kind == "role":
        if identities.role(state.store, parts[4], name) is None:
            raise no_such_entity(f"The role with name {name} cannot be found.")
        return policies_for(state, parts[4], "role", name)
    if kind == "user":
        if identities.user(state.store, parts[4], name) is None:
            raise no_such_entity(f"The user with name {name} cannot be found.")
        return policies_for(state, parts[4], "user", name)
    raise AwsError("InvalidInput", f"Invalid principal ARN: {arn}", status=400)


def get_context_keys_for_custom_policy(
    state: IamState, request: GetContextKeysForCustomPolicyRequest, ctx: RequestContext
) -> GetContextKeysForCustomPolicyResponse:
    return {"ContextKeyNames": context_keys(_inputs(list(request.get("PolicyInputList") or [])))}


def get_context_keys_for_principal_policy(
    state: IamState, request: GetContextKeysForPrincipalPolicyRequest, ctx: RequestContext
) -> GetContextKeysForPrincipalPolicyResponse:
    policies = list(_source_policies(state, request["PolicySourceArn"]))
    policies += _inputs(list(request.get("PolicyInputList") or []))
    return {"ContextKeyNames": context_keys(policies)}


def simulate_principal_policy(
    state: IamState, request: SimulatePrincipalPolicyRequest, ctx: RequestContext
) -> SimulatePrincipalPolicyResponse:
    source = request["PolicySourceArn"]
    policies = list(_source_policies(state, source))
    for index, text in enumerate(request.get("PolicyInputList") or []):
        policies.append(parse_policy(text, name=f"PolicyInputList.{index + 1}"))
    context = _context(request.get("ContextEntries") or [])
    context.setdefault("aws:PrincipalArn", source)
    resources = request.get("ResourceArns") or ["*"]
    results = []
    for action in request["ActionNames"]:
        decisions = [(r, Evaluator.evaluate(policies, action, r, context)) for r in resources]
        overall = next((d for _, d in decisions if not d.allowed), decisions[0][1])
        result: dict[str, Any] = {
            "EvalActionName": action,
            "EvalResourceName": resources[0] if len(resources) == 1 else "*",
            "EvalDecision": _DECISIONS[overall.kind],
            "MatchedStatements": _matched(overall),
            "MissingContextValues": [],
        }
        if len(resources) > 1:
            result["ResourceSpecificResults"] = [
                {
                    "EvalResourceName": r,
                    "EvalResourceDecision": _DECISIONS[d.kind],
                    "MatchedStatements": _matched(d),
                    "MissingContextValues": [],
                }
                for r, d in decisions
            ]
        results.append(result)
    return cast("SimulatePrincipalPolicyResponse", page(results, request, "EvaluationResults"))


def simulate_custom_policy(
    state: IamState, request: SimulateCustomPolicyRequest, ctx: RequestContext
) -> SimulateCustomPolicyResponse:
    policies = [
        parse_policy(text, name=f"PolicyInputList.{i + 1}")
        for i, text in enumerate(request["PolicyInputList"])
    ]
    context = _context(request.get("ContextEntries") or [])
    resources = request.get("ResourceArns") or ["*"]
    results = []
    for action in request["ActionNames"]:
        for resource in resources:
            decision = Evaluator.evaluate(policies, action, resource, context)
            results.append(
                {
                    "EvalActionName": action,
                    "EvalResourceName": resource,
                    "EvalDecision": _DECISIONS[decision.kind],
                    "MatchedStatements": _matched(decision),
                    "MissingContextValues": [],
                }
            )
    return cast("SimulateCustomPolicyResponse", page(results, request, "EvaluationResults"))


def _matched(decision: Decision) -> list[dict[str, Any]]:
    if decision.policy is None:
        return []
    return [{"SourcePolicyId": decision.policy, "SourcePolicyType": "IAM Policy"}]


def _inputs(texts: list[str]) -> list[Policy]:
    """PolicyInputList's documents; a malformed one is InvalidInput (the only error these operations
    declare for their input)."""
    policies = []
    for index, text in enumerate(texts, 1):
        try:
            policies.append(parse_policy(text, name=f"PolicyInputList.{index}"))
        except AwsError as error:
            raise AwsError("InvalidInput", error.message, status=400) from None
    return policies


def context_keys(policies: list[Policy]) -> list[str]:
    """The condition keys the policies' statements name, each once (keys compare case-insensitively;
    the first spelling is kept), in the order they appear."""
    seen: dict[str, str] = {}
    for policy in policies:
        statements = policy.document.get("Statement") or []
        for statement in statements if isinstance(statements, list) else [statements]:
            condition = statement.get("Condition") if isinstance(statement, dict) else None
            for keys in (condition or {}).values():
                for key in keys if isinstance(keys, dict) else {}:
                    seen.setdefault(str(key).lower(), str(key))
    return list(seen.values())
