"""Account-level policies (PutAccountPolicy, DescribeAccountPolicies, DeleteAccountPolicy): what a
request may say and how a policy is described, stored by ``repo/account_policies.py``.

labcloud keeps subscription filter policies (``SUBSCRIPTION_FILTER_POLICY``): one per account and
region, its document a subscription filter (``DestinationArn``, a Lambda function as for
PutSubscriptionFilter, ``FilterPattern``, ``Distribution``, ``RoleArn``) applied to every log group
but those its selection criteria exclude (``LogGroupName NOT IN [...]``, AWS's one form), delivered
by :mod:`.delivery` with ``policyLevel`` ``ACCOUNT_LEVEL_POLICY``. The other policy types (data
protection, field index, transformer, metric extraction) are refused by name.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from .errors import invalid_parameter
from .repo.account_policies import AccountPolicy
from .repo.subscriptions import Subscription
from .subscriptions import check_supported

SUBSCRIPTION_FILTER_POLICY = "SUBSCRIPTION_FILTER_POLICY"
#: The ``policyLevel`` of what an account-level policy delivers.
ACCOUNT_LEVEL = "ACCOUNT_LEVEL_POLICY"
POLICY_TYPES = (
    "DATA_PROTECTION_POLICY",
    "SUBSCRIPTION_FILTER_POLICY",
    "FIELD_INDEX_POLICY",
    "TRANSFORMER_POLICY",
    "METRIC_EXTRACTION_POLICY",
)
#: Log groups a ``NOT IN`` list may name (AWS's limit).
MAX_EXCLUDED_GROUPS = 50
_NOT_IN = re.compile(r"^\s*LogGroupName\s+NOT\s+IN\s*(\[.*\])\s*$", re.DOTALL)


def check_type(policy_type: str) -> None:
    if policy_type not in POLICY_TYPES:
        raise invalid_parameter(f"Invalid policyType: {policy_type} (one of {', '.join(POLICY_TYPES)})")
    if policy_type != SUBSCRIPTION_FILTER_POLICY:
        raise invalid_parameter(
            f"labcloud does not emulate account-level policies of type {policy_type}"
            f" (it keeps {SUBSCRIPTION_FILTER_POLICY} only)"
        )


def check_put(params: Mapping[str, Any], now: int) -> AccountPolicy:
    """The policy a PutAccountPolicy request AWS would accept describes (refusing what labcloud does not do)."""
    check_type(str(params["policyType"]))
    if params.get("dryRun"):
        raise invalid_parameter("labcloud does not support dryRun on PutAccountPolicy")
    scope = params.get("scope") or "ALL"
    if scope != "ALL":
        raise invalid_parameter(f"Invalid scope: {scope} (ALL)")
    document = str(params["policyDocument"])
    filter_ = subscription_of(str(params["policyName"]), document, now)
    check_supported({"destinationArn": filter_.destination_arn})
    from .filter_pattern import compile_pattern  # the pattern compiler, on first use

    compile_pattern(filter_.pattern)
    criteria = params.get("selectionCriteria")
    if criteria:
        excluded_groups(str(criteria))
    return AccountPolicy(
        str(params["policyName"]), SUBSCRIPTION_FILTER_POLICY, document, scope, criteria, now
    )


def subscription_of(name: str, document: str, created: int) -> Subscription:
    """The subscription filter a policy document describes."""
    try:
        doc = json.loads(document)
    except ValueError:
        raise invalid_parameter("policyDocument is not valid JSON") from None
    if not isinstance(doc, dict):
        raise invalid_parameter("policyDocument must be a JSON object")
    destination = doc.get("DestinationArn")
    if not isinstance(destination, str) or not destination.startswith("arn:"):
        raise invalid_parameter("policyDocument must name a DestinationArn (an ARN)")
    distribution = doc.get("Distribution") or "ByLogStream"
    if distribution not in ("Random", "ByLogStream"):
        raise invalid_parameter(f"Invalid Distribution: {distribution} (Random or ByLogStream)")
    role = doc.get("RoleArn")
    return Subscription(
        name,
        str(doc.get("FilterPattern") or ""),
        destination,
        str(role) if role else None,
        distribution,
        created,
    )


def excluded_groups(criteria: str) -> frozenset[str]:
    """The log groups ``LogGroupName NOT IN ["a", "b"]`` names (the one form AWS accepts)."""
    match = _NOT_IN.match(criteria)
    names: Any = None
    if match is not None:
        try:
            names = json.loads(match.group(1))
        except ValueError:
            names = None
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise invalid_parameter(f'Invalid selectionCriteria: {criteria} (LogGroupName NOT IN ["group", ...])')
    if len(names) > MAX_EXCLUDED_GROUPS:
        raise invalid_parameter(f"selectionCriteria may exclude at most {MAX_EXCLUDED_GROUPS} log groups")
    return frozenset(names)


def applies_to(policy: AccountPolicy, group_name: str) -> bool:
    return not policy.selection_criteria or group_name not in excluded_groups(policy.selection_criteria)


def filters_for(policies: list[AccountPolicy], group_name: str) -> list[Subscription]:
    """The subscription filters the account's policies apply to a log group."""
    return [
        subscription_of(p.name, p.document, p.last_updated) for p in policies if applies_to(p, group_name)
    ]


def describe(policy: AccountPolicy, account_id: str) -> dict[str, Any]:
    out: dict[str, Any] = {
        "policyName": policy.name,
        "policyDocument": policy.document,
        "lastUpdatedTime": policy.last_updated,
        "policyType": policy.policy_type,
        "scope": policy.scope,
        "accountId": account_id,
    }
    if policy.selection_criteria:
        out["selectionCriteria"] = policy.selection_criteria
    return out
