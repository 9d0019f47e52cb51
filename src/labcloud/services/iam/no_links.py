"""Relations labcloud's IAM has none of: instance profiles (there is no EC2) and user groups.

Tools list them before deleting a role or a user (Terraform removes a role from its instance
profiles and a user from its groups first), so the lists answer the way IAM answers for an
entity that belongs to none: empty, and NoSuchEntity when the role or user does not exist.
Creating an instance profile or a group is not implemented.
"""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.iam.core import IamCore
from labcloud.services.iam.paging import page


class NoLinksOps(IamCore):
    def list_instance_profiles_for_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        self.require_role(ctx, params["RoleName"])
        return page([], params, "InstanceProfiles")

    def list_groups_for_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        self.require_user(ctx, params["UserName"])
        return page([], params, "Groups")
