"""TagResource, UntagResource and ListTagsForResource on compute environments, job queues, job definitions,
scheduling policies and jobs (by ARN: its resource type says which record)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.batch import errors
from labcloud.services.batch.events import publish
from labcloud.services.batch.state import BatchState
from labcloud.services.batch.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.batch.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

KINDS = {
    "compute-environment": "env",
    "job-queue": "queue",
    "job-definition": "jobdef",
    "scheduling-policy": "policy",
    "job": "job",
}


def _find(state: BatchState, ctx: RequestContext, arn: str) -> dict[str, Any]:
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "batch":
        raise errors.client(f"Invalid resource ARN: {arn}")
    kind = KINDS.get(parts[5].split("/", 1)[0])
    if kind is None:
        raise errors.client(f"Invalid resource ARN: {arn}")
    doc = state.records.get(kind, ctx.account_id, ctx.region, arn)
    if doc is None:
        raise errors.client(f"Resource {arn} not found.")
    return doc


def tag_resource(state: BatchState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    arn = request["resourceArn"]
    doc = _find(state, ctx, arn)
    doc["_tags"] = merged(doc.get("_tags") or {}, request["tags"])
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(state, "batch.resource.tagged", ctx.account_id, ctx.region, arn, tags=sorted(request["tags"]))
    return cast("TagResourceResponse", {})


def untag_resource(
    state: BatchState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    arn = request["resourceArn"]
    doc = _find(state, ctx, arn)
    tags = dict(doc.get("_tags") or {})
    for key in request["tagKeys"]:
        tags.pop(key, None)
    doc["_tags"] = tags
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(
            state, "batch.resource.untagged", ctx.account_id, ctx.region, arn, tags=list(request["tagKeys"])
        )
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: BatchState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    doc = _find(state, ctx, request["resourceArn"])
    return cast("ListTagsForResourceResponse", {"tags": dict(doc.get("_tags") or {})})
