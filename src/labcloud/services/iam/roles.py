"""IAM roles: create/get/list/update/delete, trust policies, and the roles' inline policies."""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.iam import instance_profiles, service_linked
from labcloud.services.iam.core import (
    IamCore,
    already_exists,
    delete_conflict,
    encode_document,
    no_such_entity,
    tags_out,
)
from labcloud.services.iam.ids import role_arn, unique_id
from labcloud.services.iam.paging import page
from labcloud.services.iam.policy import parse_policy, parse_trust_policy


def role_out(
    row: Any,
    *,
    with_trust: bool = True,
    boundary: str | None = None,
    view: str = "get",
    last_used: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A Role as AWS shapes it per operation (``view``): CreateRole has no MaxSessionDuration or
    RoleLastUsed; ListRoles has no RoleLastUsed, PermissionsBoundary or Tags; GetRole has them all."""
    out: dict[str, Any] = {
        "Path": row["path"],
        "RoleName": row["name"],
        "RoleId": row["role_id"],
        "Arn": row["arn"],
        "CreateDate": IamCore.date(row["created"]),
    }
    if view != "create":
        out["MaxSessionDuration"] = row["max_session"]
    if view == "get":
        out["RoleLastUsed"] = last_used or {}
    if view == "list":
        boundary = None
    if with_trust:
        out["AssumeRolePolicyDocument"] = encode_document(row["trust_policy"])
    if row["description"] is not None:
        out["Description"] = row["description"]
    if boundary is not None:
        out["PermissionsBoundary"] = {
            "PermissionsBoundaryType": "PermissionsBoundaryPolicy",
            "PermissionsBoundaryArn": boundary,
        }
    tags = tags_out(row["tags"]) if view != "list" else []
    if tags:
        out["Tags"] = tags
    return out


class RoleOps(IamCore):
    """Role operations of the IAM provider."""

    def role_last_used(self, account_id: str, name: str) -> dict[str, Any]:  # the provider answers it
        return {}

    def forget_role_use(self, account_id: str, name: str) -> None:  # the provider answers it
        return None

    def _check_trust(self, document: str) -> None:
        parse_trust_policy(document, principal_exists=self.principal_exists)

    def create_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = params["RoleName"]
        path = params.get("Path") or "/"
        document = params["AssumeRolePolicyDocument"]
        self._check_trust(document)
        boundary = params.get("PermissionsBoundary")
        if boundary is not None:
            self.check_boundary(boundary)
        if self.role_row(ctx.account_id, name) is not None:
            raise already_exists(f"Role with name {name} already exists.")
        arn = role_arn(ctx.account_id, name, path)
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_roles (account_id, name, path, role_id, arn, trust_policy, description, max_session,"
                " created, tags) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    ctx.account_id,
                    name,
                    path,
                    unique_id("AROA"),
                    arn,
                    document,
                    params.get("Description"),
                    params.get("MaxSessionDuration") or 3600,
                    time.time(),
                    json.dumps(params.get("Tags") or []),
                ),
            )
            if boundary is not None:
                self.set_boundary(ctx.account_id, "role", name, boundary)
            self.publish(
                ctx,
                "iam.role.created",
                resource=arn,
                role_name=name,
                trust_policy=document,
                permissions_boundary=boundary,
            )
            self._changed()
        return {"Role": role_out(self.require_role(ctx, name), boundary=boundary, view="create")}

    def get_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self.require_role(ctx, params["RoleName"])
        return {
            "Role": role_out(
                row,
                boundary=self.boundary_arn(ctx.account_id, "role", row["name"]),
                last_used=self.role_last_used(ctx.account_id, row["name"]),
            )
        }

    def list_roles(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        prefix = params.get("PathPrefix") or "/"
        rows = self.store.all(
            "SELECT * FROM iam_roles WHERE account_id=? AND substr(path, 1, ?)=? ORDER BY name COLLATE NOCASE",
            (ctx.account_id, len(prefix), prefix),
        )
        return page([role_out(r, view="list") for r in rows], params, "Roles")

    def update_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self.require_role(ctx, params["RoleName"])
        with self.store.transaction():
            if "Description" in params:
                self.store.execute(
                    "UPDATE iam_roles SET description=? WHERE account_id=? AND name=?",
                    (params["Description"], ctx.account_id, row["name"]),
                )
            if params.get("MaxSessionDuration"):
                self.store.execute(
                    "UPDATE iam_roles SET max_session=? WHERE account_id=? AND name=?",
                    (params["MaxSessionDuration"], ctx.account_id, row["name"]),
                )
        return {}

    def update_role_description(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        self.update_role(ctx, params)
        return {"Role": role_out(self.require_role(ctx, params["RoleName"]))}

    def update_assume_role_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self.require_role(ctx, params["RoleName"])
        document = params["PolicyDocument"]
        self._check_trust(document)
        with self.store.transaction():
            self.store.execute(
                "UPDATE iam_roles SET trust_policy=? WHERE account_id=? AND name=?",
                (document, ctx.account_id, row["name"]),
            )
            self.publish(
                ctx,
                "iam.role.trust_updated",
                resource=row["arn"],
                role_name=row["name"],
                trust_policy=document,
            )
        return {}

    def delete_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self.require_role(ctx, params["RoleName"])
        if service_linked.is_service_linked(row):
            raise service_linked.protected(row["name"])
        if instance_profiles.profiles_of(self.store, ctx.account_id, row["name"]):
            raise delete_conflict(instance_profiles.ROLE_IN_PROFILE)
        key = (ctx.account_id, "role", row["name"])
        if self.store.one("SELECT 1 FROM iam_attachments WHERE account_id=? AND kind=? AND owner=?", key):
            raise delete_conflict("Cannot delete entity, must detach all policies first.")
        if self.store.one("SELECT 1 FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=?", key):
            raise delete_conflict("Cannot delete entity, must delete policies first.")
        with self.store.transaction():
            self.store.execute(
                "DELETE FROM iam_roles WHERE account_id=? AND name=?", (ctx.account_id, row["name"])
            )
            self.forget_role_use(ctx.account_id, row["name"])
            self.set_boundary(ctx.account_id, "role", row["name"], None)
            self.publish(ctx, "iam.role.deleted", resource=row["arn"], role_name=row["name"])
            self._changed()
        return {}

    # ------------------------------------------------------------------ inline policies (roles and users)

    def _put_inline(
        self, ctx: RequestContext, kind: str, owner: str, name: str, document: str, arn: str
    ) -> None:
        parse_policy(document, name=name)
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_inline_policies (account_id, kind, owner, name, document) VALUES (?,?,?,?,?)"
                " ON CONFLICT (account_id, kind, owner, name) DO UPDATE SET document=excluded.document",
                (ctx.account_id, kind, owner, name, document),
            )
            self.publish(
                ctx, f"iam.{kind}_policy.put", resource=arn, owner=owner, policy_name=name, document=document
            )
            self._changed()

    def _get_inline(self, ctx: RequestContext, kind: str, owner: str, name: str) -> Any:
        row = self.store.one(
            "SELECT * FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=? AND name=?",
            (ctx.account_id, kind, owner, name),
        )
        if row is None:
            raise no_such_entity(f"The {kind} policy with name {name} cannot be found.")
        return row

    def _list_inline(
        self, ctx: RequestContext, kind: str, owner: str, params: dict[str, Any]
    ) -> dict[str, Any]:
        rows = self.store.all(
            "SELECT name FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=? ORDER BY name",
            (ctx.account_id, kind, owner),
        )
        return page([r["name"] for r in rows], params, "PolicyNames")

    def _delete_inline(self, ctx: RequestContext, kind: str, owner: str, name: str, arn: str) -> None:
        row = self._get_inline(ctx, kind, owner, name)
        with self.store.transaction():
            self.store.execute(
                "DELETE FROM iam_inline_policies WHERE account_id=? AND kind=? AND owner=? AND name=?",
                (ctx.account_id, kind, owner, row["name"]),
            )
            self.publish(
                ctx, f"iam.{kind}_policy.deleted", resource=arn, owner=owner, policy_name=row["name"]
            )
            self._changed()

    def put_role_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        self._put_inline(
            ctx, "role", role["name"], params["PolicyName"], params["PolicyDocument"], role["arn"]
        )
        return {}

    def get_role_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        row = self._get_inline(ctx, "role", role["name"], params["PolicyName"])
        return {
            "RoleName": role["name"],
            "PolicyName": row["name"],
            "PolicyDocument": encode_document(row["document"]),
        }

    def list_role_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        return self._list_inline(ctx, "role", role["name"], params)

    def delete_role_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        self._delete_inline(ctx, "role", role["name"], params["PolicyName"], role["arn"])
        return {}

    def tag_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        tags = {t["Key"]: t["Value"] for t in tags_out(role["tags"])}
        tags.update({t["Key"]: t["Value"] for t in params["Tags"]})
        with self.store.transaction():
            self.store.execute(
                "UPDATE iam_roles SET tags=? WHERE account_id=? AND name=?",
                (json.dumps([{"Key": k, "Value": v} for k, v in tags.items()]), ctx.account_id, role["name"]),
            )
        return {}

    def list_role_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        return page(tags_out(role["tags"]), params, "Tags")
