"""GetAccountAuthorizationDetails: every user, group, role and managed policy of an account with
their inline policies, attachments and (for managed policies) versions, as one snapshot.

Documents are URL-encoded as IAM sends them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam import last_used
from labcloud.services.iam.answers import boundary_member, policy_out
from labcloud.services.iam.core import date, encode_document, tags_out
from labcloud.services.iam.instance_profiles import described_for_role
from labcloud.services.iam.lookups import aws_managed, boundary_arn
from labcloud.services.iam.policies import policy_version
from labcloud.services.iam.repo import identities
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.state import IamState

if TYPE_CHECKING:
    from labcloud.services.iam.api import (
        GetAccountAuthorizationDetailsRequest,
        GetAccountAuthorizationDetailsResponse,
    )

FILTERS = ("User", "Role", "Group", "LocalManagedPolicy", "AWSManagedPolicy")


def _inline(state: IamState, account: str, kind: str, owner: str) -> list[dict[str, str]]:
    return [
        {"PolicyName": r.name, "PolicyDocument": encode_document(r.document)}
        for r in stored.inline_policies(state.store, account, kind, owner)
    ]


def _attached(state: IamState, account: str, kind: str, owner: str) -> list[dict[str, str]]:
    return [
        {"PolicyName": arn.rsplit("/", 1)[1], "PolicyArn": arn}
        for arn in stored.attached_arns(state.store, account, kind, owner)
    ]


def _boundary(arn: str | None) -> dict[str, Any]:
    return {} if arn is None else {"PermissionsBoundary": boundary_member(arn)}


def _users(state: IamState, account: str) -> list[dict[str, Any]]:
    out = []
    for row in identities.users_by_name(state.store, account):
        user: dict[str, Any] = {
            "Path": row.path,
            "UserName": row.name,
            "UserId": row.user_id,
            "Arn": row.arn,
            "CreateDate": date(row.created),
            "UserPolicyList": _inline(state, account, "user", row.name),
            "GroupList": identities.groups_of(state.store, account, row.name),
            "AttachedManagedPolicies": _attached(state, account, "user", row.name),
            **_boundary(boundary_arn(state, account, "user", row.name)),
        }
        tags = tags_out(row.tags)
        if tags:
            user["Tags"] = tags
        out.append(user)
    return out


def _groups(state: IamState, account: str) -> list[dict[str, Any]]:
    return [
        {
            "Path": row.path,
            "GroupName": row.name,
            "GroupId": row.group_id,
            "Arn": row.arn,
            "CreateDate": date(row.created),
            "GroupPolicyList": _inline(state, account, "group", row.name),
            "AttachedManagedPolicies": _attached(state, account, "group", row.name),
        }
        for row in identities.groups(state.store, account)
    ]


def _roles(state: IamState, account: str) -> list[dict[str, Any]]:
    return [
        {
            "Path": row.path,
            "RoleName": row.name,
            "RoleId": row.role_id,
            "Arn": row.arn,
            "CreateDate": date(row.created),
            "AssumeRolePolicyDocument": encode_document(row.trust_policy),
            "InstanceProfileList": described_for_role(state.store, account, row.name),
            "RolePolicyList": _inline(state, account, "role", row.name),
            "AttachedManagedPolicies": _attached(state, account, "role", row.name),
            **_boundary(boundary_arn(state, account, "role", row.name)),
            "Tags": tags_out(row.tags),
            "RoleLastUsed": last_used.of(state, account, row.name),
        }
        for row in identities.roles_by_name(state.store, account)
    ]


def _policy(state: IamState, arn: str) -> dict[str, Any]:
    policy = {k: v for k, v in policy_out(state.store, arn).items() if k not in ("Tags", "Description")}
    managed = aws_managed(arn)
    if managed is not None:
        versions = [policy_version(state, arn, managed.default_version_id)]
    else:
        versions = [
            {
                "Document": encode_document(r.document),
                "VersionId": r.version_id,
                "IsDefaultVersion": r.version_id == policy["DefaultVersionId"],
                "CreateDate": date(r.created),
            }
            for r in stored.versions(state.store, arn)
        ]
    policy["PolicyVersionList"] = versions
    return policy


def get_account_authorization_details(
    state: IamState, request: GetAccountAuthorizationDetailsRequest, ctx: RequestContext
) -> GetAccountAuthorizationDetailsResponse:
    account = ctx.account_id
    wanted = list(request.get("Filter") or FILTERS)
    for name in wanted:
        if name not in FILTERS:
            raise AwsError(
                "ValidationError",
                f"1 validation error detected: Value '[{name}]' at 'filter' failed to "
                f"satisfy constraint: Member must satisfy enum value set: [{', '.join(FILTERS)}]",
                status=400,
            )
    out: dict[str, Any] = {
        "UserDetailList": _users(state, account) if "User" in wanted else [],
        "GroupDetailList": _groups(state, account) if "Group" in wanted else [],
        "RoleDetailList": _roles(state, account) if "Role" in wanted else [],
        "Policies": [],
    }
    arns: list[str] = []
    if "LocalManagedPolicy" in wanted:
        arns += stored.policy_arns(state.store, account)
    if "AWSManagedPolicy" in wanted:
        arns += stored.attached_aws_managed(state.store, account)
    out["Policies"] = [_policy(state, arn) for arn in arns]
    return cast(
        "GetAccountAuthorizationDetailsResponse", {**out, "IsTruncated": False}
    )  # one page: the whole snapshot
