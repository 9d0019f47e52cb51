"""GetAccountAuthorizationDetails: every user, group, role and managed policy of an account with
their inline policies, attachments and (for managed policies) versions, as one snapshot.

The provider passes its renderers in (``Renderers``); documents are URL-encoded as IAM sends them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.iam import instance_profiles
from labcloud.services.iam.core import encode_document, tags_out
from labcloud.services.iam.ids import from_epoch
from labcloud.services.iam.roles import role_out
from labcloud.store.db import Store

FILTERS = ("User", "Role", "Group", "LocalManagedPolicy", "AWSManagedPolicy")


@dataclass(frozen=True, slots=True)
class Renderers:
    policy_out: Callable[[str], dict[str, Any]]
    aws_versions: Callable[[str], list[dict[str, Any]] | None]  # None: not an AWS managed policy
    boundary_of: Callable[[str, str], str | None]  # (kind, name)
    last_used_of: Callable[[str], dict[str, Any]]  # role name


def _inline(store: Store, account: str, kind: str, owner: str) -> list[dict[str, str]]:
    rows = store.all(
        "SELECT name, document FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=?"
        " ORDER BY name",
        (account, kind, owner),
    )
    return [{"PolicyName": r["name"], "PolicyDocument": encode_document(r["document"])} for r in rows]


def _attached(store: Store, account: str, kind: str, owner: str) -> list[dict[str, str]]:
    rows = store.all(
        "SELECT policy_arn FROM iam_attachments WHERE account_id=? AND kind=? AND owner=? ORDER BY attached",
        (account, kind, owner),
    )
    return [{"PolicyName": r["policy_arn"].rsplit("/", 1)[1], "PolicyArn": r["policy_arn"]} for r in rows]


def _boundary(arn: str | None) -> dict[str, Any]:
    if arn is None:
        return {}
    return {
        "PermissionsBoundary": {
            "PermissionsBoundaryType": "PermissionsBoundaryPolicy",
            "PermissionsBoundaryArn": arn,
        }
    }


def details(store: Store, account: str, params: dict[str, Any], render: Renderers) -> dict[str, Any]:
    wanted = list(params.get("Filter") or FILTERS)
    for name in wanted:
        if name not in FILTERS:
            raise AwsError(
                "ValidationError",
                f"1 validation error detected: Value '[{name}]' at 'filter' failed to "
                f"satisfy constraint: Member must satisfy enum value set: [{', '.join(FILTERS)}]",
                status=400,
            )
    out: dict[str, Any] = {"UserDetailList": [], "GroupDetailList": [], "RoleDetailList": [], "Policies": []}
    if "User" in wanted:
        for row in store.all("SELECT * FROM iam_users WHERE account_id=? ORDER BY name", (account,)):
            groups = [
                r["group_name"]
                for r in store.all(
                    "SELECT group_name FROM iam_group_members WHERE account_id=? AND user_name=? ORDER BY group_name",
                    (account, row["name"]),
                )
            ]
            user: dict[str, Any] = {
                "Path": row["path"],
                "UserName": row["name"],
                "UserId": row["user_id"],
                "Arn": row["arn"],
                "CreateDate": from_epoch(row["created"]),
                "UserPolicyList": _inline(store, account, "user", row["name"]),
                "GroupList": groups,
                "AttachedManagedPolicies": _attached(store, account, "user", row["name"]),
                **_boundary(render.boundary_of("user", row["name"])),
            }
            tags = tags_out(row["tags"])
            if tags:
                user["Tags"] = tags
            out["UserDetailList"].append(user)
    if "Group" in wanted:
        for row in store.all("SELECT * FROM iam_groups WHERE account_id=? ORDER BY name", (account,)):
            out["GroupDetailList"].append(
                {
                    "Path": row["path"],
                    "GroupName": row["name"],
                    "GroupId": row["group_id"],
                    "Arn": row["arn"],
                    "CreateDate": from_epoch(row["created"]),
                    "GroupPolicyList": _inline(store, account, "group", row["name"]),
                    "AttachedManagedPolicies": _attached(store, account, "group", row["name"]),
                }
            )
    if "Role" in wanted:
        for row in store.all("SELECT * FROM iam_roles WHERE account_id=? ORDER BY name", (account,)):
            role: dict[str, Any] = {
                "Path": row["path"],
                "RoleName": row["name"],
                "RoleId": row["role_id"],
                "Arn": row["arn"],
                "CreateDate": from_epoch(row["created"]),
                "AssumeRolePolicyDocument": encode_document(row["trust_policy"]),
                "InstanceProfileList": instance_profiles.described_for_role(
                    store, account, row["name"], lambda r: role_out(r, view="list")
                ),
                "RolePolicyList": _inline(store, account, "role", row["name"]),
                "AttachedManagedPolicies": _attached(store, account, "role", row["name"]),
                **_boundary(render.boundary_of("role", row["name"])),
                "Tags": tags_out(row["tags"]),
                "RoleLastUsed": render.last_used_of(row["name"]),
            }
            out["RoleDetailList"].append(role)
    arns: list[str] = []
    if "LocalManagedPolicy" in wanted:
        arns += [
            r["arn"]
            for r in store.all("SELECT arn FROM iam_policies WHERE account_id=? ORDER BY name", (account,))
        ]
    if "AWSManagedPolicy" in wanted:
        arns += [
            r["policy_arn"]
            for r in store.all(
                "SELECT DISTINCT policy_arn FROM iam_attachments WHERE account_id=? AND policy_arn LIKE 'arn:aws:iam::aws:%'"
                " ORDER BY policy_arn",
                (account,),
            )
        ]
    for arn in arns:
        policy = {k: v for k, v in render.policy_out(arn).items() if k not in ("Tags", "Description")}
        versions = render.aws_versions(arn)
        if versions is None:
            versions = [
                {
                    "Document": encode_document(r["document"]),
                    "VersionId": r["version_id"],
                    "IsDefaultVersion": r["version_id"] == policy["DefaultVersionId"],
                    "CreateDate": from_epoch(r["created"]),
                }
                for r in store.all(
                    "SELECT * FROM iam_policy_versions WHERE arn=? ORDER BY created DESC, version_id DESC",
                    (arn,),
                )
            ]
        policy["PolicyVersionList"] = versions
        out["Policies"].append(policy)
    return {**out, "IsTruncated": False}  # one page holds the whole snapshot
