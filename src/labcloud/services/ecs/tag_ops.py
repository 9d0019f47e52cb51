"""TagResource, UntagResource and ListTagsForResource on clusters, services, task definitions and tasks
(by ARN: its resource type says which record)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ecs import errors
from labcloud.services.ecs.events import publish
from labcloud.services.ecs.state import EcsState
from labcloud.services.ecs.tagging import listed, merged

if TYPE_CHECKING:
    from labcloud.services.ecs.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

_KINDS = {"cluster": "cluster", "service": "service", "task-definition": "taskdef", "task": "task"}


def _find(state: EcsState, ctx: RequestContext, arn: str, missing: AwsError) -> dict[str, Any]:
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "ecs":
        raise errors.invalid(f"The ARN provided is invalid: {arn}")
    kind = _KINDS.get(parts[5].split("/", 1)[0])
    if kind is None:
        raise errors.invalid(f"The ARN provided is invalid: {arn}")
    doc = state.records.get(kind, ctx.account_id, ctx.region, arn)
    if doc is None:
        raise errors.cluster_not_found() if kind == "cluster" else missing
    if kind == "taskdef" and doc["status"] == "DELETE_IN_PROGRESS":
        raise missing
    return doc


def tag_resource(state: EcsState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    arn = request["resourceArn"]
    doc = _find(state, ctx, arn, errors.resource_not_found())
    doc["_tags"] = merged(doc.get("_tags") or {}, request["tags"])
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(state, "ecs.resource.tagged", ctx, arn, tags=[t["key"] for t in request["tags"]])
    return cast("TagResourceResponse", {})


def untag_resource(
    state: EcsState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    arn = request["resourceArn"]
    doc = _find(state, ctx, arn, errors.resource_not_found())
    tags = dict(doc.get("_tags") or {})
    for key in request["tagKeys"]:
        tags.pop(key, None)
    doc["_tags"] = tags
    with state.store.transaction():
        state.records.update(arn, doc)
        publish(state, "ecs.resource.untagged", ctx, arn, tags=list(request["tagKeys"]))
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: EcsState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    doc = _find(
        state, ctx, request["resourceArn"], errors.invalid("The specified resource could not be found.")
    )
    return cast("ListTagsForResourceResponse", {"tags": listed(doc.get("_tags") or {})})
