"""SetRepositoryPolicy, GetRepositoryPolicy, DeleteRepositoryPolicy and the lookup IAM enforcement reads the
policies through (a repository policy is a resource policy: another account's principal reaches the
repository only when both the policy and its own identity policies allow it).

A repository policy's statements name no Resource (the repository is implied): each is read as if it named
the repository's ARN."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.resource_policies import Lookup, ResourcePolicy
from labcloud.services.ecr.errors import invalid_parameter, policy_not_found
from labcloud.services.ecr.events import publish
from labcloud.services.ecr.names import find
from labcloud.services.ecr.repository_ops import own_registry
from labcloud.services.ecr.state import EcrState
from labcloud.services.iam.policy import Policy, parse_resource_policy

if TYPE_CHECKING:
    from labcloud.services.ecr.api import (
        DeleteRepositoryPolicyRequest,
        DeleteRepositoryPolicyResponse,
        GetRepositoryPolicyRequest,
        GetRepositoryPolicyResponse,
        SetRepositoryPolicyRequest,
        SetRepositoryPolicyResponse,
    )

#: A repository policy's largest text (ECR's limit).
MAX_POLICY_BYTES = 10240


def parsed(text: str, arn: str) -> Policy:
    """The policy ``text`` of the repository ``arn`` (InvalidParameterException when AWS would refuse it)."""
    if len(text.encode()) > MAX_POLICY_BYTES:
        raise invalid_parameter(
            f"Invalid parameter at 'PolicyText': the policy is larger than {MAX_POLICY_BYTES} bytes"
        )
    try:
        document: Any = json.loads(text)
    except ValueError:
        raise invalid_parameter(
            "Invalid parameter at 'PolicyText' failed to satisfy constraint: 'Invalid repository policy provided'"
        ) from None
    if not isinstance(document, dict):
        raise invalid_parameter(
            "Invalid parameter at 'PolicyText' failed to satisfy constraint: 'Invalid repository policy provided'"
        )
    statements = document.get("Statement")
    for statement in statements if isinstance(statements, list) else [statements]:
        if isinstance(statement, dict) and "Resource" not in statement and "NotResource" not in statement:
            statement["Resource"] = arn
    try:
        return parse_resource_policy(document, name=arn)
    except AwsError as exc:
        raise invalid_parameter(
            f"Invalid parameter at 'PolicyText' failed to satisfy constraint: 'Invalid repository policy provided:"
            f" {exc.message}'"
        ) from None


def set_repository_policy(
    state: EcrState, request: SetRepositoryPolicyRequest, ctx: RequestContext
) -> SetRepositoryPolicyResponse:
    own_registry(ctx, request.get("registryId"))
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    text = request["policyText"]
    parsed(text, record.arn)
    with state.store.transaction():
        changed = state.repositories.update(record, policy=text)
        publish(state, "ecr.repository.policy_set", changed)
    return {"registryId": changed.account_id, "repositoryName": changed.name, "policyText": text}


def get_repository_policy(
    state: EcrState, request: GetRepositoryPolicyRequest, ctx: RequestContext
) -> GetRepositoryPolicyResponse:
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    if record.policy is None:
        raise policy_not_found(record.name, record.account_id)
    return {"registryId": record.account_id, "repositoryName": record.name, "policyText": record.policy}


def delete_repository_policy(
    state: EcrState, request: DeleteRepositoryPolicyRequest, ctx: RequestContext
) -> DeleteRepositoryPolicyResponse:
    own_registry(ctx, request.get("registryId"))
    record = find(state, ctx, request["repositoryName"], request.get("registryId"))
    if record.policy is None:
        raise policy_not_found(record.name, record.account_id)
    with state.store.transaction():
        changed = state.repositories.update(record, policy=None)
        publish(state, "ecr.repository.policy_deleted", changed)
    return {"registryId": record.account_id, "repositoryName": record.name, "policyText": record.policy}


def lookup(state: EcrState) -> Lookup:
    def find_policy(resource: str) -> ResourcePolicy | None:
        parts = resource.split(":", 5)
        if len(parts) != 6 or not parts[5].startswith("repository/"):
            return None
        record = state.repositories.get(parts[4], parts[3], parts[5][len("repository/") :])
        if record is None or record.policy is None:
            return None
        return ResourcePolicy(record.account_id, parsed(record.policy, record.arn))

    return find_policy
