"""Managed policies: customer policies with versions, the shipped AWS managed ones, and attachments."""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.core import (
    IamCore,
    already_exists,
    delete_conflict,
    encode_document,
    no_such_entity,
)
from labcloud.services.iam.ids import policy_arn, stable_id, unique_id
from labcloud.services.iam.managed_policies import ManagedPolicy, aws_managed_arns, aws_managed_policy
from labcloud.services.iam.paging import page
from labcloud.services.iam.policy import parse_policy

MAX_VERSIONS = 5
#: AWS managed policies have no creation date we could know; IAM shows their first publication.
_AWS_DATE = 1423000000.0


def _not_attachable(arn: str) -> AwsError:
    return no_such_entity(f"Policy {arn} does not exist or is not attachable.")


class PolicyOps(IamCore):
    """Customer managed policies, AWS managed policies and their attachments to roles and users."""

    # ------------------------------------------------------------------ lookups

    def aws_managed(self, arn: str) -> ManagedPolicy | None:
        return aws_managed_policy(arn)

    def _customer(self, arn: str) -> Any:
        return self.store.one("SELECT * FROM iam_policies WHERE arn=?", (arn,))

    def _attachment_count(self, arn: str) -> int:
        return int(self.store.scalar("SELECT COUNT(*) FROM iam_attachments WHERE policy_arn=?", (arn,)) or 0)

    def _policy_out(
        self, arn: str, view: str = "get", counts: dict[str, int] | None = None
    ) -> dict[str, Any]:
        """A Policy as GetPolicy shows it; ``view="list"`` (ListPolicies) leaves out Description and
        Tags, ``view="create"`` (CreatePolicy) leaves out Description, as IAM does."""
        managed = self.aws_managed(arn)
        if managed is not None:
            out_managed: dict[str, Any] = {
                "PolicyName": managed.name,
                "PolicyId": stable_id("ANPA", managed.arn),
                "Arn": managed.arn,
                "Path": managed.path,
                "DefaultVersionId": managed.default_version_id,
                "AttachmentCount": counts.get(arn, 0) if counts is not None else self._attachment_count(arn),
                "PermissionsBoundaryUsageCount": 0,
                "IsAttachable": True,
                "Description": managed.description,
                "CreateDate": self.date(managed.created or _AWS_DATE),
                "UpdateDate": self.date(managed.updated or _AWS_DATE),
            }
            if view != "get" or not managed.description:
                del out_managed["Description"]  # descriptions are shipped for some policies only
            return out_managed
        row = self._customer(arn)
        if row is None:
            raise no_such_entity(f"Policy {arn} was not found.")
        out: dict[str, Any] = {
            "PolicyName": row["name"],
            "PolicyId": row["policy_id"],
            "Arn": row["arn"],
            "Path": row["path"],
            "DefaultVersionId": row["default_version"],
            "AttachmentCount": self._attachment_count(arn),
            "PermissionsBoundaryUsageCount": 0,
            "IsAttachable": True,
            "CreateDate": self.date(row["created"]),
            "UpdateDate": self.date(row["updated"]),
        }
        if row["description"] and view == "get":
            out["Description"] = row["description"]
        tags = json.loads(row["tags"])
        if tags and view != "list":
            out["Tags"] = tags
        return out

    def policy_exists(self, arn: str) -> bool:
        return self.aws_managed(arn) is not None or self._customer(arn) is not None

    def default_document(self, arn: str) -> tuple[str, str] | None:
        """(document text, version id) of a managed policy's default version."""
        managed = self.aws_managed(arn)
        if managed is not None:
            return managed.document_json, managed.default_version_id
        row = self.store.one(
            "SELECT v.document, v.version_id FROM iam_policies p JOIN iam_policy_versions v"
            " ON v.arn = p.arn AND v.version_id = p.default_version WHERE p.arn=?",
            (arn,),
        )
        return None if row is None else (row["document"], row["version_id"])

    # ------------------------------------------------------------------ customer policies

    def create_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name = params["PolicyName"]
        path = params.get("Path") or "/"
        document = params["PolicyDocument"]
        parse_policy(document, name=name)
        arn = policy_arn(ctx.account_id, name, path)
        if self.store.one("SELECT 1 FROM iam_policies WHERE account_id=? AND name=?", (ctx.account_id, name)):
            raise already_exists(f"A policy called {name} already exists. Duplicate names are not allowed.")
        now = time.time()
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_policies (arn, account_id, name, path, policy_id, description, default_version,"
                " next_version, created, updated, tags) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (
                    arn,
                    ctx.account_id,
                    name,
                    path,
                    unique_id("ANPA"),
                    params.get("Description"),
                    "v1",
                    2,
                    now,
                    now,
                    json.dumps(params.get("Tags") or []),
                ),
            )
            self.store.execute(
                "INSERT INTO iam_policy_versions (arn, version_id, document, created) VALUES (?,?,?,?)",
                (arn, "v1", document, now),
            )
            self.publish(ctx, "iam.policy.created", resource=arn, policy_name=name, document=document)
        return {"Policy": self._policy_out(arn, view="create")}

    def get_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return {"Policy": self._policy_out(params["PolicyArn"])}

    def list_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        scope = params.get("Scope") or "All"
        prefix = params.get("PathPrefix") or "/"
        arns: list[str] = []
        if scope in ("All", "AWS"):
            arns.extend(aws_managed_arns(prefix))
        if scope in ("All", "Local"):
            rows = self.store.all(
                "SELECT arn FROM iam_policies WHERE account_id=? AND substr(path, 1, ?)=? ORDER BY name",
                (ctx.account_id, len(prefix), prefix),
            )
            arns.extend(r["arn"] for r in rows)
        # one count query for the listing (about 1600 AWS managed policies), not one per policy
        counts = {
            row["policy_arn"]: int(row["n"])
            for row in self.store.all(
                "SELECT policy_arn, COUNT(*) AS n FROM iam_attachments GROUP BY policy_arn"
            )
        }
        if params.get("OnlyAttached"):
            arns = [a for a in arns if counts.get(a, 0) > 0]
        out = page(arns, params, "Policies")  # the page's ARNs first: only they are described
        out["Policies"] = [self._policy_out(a, view="list", counts=counts) for a in out["Policies"]]
        return out

    def delete_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn = params["PolicyArn"]
        if self._customer(arn) is None:
            raise no_such_entity(f"Policy {arn} was not found.")
        if self._attachment_count(arn):
            raise delete_conflict("Cannot delete a policy attached to entities.")
        if self.store.one(
            "SELECT 1 FROM iam_policy_versions WHERE arn=? AND version_id !="
            " (SELECT default_version FROM iam_policies WHERE arn=?)",
            (arn, arn),
        ):
            raise delete_conflict(
                "This policy has more than one version. Before you delete a policy, you must "
                "delete the policy's versions. The default version is deleted with the policy."
            )
        with self.store.transaction():
            self.store.execute("DELETE FROM iam_policy_versions WHERE arn=?", (arn,))
            self.store.execute("DELETE FROM iam_policies WHERE arn=?", (arn,))
            self.publish(ctx, "iam.policy.deleted", resource=arn)
            self._changed()
        return {}

    # ------------------------------------------------------------------ versions

    def _version_out(self, row: Any, default: str) -> dict[str, Any]:
        return {
            "Document": encode_document(row["document"]),
            "VersionId": row["version_id"],
            "IsDefaultVersion": row["version_id"] == default,
            "CreateDate": self.date(row["created"]),
        }

    def create_policy_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn = params["PolicyArn"]
        policy = self._customer(arn)
        if policy is None:
            raise no_such_entity(f"Policy {arn} was not found.")
        document = params["PolicyDocument"]
        parse_policy(document, name=policy["name"])
        count = self.store.scalar("SELECT COUNT(*) FROM iam_policy_versions WHERE arn=?", (arn,))
        if count >= MAX_VERSIONS:
            raise AwsError(
                "LimitExceeded",
                "A managed policy can have up to 5 versions. Before you create a new "
                "version, you must delete an existing version.",
                status=409,
            )
        version = f"v{policy['next_version']}"
        now = time.time()
        default = version if params.get("SetAsDefault") else policy["default_version"]
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_policy_versions (arn, version_id, document, created) VALUES (?,?,?,?)",
                (arn, version, document, now),
            )
            self.store.execute(
                "UPDATE iam_policies SET next_version=next_version+1, default_version=?, updated=?"
                " WHERE arn=?",
                (default, now, arn),
            )
            self.publish(
                ctx,
                "iam.policy.version_created",
                resource=arn,
                version_id=version,
                document=document,
                default=default == version,
            )
            self._changed()
        row = self.store.one("SELECT * FROM iam_policy_versions WHERE arn=? AND version_id=?", (arn, version))
        return {"PolicyVersion": self._version_out(row, default)}

    def get_policy_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn, version = params["PolicyArn"], params["VersionId"]
        managed = self.aws_managed(arn)
        if managed is not None:
            if version != managed.default_version_id:
                raise no_such_entity(f"Policy {arn} version {version} does not exist or is not attachable.")
            return {
                "PolicyVersion": {
                    "Document": encode_document(managed.document_json),
                    "VersionId": version,
                    "IsDefaultVersion": True,
                    "CreateDate": self.date(managed.updated or _AWS_DATE),  # the default version's
                }
            }
        policy = self._customer(arn)
        row = self.store.one("SELECT * FROM iam_policy_versions WHERE arn=? AND version_id=?", (arn, version))
        if policy is None or row is None:
            raise no_such_entity(f"Policy {arn} version {version} does not exist or is not attachable.")
        return {"PolicyVersion": self._version_out(row, policy["default_version"])}

    def list_policy_versions(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn = params["PolicyArn"]
        managed = self.aws_managed(arn)
        if managed is not None:
            versions = [
                {
                    "VersionId": managed.default_version_id,
                    "IsDefaultVersion": True,
                    "CreateDate": self.date(managed.updated or _AWS_DATE),  # the default version's
                }
            ]
            return page(versions, params, "Versions")
        policy = self._customer(arn)
        if policy is None:
            raise no_such_entity(f"Policy {arn} was not found.")
        rows = self.store.all(
            "SELECT * FROM iam_policy_versions WHERE arn=? ORDER BY created DESC, version_id DESC", (arn,)
        )
        versions = []
        for row in rows:
            item = self._version_out(row, policy["default_version"])
            item.pop("Document")
            versions.append(item)
        return page(versions, params, "Versions")

    def set_default_policy_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn, version = params["PolicyArn"], params["VersionId"]
        if not self.store.one(
            "SELECT 1 FROM iam_policy_versions WHERE arn=? AND version_id=?", (arn, version)
        ):
            raise no_such_entity(f"Policy {arn} version {version} does not exist or is not attachable.")
        with self.store.transaction():
            self.store.execute(
                "UPDATE iam_policies SET default_version=?, updated=? WHERE arn=?",
                (version, time.time(), arn),
            )
            self._changed()
        return {}

    def delete_policy_version(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        arn, version = params["PolicyArn"], params["VersionId"]
        policy = self._customer(arn)
        if policy is None or not self.store.one(
            "SELECT 1 FROM iam_policy_versions WHERE arn=? AND version_id=?", (arn, version)
        ):
            raise no_such_entity(f"Policy {arn} version {version} does not exist or is not attachable.")
        if policy["default_version"] == version:
            raise delete_conflict("Cannot delete the default version of a policy.")
        with self.store.transaction():
            self.store.execute("DELETE FROM iam_policy_versions WHERE arn=? AND version_id=?", (arn, version))
        return {}

    # ------------------------------------------------------------------ attachments

    def _attach(self, ctx: RequestContext, kind: str, owner: str, arn: str, entity_arn: str) -> None:
        if not self.policy_exists(arn):
            raise _not_attachable(arn)
        with self.store.transaction():
            self.store.execute(
                "INSERT OR IGNORE INTO iam_attachments (account_id, kind, owner, policy_arn, attached)"
                " VALUES (?,?,?,?,?)",
                (ctx.account_id, kind, owner, arn, time.time()),
            )
            self.publish(ctx, f"iam.{kind}_policy.attached", resource=entity_arn, owner=owner, policy_arn=arn)
            self._changed()

    def _detach(self, ctx: RequestContext, kind: str, owner: str, arn: str, entity_arn: str) -> None:
        with self.store.transaction():
            cursor = self.store.execute(
                "DELETE FROM iam_attachments WHERE account_id=? AND kind=? AND owner=? AND policy_arn=?",
                (ctx.account_id, kind, owner, arn),
            )
            if cursor.rowcount == 0:
                raise no_such_entity(f"Policy {arn} was not found.")
            self.publish(ctx, f"iam.{kind}_policy.detached", resource=entity_arn, owner=owner, policy_arn=arn)
            self._changed()

    def attached_arns(self, account_id: str, kind: str, owner: str) -> list[str]:
        rows = self.store.all(
            "SELECT policy_arn FROM iam_attachments WHERE account_id=? AND kind=? AND owner=? ORDER BY attached",
            (account_id, kind, owner),
        )
        return [r["policy_arn"] for r in rows]

    def _list_attached(
        self, ctx: RequestContext, kind: str, owner: str, params: dict[str, Any]
    ) -> dict[str, Any]:
        prefix = params.get("PathPrefix") or "/"
        items = []
        for arn in self.attached_arns(ctx.account_id, kind, owner):
            path = arn.split(":", 5)[5][len("policy") :].rsplit("/", 1)[0] + "/"
            if path.startswith(prefix):
                items.append({"PolicyName": arn.rsplit("/", 1)[1], "PolicyArn": arn})
        return page(items, params, "AttachedPolicies")

    def attach_role_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        self._attach(ctx, "role", role["name"], params["PolicyArn"], role["arn"])
        return {}

    def detach_role_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        self._detach(ctx, "role", role["name"], params["PolicyArn"], role["arn"])
        return {}

    def list_attached_role_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        return self._list_attached(ctx, "role", role["name"], params)

    def attach_user_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._attach(ctx, "user", user["name"], params["PolicyArn"], user["arn"])
        return {}

    def detach_user_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._detach(ctx, "user", user["name"], params["PolicyArn"], user["arn"])
        return {}

    def list_attached_user_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        return self._list_attached(ctx, "user", user["name"], params)
