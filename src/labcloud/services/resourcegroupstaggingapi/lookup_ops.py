"""GetResources, GetTagKeys and GetTagValues: the account's tagged resources in the region, read through every
service's tag source (``tag_sources.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.resourcegroupstaggingapi import paging
from labcloud.services.resourcegroupstaggingapi.errors import invalid_parameter, not_supported
from labcloud.services.resourcegroupstaggingapi.filters import Query, query_of, selected
from labcloud.services.resourcegroupstaggingapi.state import TaggingState

if TYPE_CHECKING:
    from labcloud.services.resourcegroupstaggingapi.api import (
        GetResourcesRequest,
        GetResourcesResponse,
        GetTagKeysRequest,
        GetTagKeysResponse,
        GetTagValuesRequest,
        GetTagValuesResponse,
        ResourceTagMapping,
    )

#: ResourcesPerPage's bounds and default (AWS's: 1 to 100).
MAX_RESOURCES_PER_PAGE = 100
#: TagsPerPage's bounds (AWS's: 100 to 500).
TAGS_PER_PAGE = (100, 500)
#: Keys or values in one page of GetTagKeys or GetTagValues.
NAMES_PER_PAGE = 1000


def get_resources(
    state: TaggingState, request: GetResourcesRequest, ctx: RequestContext
) -> GetResourcesResponse:
    if request.get("IncludeComplianceDetails") or request.get("ExcludeCompliantResources"):
        raise not_supported("Tag policy compliance (IncludeComplianceDetails, ExcludeCompliantResources)")
    per_page = request.get("ResourcesPerPage")
    if per_page is not None and not 1 <= per_page <= MAX_RESOURCES_PER_PAGE:
        raise invalid_parameter(f"ResourcesPerPage must be between 1 and {MAX_RESOURCES_PER_PAGE}.")
    tags_per_page = request.get("TagsPerPage")
    if tags_per_page is not None and not TAGS_PER_PAGE[0] <= tags_per_page <= TAGS_PER_PAGE[1]:
        raise invalid_parameter(f"TagsPerPage must be between {TAGS_PER_PAGE[0]} and {TAGS_PER_PAGE[1]}.")
    query = query_of(
        request.get("ResourceTypeFilters"), request.get("TagFilters"), request.get("ResourceARNList")
    )
    digest = f"GetResources {query.digest()} {per_page} {tags_per_page}"
    position = paging.start(state, ctx, digest, request.get("PaginationToken"))
    found = list(selected(state.sources().all(), query, ctx.account_id, ctx.region))
    limit = per_page or MAX_RESOURCES_PER_PAGE
    page: list[ResourceTagMapping] = []
    tags_seen = 0
    index = position
    while index < len(found) and len(page) < limit:
        resource = found[index]
        if tags_per_page is not None and page and tags_seen + len(resource.tags) > tags_per_page:
            break
        tags_seen += len(resource.tags)
        page.append(
            {
                "ResourceARN": resource.arn,
                "Tags": [{"Key": k, "Value": v} for k, v in sorted(resource.tags.items())],
            }
        )
        index += 1
    answer: GetResourcesResponse = {"ResourceTagMappingList": page, "PaginationToken": ""}
    if index < len(found):
        answer["PaginationToken"] = paging.issue(state, ctx, digest, index)
    return answer


def _names_page(
    state: TaggingState, ctx: RequestContext, names: list[str], digest: str, token: str | None
) -> tuple[list[str], str]:
    position = paging.start(state, ctx, digest, token)
    page = names[position : position + NAMES_PER_PAGE]
    after = position + len(page)
    return page, (paging.issue(state, ctx, digest, after) if after < len(names) else "")


def _all(state: TaggingState, ctx: RequestContext) -> list[dict[str, str]]:
    everything = Query((), (), ())
    return [dict(r.tags) for r in selected(state.sources().all(), everything, ctx.account_id, ctx.region)]


def get_tag_keys(state: TaggingState, request: GetTagKeysRequest, ctx: RequestContext) -> GetTagKeysResponse:
    keys = sorted({key for tags in _all(state, ctx) for key in tags})
    page, token = _names_page(state, ctx, keys, "GetTagKeys", request.get("PaginationToken"))
    return {"TagKeys": page, "PaginationToken": token}


def get_tag_values(
    state: TaggingState, request: GetTagValuesRequest, ctx: RequestContext
) -> GetTagValuesResponse:
    key = request["Key"]
    values = sorted({tags[key] for tags in _all(state, ctx) if key in tags})
    page, token = _names_page(state, ctx, values, f"GetTagValues {key}", request.get("PaginationToken"))
    return {"TagValues": page, "PaginationToken": token}
