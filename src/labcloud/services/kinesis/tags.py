"""Stream tags: Add/RemoveTagsToStream and ListTagsForStream, and the ARN-addressed Tag/UntagResource
and ListTagsForResource (of a stream or a registered consumer). At most 10 tags per AddTagsToStream call and 50 per stream, as on AWS."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.kinesis.consumers import consumer_by_arn
from labcloud.services.kinesis.errors import invalid_argument, stream_not_found
from labcloud.services.kinesis.lookup import parse_arn, stream_of
from labcloud.services.kinesis.publish import emit
from labcloud.services.kinesis.repo import consumers, streams
from labcloud.services.kinesis.repo.consumers import Consumer
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.state import KinesisState
from labcloud.services.kinesis.tag_limits import checked

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        AddTagsToStreamRequest,
        AddTagsToStreamResponse,
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        ListTagsForStreamRequest,
        ListTagsForStreamResponse,
        RemoveTagsFromStreamRequest,
        RemoveTagsFromStreamResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )

MAX_PER_CALL = 10
LIST_DEFAULT = 10


def _resource(state: KinesisState, ctx: RequestContext, arn: str) -> Stream | Consumer:
    """The stream or registered consumer an ARN names."""
    if "/consumer/" in arn:
        return consumer_by_arn(state, ctx, arn)[1]
    parsed = parse_arn(arn)
    if parsed is None:
        # channels and queues: labcloud has none of them
        raise stream_not_found(arn.rsplit("/", 1)[-1], ctx.account_id)
    return stream_of(state, ctx, {"StreamARN": arn})


def _add(state: KinesisState, target: Stream | Consumer, given: dict[str, str], per_call: int | None) -> None:
    if per_call is not None and len(given) > per_call:
        raise invalid_argument(f"Maximum number of {per_call} tags can be added in a single call.")
    if isinstance(target, Consumer):
        consumers.set_tags(state.store, target.arn, checked({**target.tags, **given}, "consumer", target.arn))
        return
    what = f"{target.name} under account {target.account_id}"
    streams.set_tags(state.store, target.id, checked({**target.tags, **given}, "stream", what))
    emit(state, target, "kinesis.stream.tagged", tags=sorted(given))


def _remove(state: KinesisState, target: Stream | Consumer, keys: list[str]) -> None:
    remaining = {k: v for k, v in target.tags.items() if k not in set(keys)}
    if isinstance(target, Consumer):
        consumers.set_tags(state.store, target.arn, remaining)
    else:
        streams.set_tags(state.store, target.id, remaining)


def add_tags_to_stream(
    state: KinesisState, request: AddTagsToStreamRequest, ctx: RequestContext
) -> AddTagsToStreamResponse:
    with state.store.transaction():
        _add(state, stream_of(state, ctx, request), dict(request["Tags"]), MAX_PER_CALL)
    return {}


def remove_tags_from_stream(
    state: KinesisState, request: RemoveTagsFromStreamRequest, ctx: RequestContext
) -> RemoveTagsFromStreamResponse:
    with state.store.transaction():
        _remove(state, stream_of(state, ctx, request), list(request["TagKeys"]))
    return {}


def list_tags_for_stream(
    state: KinesisState, request: ListTagsForStreamRequest, ctx: RequestContext
) -> ListTagsForStreamResponse:
    stream = stream_of(state, ctx, request)
    limit = request.get("Limit") or LIST_DEFAULT
    after = request.get("ExclusiveStartTagKey") or ""
    keys = sorted(k for k in stream.tags if k > after)
    page = keys[:limit]
    tags: Any = [{"Key": k, "Value": stream.tags[k]} for k in page]
    return {"Tags": tags, "HasMoreTags": len(keys) > limit}


def tag_resource(
    state: KinesisState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    with state.store.transaction():
        _add(state, _resource(state, ctx, request["ResourceARN"]), dict(request["Tags"]), None)
    return {}


def untag_resource(
    state: KinesisState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        _remove(state, _resource(state, ctx, request["ResourceARN"]), list(request["TagKeys"]))
    return {}


def list_tags_for_resource(
    state: KinesisState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    target = _resource(state, ctx, request["ResourceARN"])
    tags: Any = [{"Key": k, "Value": target.tags[k]} for k in sorted(target.tags)]
    return {"Tags": tags}
