"""Instance profiles, which labcloud's IAM has none of (there is no EC2).

Tools list them before deleting a role (Terraform removes a role from its instance profiles
first), so the list answers the way IAM answers for a role that belongs to none: empty,
and NoSuchEntity when the role does not exist. Creating an instance profile is not implemented.
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
