"""TagResource, UntagResource, ListTagsForResource on a distribution's ARN."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.cloudfront.errors import invalid_argument, not_found
from labcloud.services.cloudfront.repo import rows
from labcloud.services.cloudfront.state import CloudFrontState
from labcloud.services.cloudfront.tags import MAX_TAGS, checked_tags, invalid_tagging

if TYPE_CHECKING:
    from labcloud.services.cloudfront.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _load(state: CloudFrontState, ctx: RequestContext, resource: str) -> dict[str, Any]:
    prefix = f"arn:aws:cloudfront::{ctx.account_id}:distribution/"
    if not resource.startswith("arn:aws:cloudfront::"):
        raise invalid_argument(f"Invalid resource ARN: {resource}")
    doc = (
        rows.get(state.store, "distribution", resource[len(prefix) :], ctx.account_id)
        if resource.startswith(prefix)
        else None
    )
    if doc is None:
        raise not_found("NoSuchResource", "The specified resource does not exist.")
    return doc


def tag_resource(
    state: CloudFrontState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    given = checked_tags(cast("list[Any]", request["Tags"].get("Items") or []))
    with state.store.transaction():
        doc = _load(state, ctx, request["Resource"])
        merged = {t["Key"]: t["Value"] for t in doc.get("Tags") or []}
        merged.update({t["Key"]: t["Value"] for t in given})
        if len(merged) > MAX_TAGS:
            raise invalid_tagging(f"A resource can have at most {MAX_TAGS} tags.")
        doc["Tags"] = [{"Key": k, "Value": v} for k, v in merged.items()]
        rows.update(state.store, "distribution", doc["Id"], doc)
    return cast("TagResourceResponse", {})


def untag_resource(
    state: CloudFrontState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    keys = set(request["TagKeys"].get("Items") or [])
    with state.store.transaction():
        doc = _load(state, ctx, request["Resource"])
        doc["Tags"] = [t for t in doc.get("Tags") or [] if t["Key"] not in keys]
        rows.update(state.store, "distribution", doc["Id"], doc)
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: CloudFrontState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    doc = _load(state, ctx, request["Resource"])
    return cast("ListTagsForResourceResponse", {"Tags": {"Items": doc.get("Tags") or []}})
