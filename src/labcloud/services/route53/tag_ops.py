"""Tags of hosted zones and health checks: ChangeTagsForResource, ListTagsForResource, ListTagsForResources."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.route53 import health, names, zones
from labcloud.services.route53.errors import invalid_input
from labcloud.services.route53.events import emit
from labcloud.services.route53.repo import health_checks
from labcloud.services.route53.repo import zones as zone_rows
from labcloud.services.route53.state import Route53State

if TYPE_CHECKING:
    from labcloud.services.route53.api import (
        ChangeTagsForResourceRequest,
        ChangeTagsForResourceResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        ListTagsForResourcesRequest,
        ListTagsForResourcesResponse,
    )

#: Route 53's limit of tags on one resource.
MAX_TAGS = 50


def _load(state: Route53State, ctx: RequestContext, kind: str, resource_id: str) -> dict[str, Any]:
    if kind == "hostedzone":
        return zones.load(state, ctx, resource_id)
    if kind == "healthcheck":
        return health.load(state.store, ctx.account_id, resource_id)
    raise invalid_input(f"Invalid value for ResourceType: {kind}")


def _save(state: Route53State, kind: str, doc: dict[str, Any]) -> None:
    if kind == "hostedzone":
        zone_rows.update(state.store, doc)
    else:
        health_checks.update(state.store, doc)


def _tag_set(kind: str, resource_id: str, doc: dict[str, Any]) -> dict[str, Any]:
    return {"ResourceType": kind, "ResourceId": names.bare(resource_id, kind), "Tags": doc.get("_tags", [])}


def change_tags_for_resource(
    state: Route53State, request: ChangeTagsForResourceRequest, ctx: RequestContext
) -> ChangeTagsForResourceResponse:
    kind = request["ResourceType"]
    with state.store.transaction():
        doc = _load(state, ctx, kind, request["ResourceId"])
        tags = {t["Key"]: t.get("Value", "") for t in doc.get("_tags", [])}
        for key in request.get("RemoveTagKeys") or []:
            tags.pop(key, None)
        for tag in request.get("AddTags") or []:
            if not tag.get("Key"):
                raise invalid_input("Invalid request: a tag needs a Key")
            tags[tag["Key"]] = tag.get("Value", "")
        if len(tags) > MAX_TAGS:
            raise invalid_input(f"Invalid request: a resource may have at most {MAX_TAGS} tags")
        doc["_tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        _save(state, kind, doc)
        emit(state, ctx, "route53.tags.changed", f"{kind}/{request['ResourceId']}", keys=sorted(tags))
    return {}


def list_tags_for_resource(
    state: Route53State, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    kind = request["ResourceType"]
    doc = _load(state, ctx, kind, request["ResourceId"])
    return cast("ListTagsForResourceResponse", {"ResourceTagSet": _tag_set(kind, request["ResourceId"], doc)})


def list_tags_for_resources(
    state: Route53State, request: ListTagsForResourcesRequest, ctx: RequestContext
) -> ListTagsForResourcesResponse:
    kind = request["ResourceType"]
    sets = [_tag_set(kind, rid, _load(state, ctx, kind, rid)) for rid in request["ResourceIds"]]
    return cast("ListTagsForResourcesResponse", {"ResourceTagSets": sets})
