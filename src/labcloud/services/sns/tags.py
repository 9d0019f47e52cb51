"""Tags on topics: AWS's limits and TagResource / UntagResource / ListTagsForResource."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.sns.arns import parse_topic_arn
from labcloud.services.sns.errors import invalid_parameter, resource_not_found
from labcloud.services.sns.policies import reachable
from labcloud.services.sns.repo.topics import Topic
from labcloud.services.sns.state import SnsState

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        Tag,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

MAX_TAGS = 50
_TAG_TEXT = re.compile(r"^[\w\s+=.:/@-]*$", re.UNICODE)


def _tag_limit() -> AwsError:
    return AwsError(
        "TagLimitExceeded", "Could not complete request: tag quota of per resource exceeded", status=400
    )


def check_tags(tags: Iterable[Tag]) -> dict[str, str]:
    out: dict[str, str] = {}
    for tag in tags:
        key, value = tag["Key"], tag["Value"]
        if not 1 <= len(key) <= 128 or not _TAG_TEXT.match(key) or key.lower().startswith("aws:"):
            raise invalid_parameter(f"Tags Reason: Tag key {key!r} is not valid")
        if len(value) > 256 or not _TAG_TEXT.match(value):
            raise invalid_parameter(f"Tags Reason: Tag value {value!r} is not valid")
        out[key] = value
    if len(out) > MAX_TAGS:
        raise _tag_limit()
    return out


def _topic(state: SnsState, ctx: RequestContext, arn: str) -> Topic:
    parse_topic_arn(arn, "ResourceArn")
    topic = state.topics.find(arn)
    if topic is None:
        raise resource_not_found()
    return reachable(ctx, topic)


def tag_resource(state: SnsState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    given = check_tags(request["Tags"])
    with state.store.transaction():
        topic = _topic(state, ctx, request["ResourceArn"])
        tags = {**topic.tags, **given}
        if len(tags) > MAX_TAGS:
            raise _tag_limit()
        state.topics.set_tags(topic.arn, tags)
    return {}


def untag_resource(
    state: SnsState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        topic = _topic(state, ctx, request["ResourceArn"])
        tags = {k: v for k, v in topic.tags.items() if k not in set(request["TagKeys"])}
        state.topics.set_tags(topic.arn, tags)
    return {}


def list_tags_for_resource(
    state: SnsState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    topic = _topic(state, ctx, request["ResourceArn"])
    return {"Tags": [{"Key": k, "Value": v} for k, v in sorted(topic.tags.items())]}
