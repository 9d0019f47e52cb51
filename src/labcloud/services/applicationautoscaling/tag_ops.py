"""TagResource, UntagResource and ListTagsForResource on scalable targets' ARNs."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.applicationautoscaling.events import publish
from labcloud.services.applicationautoscaling.state import AutoScalingState
from labcloud.services.applicationautoscaling.tagging import checked, target_by_arn
from labcloud.services.applicationautoscaling.views import target_key

if TYPE_CHECKING:
    from labcloud.services.applicationautoscaling.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _save(state: AutoScalingState, ctx: RequestContext, doc: dict[str, object], kind: str) -> None:
    key = target_key(str(doc["ServiceNamespace"]), str(doc["ResourceId"]), str(doc["ScalableDimension"]))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "target", key, key, doc, clock.now())
        publish(state, kind, ctx, str(doc["ScalableTargetARN"]))


def tag_resource(
    state: AutoScalingState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    doc = target_by_arn(state, ctx, request["ResourceARN"])
    doc["_tags"] = checked(doc.get("_tags") or {}, request["Tags"])
    _save(state, ctx, doc, "appautoscaling.target.tagged")
    return cast("TagResourceResponse", {})


def untag_resource(
    state: AutoScalingState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    doc = target_by_arn(state, ctx, request["ResourceARN"])
    tags = dict(doc.get("_tags") or {})
    for key in request["TagKeys"]:
        tags.pop(key, None)
    doc["_tags"] = tags
    _save(state, ctx, doc, "appautoscaling.target.untagged")
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: AutoScalingState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    doc = target_by_arn(state, ctx, request["ResourceARN"])
    return cast("ListTagsForResourceResponse", {"Tags": dict(doc.get("_tags") or {})})
