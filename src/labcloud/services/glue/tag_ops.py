"""TagResource, UntagResource and GetTags on the ARNs of databases, tables, jobs and crawlers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.glue import errors
from labcloud.services.glue.events import publish
from labcloud.services.glue.state import GlueState
from labcloud.services.glue.tagging import checked, resource_of, tags_of

if TYPE_CHECKING:
    from labcloud.services.glue.api import (
        GetTagsRequest,
        GetTagsResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _record(state: GlueState, ctx: RequestContext, arn: str) -> tuple[str, str, dict[str, Any]]:
    kind, rid = resource_of(ctx, arn)
    doc = state.records.get(ctx.account_id, ctx.region, kind, rid)
    if doc is None:
        raise errors.not_found(f"Resource {arn} not found.")
    return kind, rid, doc


def tag_resource(state: GlueState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    kind, rid, doc = _record(state, ctx, request["ResourceArn"])
    doc["_tags"] = checked(tags_of(doc), request["TagsToAdd"])
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, kind, rid, doc)
        publish(
            state,
            "glue.resource.tagged",
            ctx.account_id,
            ctx.region,
            request["ResourceArn"],
            tags=sorted(request["TagsToAdd"]),
        )
    return cast("TagResourceResponse", {})


def untag_resource(
    state: GlueState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    kind, rid, doc = _record(state, ctx, request["ResourceArn"])
    tags = tags_of(doc)
    for key in request["TagsToRemove"]:
        tags.pop(key, None)
    doc["_tags"] = tags
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, kind, rid, doc)
        publish(
            state,
            "glue.resource.untagged",
            ctx.account_id,
            ctx.region,
            request["ResourceArn"],
            tags=list(request["TagsToRemove"]),
        )
    return cast("UntagResourceResponse", {})


def get_tags(state: GlueState, request: GetTagsRequest, ctx: RequestContext) -> GetTagsResponse:
    _kind, _rid, doc = _record(state, ctx, request["ResourceArn"])
    return cast("GetTagsResponse", {"Tags": tags_of(doc)})
