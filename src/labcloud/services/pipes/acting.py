"""Acting as a pipe's role: the role must exist and its trust policy must let ``pipes.amazonaws.com``
assume it (with the pipe as ``aws:SourceArn`` and its account as ``aws:SourceAccount``); every call the
pipe makes to its source, enrichment and target is then made as a session of that role, so the role's
policies decide as IAM does on AWS."""

from __future__ import annotations

from typing import Any

from labcloud.context import Principal
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows
from labcloud.services.pipes.host import Caller
from labcloud.services.sts.interfaces import RoleSessions

PRINCIPAL = "pipes.amazonaws.com"
SESSION = "EventBridgePipes"


class RoleRefused(Exception):
    """The pipe's role cannot be assumed by Pipes (missing, or its trust policy says no)."""


def principal(services: Caller, role_arn: str, pipe_arn: str) -> Principal:
    directory = services.interface(IamDirectory)
    sessions = services.interface(RoleSessions)
    if directory is None or sessions is None:
        raise RoleRefused("IAM or STS is not running")
    role = directory.find_role_by_arn(role_arn)
    if role is None:
        raise RoleRefused(f"The role {role_arn} does not exist.")
    trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
    context = {"aws:SourceAccount": pipe_arn.split(":")[4], "aws:SourceArn": pipe_arn}
    if not trust_allows(trust, PRINCIPAL, "sts:AssumeRole", context):
        raise RoleRefused(f"Pipes does not have permission to assume the role {role_arn}.")
    return sessions.role_principal(role_arn, SESSION)


def calling(pipe_arn: str, acting: Principal, region: str) -> dict[str, Any]:
    """Keyword arguments of ``services.call`` for a call made by the pipe."""
    return {
        "principal": acting,
        "account_id": pipe_arn.split(":")[4],
        "region": region,
        "extra": {"aws:SourceArn": pipe_arn, "aws:SourceAccount": pipe_arn.split(":")[4]},
    }
