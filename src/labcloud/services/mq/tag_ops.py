"""CreateTags, DeleteTags and ListTags on brokers and configurations (by ARN)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.mq import brokers, errors
from labcloud.services.mq.state import MqState
from labcloud.services.mq.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.mq.api import (
        CreateTagsRequest,
        CreateTagsResponse,
        DeleteTagsRequest,
        DeleteTagsResponse,
        ListTagsRequest,
        ListTagsResponse,
    )


def _find(state: MqState, ctx: RequestContext, arn: str) -> dict[str, Any]:
    parts = arn.split(":")
    owned = len(parts) >= 7 and parts[2] == "mq" and parts[3] == ctx.region and parts[4] == ctx.account_id
    doc = state.records.by_arn(arn) if owned and parts[5] in ("broker", "configuration") else None
    if doc is None or brokers.gone(doc, clock.now()):
        raise errors.not_found(
            f"Can't find requested resource [{arn}]. Make sure your resource exists.", "resource-arn"
        )
    return doc


def create_tags(state: MqState, request: CreateTagsRequest, ctx: RequestContext) -> CreateTagsResponse:
    arn = request["ResourceArn"]
    doc = _find(state, ctx, arn)
    doc["_tags"] = merged(doc.get("_tags") or {}, request.get("Tags") or {})
    with state.store.transaction():
        state.records.update(arn, doc)
        state.publish(
            "mq.resource.tagged", ctx.account_id, ctx.region, arn, tags=sorted(request.get("Tags") or {})
        )
    return {}


def delete_tags(state: MqState, request: DeleteTagsRequest, ctx: RequestContext) -> DeleteTagsResponse:
    arn = request["ResourceArn"]
    doc = _find(state, ctx, arn)
    doc["_tags"] = {k: v for k, v in (doc.get("_tags") or {}).items() if k not in set(request["TagKeys"])}
    with state.store.transaction():
        state.records.update(arn, doc)
        state.publish(
            "mq.resource.untagged", ctx.account_id, ctx.region, arn, tags=sorted(request["TagKeys"])
        )
    return {}


def list_tags(state: MqState, request: ListTagsRequest, ctx: RequestContext) -> ListTagsResponse:
    doc = _find(state, ctx, request["ResourceArn"])
    return cast("ListTagsResponse", {"Tags": dict(doc.get("_tags") or {})})
