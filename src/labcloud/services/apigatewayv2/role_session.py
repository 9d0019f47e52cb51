"""Credentials roles (an integration's ``CredentialsArn``, an authorizer's ``AuthorizerCredentialsArn``):
API Gateway assumes the role, so its trust policy must let ``apigateway.amazonaws.com`` do so (with
``aws:SourceAccount`` and ``aws:SourceArn``); the call is then made as a session of the role and IAM
decides it on the role's policies. A role that is missing or does not trust API Gateway is a
configuration error, which AWS answers 500."""

from __future__ import annotations

from labcloud.context import Principal
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows
from labcloud.services.sts.interfaces import RoleSessions

PRINCIPAL = "apigateway.amazonaws.com"
SESSION_NAME = "BackplaneAssumeRoleSession"


class ConfigurationError(Exception):
    """The role cannot be used: the gateway answers 500."""


def principal_for(state: HttpApiState, account_id: str, role_arn: str, source_arn: str) -> Principal:
    directory = state.calls.interface(IamDirectory)
    sessions = state.calls.interface(RoleSessions)
    if directory is None or sessions is None:
        raise ConfigurationError("IAM or STS is not running")
    role = directory.find_role_by_arn(role_arn)
    if role is None:
        raise ConfigurationError(f"the role {role_arn} does not exist")
    trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
    context = {"aws:SourceAccount": account_id, "aws:SourceArn": source_arn}
    if not trust_allows(trust, PRINCIPAL, "sts:AssumeRole", context):
        raise ConfigurationError(
            f"API Gateway does not have permission to assume the provided role {role_arn}"
        )
    principal: Principal = sessions.role_principal(role_arn, SESSION_NAME)
    return principal
