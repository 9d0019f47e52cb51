"""TagResource, UntagResource and ListTagsForResource on the ARNs of collections and collection groups."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.opensearchserverless import errors
from labcloud.services.opensearchserverless.events import publish
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import AossState
from labcloud.services.opensearchserverless.tagging import checked_tags

if TYPE_CHECKING:
    from labcloud.services.opensearchserverless.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


_KINDS = {"collection": "collection", "collectiongroup": "group"}


def _resource(state: AossState, ctx: RequestContext, arn: str) -> tuple[str, Doc]:
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[2] != "aoss" or "/" not in parts[5]:
        raise errors.validation(f"{arn} is not an OpenSearch Serverless resource ARN")
    kind, rid = parts[5].split("/", 1)
    stored = _KINDS.get(kind)
    doc = None
    if stored is not None and parts[3] == ctx.region and parts[4] == ctx.account_id:
        doc = state.records.get(ctx.account_id, ctx.region, stored, rid)
    if stored is None or doc is None:
        raise errors.not_found(f"Resource {arn} does not exist")
    return stored, doc


def tag_resource(state: AossState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    kind, doc = _resource(state, ctx, request["resourceArn"])
    doc["_tags"] = checked_tags(doc["_tags"], request["tags"])
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, kind, doc["id"], doc)
        publish(state, "aoss.resource.tagged", ctx.account_id, ctx.region, request["resourceArn"])
    return {}


def untag_resource(
    state: AossState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    kind, doc = _resource(state, ctx, request["resourceArn"])
    dropped = set(request["tagKeys"])
    doc["_tags"] = [t for t in doc["_tags"] if t["key"] not in dropped]
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, kind, doc["id"], doc)
        publish(state, "aoss.resource.untagged", ctx.account_id, ctx.region, request["resourceArn"])
    return {}


def list_tags_for_resource(
    state: AossState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    _, doc = _resource(state, ctx, request["resourceArn"])
    return {"tags": list(doc["_tags"])}
