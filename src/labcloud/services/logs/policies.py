"""Account-scoped resource policies (PutResourcePolicy, DescribeResourcePolicies, DeleteResourcePolicy),
stored by ``repo/resource_policies.py`` (at most ten per account and region, as AWS's quota says).

Policies are stored and reported; labcloud does not evaluate them (services that would write
into log groups on their behalf are not emulated). Log-group-scoped policies (``resourceArn``,
``expectedRevisionId``) are refused loudly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from labcloud import json_document

from .errors import invalid_parameter
from .repo.resource_policies import ResourcePolicies, ResourcePolicy
from .tokens import decode_token, encode_token

DEFAULT_PAGE = 50


def check_put(params: Mapping[str, Any]) -> tuple[str, str]:
    """The policy name and document of a PutResourcePolicy request AWS would accept."""
    _refuse_resource_scope(params)
    name, document = params.get("policyName"), params.get("policyDocument")
    if not name:
        raise invalid_parameter("policyName is required for account-scoped resource policies.")
    if document is None:
        raise invalid_parameter("policyDocument is required.")
    try:
        parsed = json_document.loads(document)
    except ValueError:
        raise invalid_parameter("Policy document is not valid JSON.") from None
    if not isinstance(parsed, dict):
        raise invalid_parameter("Policy document is not valid JSON.")
    return name, document


def _refuse_resource_scope(params: Mapping[str, Any]) -> None:
    for member in ("resourceArn", "expectedRevisionId"):
        if params.get(member):
            raise invalid_parameter(
                f"labcloud supports account-scoped resource policies only: {member} is not supported"
            )


def delete_name(params: Mapping[str, Any]) -> str:
    """The name of the policy a DeleteResourcePolicy request deletes."""
    _refuse_resource_scope(params)
    name = params.get("policyName")
    if not name:
        raise invalid_parameter("policyName is required for account-scoped resource policies.")
    return str(name)


def describe_policies(
    policies: ResourcePolicies, account_id: str, region: str, params: Mapping[str, Any]
) -> dict[str, Any]:
    if params.get("resourceArn") or params.get("policyScope") == "RESOURCE":
        # Log-group-scoped policies cannot be created here, so there are none.
        return {"resourcePolicies": []}
    after: str | None = None
    token = params.get("nextToken")
    if token:
        decoded = decode_token(token)
        if not isinstance(decoded, str):
            raise invalid_parameter("The specified nextToken is invalid.")
        after = decoded
    limit = int(params.get("limit") or DEFAULT_PAGE)
    rows = policies.page(account_id, region, after=after, limit=limit + 1)
    out: dict[str, Any] = {"resourcePolicies": [describe_policy(row) for row in rows[:limit]]}
    if len(rows) > limit:
        out["nextToken"] = encode_token(rows[limit - 1].name)
    return out


def describe_policy(row: ResourcePolicy) -> dict[str, Any]:
    return {
        "policyName": row.name,
        "policyDocument": row.document,
        "lastUpdatedTime": row.last_updated,
        "policyScope": "ACCOUNT",
    }
