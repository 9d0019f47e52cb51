"""A project's service role, checked as CodeBuild checks it: the role must exist in IAM and trust
``codebuild.amazonaws.com`` (through STS's RoleSessions interface), else InvalidInputException."""

from __future__ import annotations

from labcloud.services.codebuild import errors
from labcloud.services.codebuild.state import CodeBuildState
from labcloud.services.sts.interfaces import RoleSessions

PRINCIPAL = "codebuild.amazonaws.com"


def role_arn(role: str, account: str) -> str:
    return role if role.startswith("arn:") else f"arn:aws:iam::{account}:role/{role}"


def checked(state: CodeBuildState, role: str, account: str) -> str:
    """The role's ARN, once it is known to trust CodeBuild."""
    arn = role_arn(role, account)
    sessions = state.services.interface(RoleSessions)
    if sessions is None or not sessions.trusts_service(arn, PRINCIPAL):
        raise errors.invalid(f"CodeBuild is not authorized to perform: sts:AssumeRole on {arn}")
    return arn
