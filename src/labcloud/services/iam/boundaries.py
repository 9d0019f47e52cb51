"""Permissions boundaries: the managed policy that caps what a role or user may ever be allowed.

A boundary does not grant anything: enforcement allows a request only when the identity's
policies allow it *and* the boundary allows it (an explicit deny in either decides). Boundaries
are rows of ``iam_boundaries``; GetRole/GetUser report them as AWS does.
"""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.iam.policies import PolicyOps
from labcloud.services.iam.policy import Policy, parse_policy


class BoundaryOps(PolicyOps):
    """Setting, reading and removing roles' and users' permissions boundaries."""

    def boundary_policies(self, account_id: str, kind: str, owner: str) -> tuple[Policy, ...] | None:
        """The boundary's policy (None when there is no boundary; empty when its policy was deleted)."""
        arn = self.boundary_arn(account_id, kind, owner)
        if arn is None:
            return None
        managed = self.aws_managed(arn)
        if managed is not None:
            return (managed.policy,)
        current = self.default_document(arn)
        return () if current is None else (parse_policy(current[0], name=arn.rsplit("/", 1)[1]),)

    def _put_boundary(self, ctx: RequestContext, kind: str, owner: str, arn: str, entity_arn: str) -> None:
        self.check_boundary(arn)
        with self.store.transaction():
            self.set_boundary(ctx.account_id, kind, owner, arn)
            self.publish(ctx, f"iam.{kind}_boundary.put", resource=entity_arn, owner=owner, policy_arn=arn)

    def _delete_boundary(self, ctx: RequestContext, kind: str, owner: str, entity_arn: str) -> None:
        with self.store.transaction():
            self.set_boundary(ctx.account_id, kind, owner, None)
            self.publish(ctx, f"iam.{kind}_boundary.deleted", resource=entity_arn, owner=owner)

    def put_role_permissions_boundary(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        self._put_boundary(ctx, "role", role["name"], params["PermissionsBoundary"], role["arn"])
        return {}

    def delete_role_permissions_boundary(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        self._delete_boundary(ctx, "role", role["name"], role["arn"])
        return {}

    def put_user_permissions_boundary(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._put_boundary(ctx, "user", user["name"], params["PermissionsBoundary"], user["arn"])
        return {}

    def delete_user_permissions_boundary(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        self._delete_boundary(ctx, "user", user["name"], user["arn"])
        return {}
