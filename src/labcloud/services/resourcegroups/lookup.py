"""Finding the group a request names (``Group``: a name or an ARN; ``GroupName``: the older member) in the
caller's account and region, and a group's public shape."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.resourcegroups.errors import bad_request, group_not_found
from labcloud.services.resourcegroups.repo.groups import Group
from labcloud.services.resourcegroups.state import ResourceGroupsState

if TYPE_CHECKING:
    from labcloud.services.resourcegroups.api import Group as GroupShape


def group_arn(ctx: RequestContext, name: str) -> str:
    return f"arn:aws:resource-groups:{ctx.region}:{ctx.account_id}:group/{name}"


def name_of(ctx: RequestContext, given: str) -> str:
    """A group's name from a name or an ARN of the caller's account and region (another's is not found)."""
    if not given.startswith("arn:"):
        return given
    prefix = f"arn:aws:resource-groups:{ctx.region}:{ctx.account_id}:group/"
    if not given.startswith(prefix):
        raise group_not_found(given)
    return given[len(prefix) :]


def find(state: ResourceGroupsState, ctx: RequestContext, request: Any) -> Group:
    given = request.get("Group") or request.get("GroupName")
    if not given:
        raise bad_request("Specify the group with Group (its name or ARN).")
    group = state.groups.get(ctx.account_id, ctx.region, name_of(ctx, str(given)))
    if group is None:
        raise group_not_found(str(given))
    return group


def shape(group: Group) -> GroupShape:
    out: GroupShape = {"GroupArn": group.arn, "Name": group.name}
    if group.description:
        out["Description"] = group.description
    if group.criticality is not None:
        out["Criticality"] = group.criticality
    if group.owner:
        out["Owner"] = group.owner
    if group.display_name:
        out["DisplayName"] = group.display_name
    return out
