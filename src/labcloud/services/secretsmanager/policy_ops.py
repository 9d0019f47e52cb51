"""Resource policies of secrets: Get/Put/DeleteResourcePolicy, ValidateResourcePolicy, and the lookup IAM
enforcement reads them through (an explicit deny wins, another account needs the policy's allow)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import Lookup, ResourcePolicy
from labcloud.services.iam.policy import Policy, parse_resource_policy
from labcloud.services.secretsmanager.errors import invalid_parameter, malformed_policy, public_policy
from labcloud.services.secretsmanager.events import publish
from labcloud.services.secretsmanager.names import find, live
from labcloud.services.secretsmanager.state import SecretsState

if TYPE_CHECKING:
    from labcloud.services.secretsmanager.api import (
        DeleteResourcePolicyRequest,
        DeleteResourcePolicyResponse,
        GetResourcePolicyRequest,
        GetResourcePolicyResponse,
        PutResourcePolicyRequest,
        PutResourcePolicyResponse,
        ValidateResourcePolicyRequest,
        ValidateResourcePolicyResponse,
    )

MAX_POLICY_BYTES = 20480


def _no_policy_name(name: str | None) -> None:
    if name is not None:
        raise invalid_parameter("PolicyName (several policies per secret) is not supported by labcloud.")


def _parse(text: str, arn: str) -> Policy:
    if len(text.encode()) > MAX_POLICY_BYTES:
        raise malformed_policy("The resource policy is larger than 20 KB.")
    try:
        return parse_resource_policy(text, name=arn)
    except AwsError as exc:
        raise malformed_policy(exc.message or "This resource policy contains a syntax error.") from None


def _public(text: str) -> bool:
    """Does an Allow statement let anyone in (Principal ``*`` without a condition)?"""
    document: Any = json.loads(text)
    statements = document.get("Statement", [])
    for statement in [statements] if isinstance(statements, dict) else statements:
        if (
            not isinstance(statement, dict)
            or statement.get("Effect") != "Allow"
            or statement.get("Condition")
        ):
            continue
        principal = statement.get("Principal")
        aws = principal.get("AWS") if isinstance(principal, dict) else principal
        if aws == "*" or (isinstance(aws, list) and "*" in aws):
            return True
    return False


def put_resource_policy(
    state: SecretsState, request: PutResourcePolicyRequest, ctx: RequestContext
) -> PutResourcePolicyResponse:
    _no_policy_name(request.get("PolicyName"))
    text = request["ResourcePolicy"]
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        _parse(text, secret.arn)
        if request.get("BlockPublicPolicy") and _public(text):
            raise public_policy()
        secret = state.secrets.update(secret, policy=text)
        publish(state, "secretsmanager.secret.policy_changed", secret)
    return {"ARN": secret.arn, "Name": secret.name}


def get_resource_policy(
    state: SecretsState, request: GetResourcePolicyRequest, ctx: RequestContext
) -> GetResourcePolicyResponse:
    _no_policy_name(request.get("PolicyName"))
    secret = live(state, ctx, request["SecretId"])
    out: GetResourcePolicyResponse = {"ARN": secret.arn, "Name": secret.name}
    if secret.policy is not None:
        out["ResourcePolicy"] = secret.policy
    return out


def delete_resource_policy(
    state: SecretsState, request: DeleteResourcePolicyRequest, ctx: RequestContext
) -> DeleteResourcePolicyResponse:
    _no_policy_name(request.get("PolicyName"))
    with state.store.transaction():
        secret = live(state, ctx, request["SecretId"])
        secret = state.secrets.update(secret, policy=None)
        publish(state, "secretsmanager.secret.policy_changed", secret)
    return {"ARN": secret.arn, "Name": secret.name}


def validate_resource_policy(
    state: SecretsState, request: ValidateResourcePolicyRequest, ctx: RequestContext
) -> ValidateResourcePolicyResponse:
    arn = "*"
    if request.get("SecretId"):
        arn = find(state, ctx, request["SecretId"]).arn
    text = request["ResourcePolicy"]
    try:
        _parse(text, arn)
    except AwsError as exc:
        return {
            "PolicyValidationPassed": False,
            "ValidationErrors": [{"CheckName": "IAM_POLICY_VALIDATION", "ErrorMessage": exc.message}],
        }
    if _public(text):
        return {
            "PolicyValidationPassed": False,
            "ValidationErrors": [
                {
                    "CheckName": "BLOCK_PUBLIC_POLICY",
                    "ErrorMessage": "The policy grants public access to the secret.",
                }
            ],
        }
    return {"PolicyValidationPassed": True, "ValidationErrors": []}


def lookup(state: SecretsState) -> Lookup:
    def find_policy(resource: str) -> ResourcePolicy | None:
        secret = state.secrets.by_arn(resource)
        if secret is None or secret.policy is None:
            return None
        return ResourcePolicy(secret.account_id, parse_resource_policy(secret.policy, name=secret.arn))

    return find_policy
