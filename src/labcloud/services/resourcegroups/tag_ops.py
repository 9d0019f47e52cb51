"""Tag, Untag and GetTags on a group's ARN (another account's or region's group is not found)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.resourcegroups import checks
from labcloud.services.resourcegroups.errors import bad_request, group_not_found
from labcloud.services.resourcegroups.events import publish
from labcloud.services.resourcegroups.lookup import name_of
from labcloud.services.resourcegroups.repo.groups import Group
from labcloud.services.resourcegroups.state import ResourceGroupsState

if TYPE_CHECKING:
    from labcloud.services.resourcegroups.api import (
        GetTagsRequest,
        GetTagsResponse,
        TagRequest,
        TagResponse,
        UntagRequest,
        UntagResponse,
    )


def _group(state: ResourceGroupsState, ctx: RequestContext, arn: str) -> Group:
    if not arn.startswith("arn:"):
        raise bad_request(f"{arn} is not the ARN of a group.")
    group = state.groups.get(ctx.account_id, ctx.region, name_of(ctx, arn))
    if group is None:
        raise group_not_found(arn)
    return group


def tag(state: ResourceGroupsState, request: TagRequest, ctx: RequestContext) -> TagResponse:
    group = _group(state, ctx, request["Arn"])
    tags = checks.tags(group.tags, dict(request["Tags"]))
    with state.store.transaction():
        group = state.groups.update(group, tags=tags)
        publish(state, "resourcegroups.group.tagged", group, tags=sorted(request["Tags"]))
    return {"Arn": group.arn, "Tags": dict(request["Tags"])}


def untag(state: ResourceGroupsState, request: UntagRequest, ctx: RequestContext) -> UntagResponse:
    group = _group(state, ctx, request["Arn"])
    keys = list(request["Keys"])
    with state.store.transaction():
        group = state.groups.update(group, tags={k: v for k, v in group.tags.items() if k not in keys})
        publish(state, "resourcegroups.group.untagged", group, tags=sorted(keys))
    return {"Arn": group.arn, "Keys": keys}


def get_tags(state: ResourceGroupsState, request: GetTagsRequest, ctx: RequestContext) -> GetTagsResponse:
    group = _group(state, ctx, request["Arn"])
    return {"Arn": group.arn, "Tags": dict(group.tags)}
