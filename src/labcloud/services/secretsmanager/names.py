"""Secret ARNs (the name plus AWS's six random characters) and finding a secret by name, ARN or partial ARN."""

from __future__ import annotations

import re
import secrets as random
from dataclasses import replace

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.policy import access_denied_message, parse_resource_policy, resource_decision
from labcloud.services.iam.policy.evaluator import IMPLICIT_DENY, RESOURCE_POLICY
from labcloud.services.secretsmanager.errors import invalid_parameter, marked_for_deletion, not_found
from labcloud.services.secretsmanager.repo.secrets import Secret
from labcloud.services.secretsmanager.state import SecretsState

_SUFFIX_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_ARN = re.compile(r"^arn:aws:secretsmanager:([a-z0-9-]+):(\d{12}):secret:(.+)$")
_NAME = re.compile(
    r"^[A-Za-z0-9/_+=.@!-]+$"
)  # "!": the names AWS services give their own secrets (rds!cluster-...)


def new_arn(account_id: str, region: str, name: str) -> str:
    suffix = "".join(random.choice(_SUFFIX_ALPHABET) for _ in range(6))
    return f"arn:aws:secretsmanager:{region}:{account_id}:secret:{name}-{suffix}"


def check_name(name: str) -> str:
    if not _NAME.match(name):
        raise invalid_parameter(
            "Invalid name. Must be a valid name containing alphanumeric characters, or any of the following: -/_+=.@!"
        )
    if re.search(r"-[A-Za-z0-9]{6}$", name) and name.startswith("arn:"):
        raise invalid_parameter("Invalid name: a name cannot be an ARN.")
    return name


def _reachable(ctx: RequestContext, secret: Secret) -> Secret:
    """Another account's secret only through its resource policy's own allow (AWS's cross-account rule),
    whether or not IAM enforcement read the policy (another account's administrator is not governed)."""
    if secret.account_id == ctx.account_id or ctx.principal.kind == "service":
        return secret
    action = f"secretsmanager:{ctx.operation}"
    allowed = (
        secret.policy is not None
        and resource_decision(
            parse_resource_policy(secret.policy, name=secret.arn), ctx.principal.arn, action, secret.arn
        ).allowed
    )
    if not allowed:
        decision = replace(IMPLICIT_DENY, source=RESOURCE_POLICY)
        raise AwsError(
            "AccessDeniedException", access_denied_message(ctx.principal.arn, action, secret.arn, decision)
        )
    return secret


def find(state: SecretsState, ctx: RequestContext, secret_id: str) -> Secret:
    """The secret ``secret_id`` names (deleted ones included); ResourceNotFoundException otherwise."""
    match = _ARN.match(secret_id)
    if match:
        region, account, rest = match.groups()
        found = state.secrets.by_arn(secret_id)
        if found is None:
            # a partial ARN: the ARN without the six random characters
            found = state.secrets.by_name(account, region, rest)
        if found is None:
            raise not_found()
        return _reachable(ctx, found)
    found = state.secrets.by_name(ctx.account_id, ctx.region, secret_id)
    if found is None:
        raise not_found()
    return found


def live(state: SecretsState, ctx: RequestContext, secret_id: str) -> Secret:
    """A secret not marked for deletion (InvalidRequestException for one that is)."""
    secret = find(state, ctx, secret_id)
    if secret.deleted is not None:
        raise marked_for_deletion()
    return secret
