"""TagResource, UntagResource and ListTagsForResource on clusters and configurations (by ARN: its resource
type says which record)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.kafka import clusters, errors, names
from labcloud.services.kafka.events import publish
from labcloud.services.kafka.state import KafkaState
from labcloud.services.kafka.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.kafka.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _find(state: KafkaState, ctx: RequestContext, arn: str) -> dict[str, Any]:
    found = names.parsed(arn)
    if found is None:
        raise errors.bad("resourceArn", f"The request does not include a valid resource ARN: {arn}")
    doc = state.records.get(found[2], ctx.account_id, ctx.region, arn)
    if doc is None or (found[2] == "cluster" and clusters.gone(doc, clock.now())):
        raise errors.not_found("resourceArn", f"Resource {arn} does not exist.")
    return doc


def tag_resource(state: KafkaState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    arn = request["ResourceArn"]
    doc = _find(state, ctx, arn)
    doc["_tags"] = merged(doc.get("_tags") or {}, request["Tags"])
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(state, "kafka.resource.tagged", ctx.account_id, ctx.region, arn, tags=sorted(request["Tags"]))
    return cast("TagResourceResponse", {})


def untag_resource(
    state: KafkaState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    arn = request["ResourceArn"]
    doc = _find(state, ctx, arn)
    tags = dict(doc.get("_tags") or {})
    for key in request["TagKeys"]:
        tags.pop(key, None)
    doc["_tags"] = tags
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(
            state, "kafka.resource.untagged", ctx.account_id, ctx.region, arn, tags=list(request["TagKeys"])
        )
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: KafkaState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    doc = _find(state, ctx, request["ResourceArn"])
    return cast("ListTagsForResourceResponse", {"Tags": dict(doc.get("_tags") or {})})
