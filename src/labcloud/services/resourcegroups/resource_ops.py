"""ListGroupResources and SearchResources: a query's members (``members.py``), filtered by resource type and
paged; GroupResources and UngroupResources belong to configured groups, which labcloud refuses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.resourcegroups import paging
from labcloud.services.resourcegroups.errors import bad_request, not_supported
from labcloud.services.resourcegroups.lookup import find
from labcloud.services.resourcegroups.members import members
from labcloud.services.resourcegroups.queries import parsed
from labcloud.services.resourcegroups.state import ResourceGroupsState

if TYPE_CHECKING:
    from labcloud.services.resourcegroups.api import (
        GroupResourcesRequest,
        GroupResourcesResponse,
        ListGroupResourcesRequest,
        ListGroupResourcesResponse,
        SearchResourcesRequest,
        SearchResourcesResponse,
        UngroupResourcesRequest,
        UngroupResourcesResponse,
    )

MAX_LIST = 50
MAX_SEARCH = 50


def _limit(given: int | None, most: int) -> int:
    if given is not None and not 1 <= given <= most:
        raise bad_request(f"MaxResults must be between 1 and {most}.")
    return given or most


async def list_group_resources(
    state: ResourceGroupsState, request: ListGroupResourcesRequest, ctx: RequestContext
) -> ListGroupResourcesResponse:
    group = find(state, ctx, request)
    limit = _limit(request.get("MaxResults"), MAX_LIST)
    types: set[str] = set()
    for one in request.get("Filters") or []:
        if one["Name"] != "resource-type":
            raise bad_request(f"Filter name {one['Name']} is not valid: use resource-type.")
        types.update(one["Values"])
    if group.query_type is None or group.query is None:
        raise bad_request(f"Group {group.name} has no resource query.")
    found = await members(state, ctx, parsed({"Type": group.query_type, "Query": group.query}))
    listed = [r for r in found.resources if not types or r.get("ResourceType") in types]
    chunk, token = paging.page(listed, request.get("NextToken"), limit)
    answer: ListGroupResourcesResponse = {
        "Resources": [{"Identifier": r} for r in chunk],
        "ResourceIdentifiers": chunk,
        "QueryErrors": found.errors,
    }
    if token:
        answer["NextToken"] = token
    return answer


async def search_resources(
    state: ResourceGroupsState, request: SearchResourcesRequest, ctx: RequestContext
) -> SearchResourcesResponse:
    limit = _limit(request.get("MaxResults"), MAX_SEARCH)
    found = await members(state, ctx, parsed(request["ResourceQuery"]))
    chunk, token = paging.page(found.resources, request.get("NextToken"), limit)
    answer: SearchResourcesResponse = {"ResourceIdentifiers": chunk, "QueryErrors": found.errors}
    if token:
        answer["NextToken"] = token
    return answer


def group_resources(
    state: ResourceGroupsState, request: GroupResourcesRequest, ctx: RequestContext
) -> GroupResourcesResponse:
    find(state, ctx, request)
    raise not_supported("GroupResources (resources added to a configured group by hand)")


def ungroup_resources(
    state: ResourceGroupsState, request: UngroupResourcesRequest, ctx: RequestContext
) -> UngroupResourcesResponse:
    find(state, ctx, request)
    raise not_supported("UngroupResources (resources added to a configured group by hand)")
