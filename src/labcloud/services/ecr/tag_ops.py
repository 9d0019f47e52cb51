"""TagResource, UntagResource and ListTagsForResource on repository ARNs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ecr.errors import repository_not_found
from labcloud.services.ecr.events import publish
from labcloud.services.ecr.names import find, parse_arn
from labcloud.services.ecr.repo.repositories import Repository
from labcloud.services.ecr.settings_checks import listed, merged, removed
from labcloud.services.ecr.state import EcrState

if TYPE_CHECKING:
    from labcloud.services.ecr.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _find(state: EcrState, ctx: RequestContext, arn: str) -> Repository:
    region, account, name = parse_arn(arn)
    if region != ctx.region:
        raise repository_not_found(name, account)
    return find(state, ctx, name, account)


def tag_resource(state: EcrState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    record = _find(state, ctx, request["resourceArn"])
    tags = merged(record.tags, request["tags"])
    with state.store.transaction():
        changed = state.repositories.update(record, tags=tags)
        publish(state, "ecr.repository.tagged", changed, tags=[t["Key"] for t in request["tags"]])
    return {}


def untag_resource(
    state: EcrState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    record = _find(state, ctx, request["resourceArn"])
    tags = removed(record.tags, request["tagKeys"])
    with state.store.transaction():
        changed = state.repositories.update(record, tags=tags)
        publish(state, "ecr.repository.untagged", changed, tags=request["tagKeys"])
    return {}


def list_tags_for_resource(
    state: EcrState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    record = _find(state, ctx, request["resourceArn"])
    return {"tags": listed(record.tags)}
