"""How IAM shapes its entities in answers: Role, User, Group, Policy and PolicyVersion per operation."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.iam.core import date, encode_document, no_such_entity, tags_out
from labcloud.services.iam.ids import stable_id
from labcloud.services.iam.managed_policies import aws_managed_policy
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.repo.records import GroupRecord, PolicyVersionRecord, RoleRecord, UserRecord
from labcloud.store.db import Store

#: AWS managed policies have no creation date we could know; IAM shows their first publication.
AWS_DATE = 1423000000.0


def boundary_member(arn: str) -> dict[str, Any]:
    return {"PermissionsBoundaryType": "PermissionsBoundaryPolicy", "PermissionsBoundaryArn": arn}


def role_out(
    row: RoleRecord,
    *,
    with_trust: bool = True,
    boundary: str | None = None,
    view: str = "get",
    last_used: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A Role as AWS shapes it per operation (``view``): CreateRole has no MaxSessionDuration or
    RoleLastUsed; ListRoles has no RoleLastUsed, PermissionsBoundary or Tags; GetRole has them all."""
    out: dict[str, Any] = {
        "Path": row.path,
        "RoleName": row.name,
        "RoleId": row.role_id,
        "Arn": row.arn,
        "CreateDate": date(row.created),
    }
    if view != "create":
        out["MaxSessionDuration"] = row.max_session
    if view == "get":
        out["RoleLastUsed"] = last_used or {}
    if view == "list":
        boundary = None
    if with_trust:
        out["AssumeRolePolicyDocument"] = encode_document(row.trust_policy)
    if row.description is not None:
        out["Description"] = row.description
    if boundary is not None:
        out["PermissionsBoundary"] = boundary_member(boundary)
    tags = tags_out(row.tags) if view != "list" else []
    if tags:
        out["Tags"] = tags
    return out


def user_out(row: UserRecord, boundary: str | None = None, *, with_tags: bool = True) -> dict[str, Any]:
    """A User; ListUsers passes ``with_tags=False`` (IAM's listings leave out tags and boundaries)."""
    out: dict[str, Any] = {
        "Path": row.path,
        "UserName": row.name,
        "UserId": row.user_id,
        "Arn": row.arn,
        "CreateDate": date(row.created),
    }
    if boundary is not None:
        out["PermissionsBoundary"] = boundary_member(boundary)
    tags = tags_out(row.tags)
    if tags and with_tags:
        out["Tags"] = tags
    return out


def group_out(row: GroupRecord) -> dict[str, Any]:
    return {
        "Path": row.path,
        "GroupName": row.name,
        "GroupId": row.group_id,
        "Arn": row.arn,
        "CreateDate": date(row.created),
    }


def policy_out(
    store: Store, arn: str, view: str = "get", counts: dict[str, int] | None = None
) -> dict[str, Any]:
    """A Policy as GetPolicy shows it; ``view="list"`` (ListPolicies) leaves out Description and
    Tags, ``view="create"`` (CreatePolicy) leaves out Description, as IAM does."""
    managed = aws_managed_policy(arn)
    if managed is not None:
        out_managed: dict[str, Any] = {
            "PolicyName": managed.name,
            "PolicyId": stable_id("ANPA", managed.arn),
            "Arn": managed.arn,
            "Path": managed.path,
            "DefaultVersionId": managed.default_version_id,
            "AttachmentCount": counts.get(arn, 0)
            if counts is not None
            else stored.attachment_count(store, arn),
            "PermissionsBoundaryUsageCount": 0,
            "IsAttachable": True,
            "Description": managed.description,
            "CreateDate": date(managed.created or AWS_DATE),
            "UpdateDate": date(managed.updated or AWS_DATE),
        }
        if view != "get" or not managed.description:
            del out_managed["Description"]  # descriptions are shipped for some policies only
        return out_managed
    row = stored.policy(store, arn)
    if row is None:
        raise no_such_entity(f"Policy {arn} was not found.")
    out: dict[str, Any] = {
        "PolicyName": row.name,
        "PolicyId": row.policy_id,
        "Arn": row.arn,
        "Path": row.path,
        "DefaultVersionId": row.default_version,
        "AttachmentCount": stored.attachment_count(store, arn),
        "PermissionsBoundaryUsageCount": 0,
        "IsAttachable": True,
        "CreateDate": date(row.created),
        "UpdateDate": date(row.updated),
    }
    if row.description and view == "get":
        out["Description"] = row.description
    tags = json.loads(row.tags)
    if tags and view != "list":
        out["Tags"] = tags
    return out


def version_out(row: PolicyVersionRecord, default: str) -> dict[str, Any]:
    return {
        "Document": encode_document(row.document),
        "VersionId": row.version_id,
        "IsDefaultVersion": row.version_id == default,
        "CreateDate": date(row.created),
    }
