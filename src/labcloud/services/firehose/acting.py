"""Acting as a delivery stream's role: the role must exist and its trust policy must let
``firehose.amazonaws.com`` assume it (with the account as ``sts:ExternalId``, as Firehose passes it);
every write to S3, invocation of the transformation Lambda, read of the source Kinesis stream and log
write is then made as a session of that role, so the role's policies decide as IAM does on AWS."""

from __future__ import annotations

from typing import Any

from labcloud.context import Principal
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows
from labcloud.services.shape import Host
from labcloud.services.sts.interfaces import RoleSessions

PRINCIPAL = "firehose.amazonaws.com"
SESSION = "AWSFirehoseToS3"


class RoleRefused(Exception):
    """The stream's role cannot be assumed by Firehose (missing, or its trust policy says no)."""


def principal(services: Host, role_arn: str, account_id: str) -> Principal:
    directory = services.interface(IamDirectory)
    sessions = services.interface(RoleSessions)
    if directory is None or sessions is None:
        raise RoleRefused("IAM or STS is not running")
    role = directory.find_role_by_arn(role_arn)
    if role is None:
        raise RoleRefused(f"Firehose is unable to assume role {role_arn}. Please check the role provided.")
    trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
    context = {"aws:SourceAccount": account_id, "sts:ExternalId": account_id}
    if not trust_allows(trust, PRINCIPAL, "sts:AssumeRole", context):
        raise RoleRefused(f"Firehose is unable to assume role {role_arn}. Please check the role provided.")
    return sessions.role_principal(role_arn, SESSION)


def calling(stream_arn: str, acting: Principal, region: str) -> dict[str, Any]:
    """Keyword arguments of ``services.call`` for a call made by the stream."""
    account = stream_arn.split(":")[4]
    return {
        "principal": acting,
        "account_id": account,
        "region": region,
        "extra": {"aws:SourceArn": stream_arn, "aws:SourceAccount": account},
    }
