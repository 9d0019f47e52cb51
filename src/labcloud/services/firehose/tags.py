"""Tags of delivery streams: TagDeliveryStream, UntagDeliveryStream, ListTagsForDeliveryStream (50 at most)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.firehose import errors, lookup, publish
from labcloud.services.firehose.repo import streams
from labcloud.services.firehose.state import FirehoseState

if TYPE_CHECKING:
    from labcloud.services.firehose.api import (
        ListTagsForDeliveryStreamRequest,
        ListTagsForDeliveryStreamResponse,
        TagDeliveryStreamRequest,
        TagDeliveryStreamResponse,
        UntagDeliveryStreamRequest,
        UntagDeliveryStreamResponse,
    )

MAX_TAGS = 50


def tag_delivery_stream(
    state: FirehoseState, request: TagDeliveryStreamRequest, ctx: RequestContext
) -> TagDeliveryStreamResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    tags = {tag["Key"]: tag.get("Value", "") for tag in stream.tags}
    for tag in request["Tags"]:
        tags[tag["Key"]] = tag.get("Value", "")
    if len(tags) > MAX_TAGS:
        raise errors.limit_exceeded(
            f"Firehose {stream.name} would have {len(tags)} tags: a delivery stream can have at most {MAX_TAGS}."
        )
    with state.store.transaction():
        streams.set_tags(state.store, stream.id, [{"Key": k, "Value": v} for k, v in tags.items()])
        publish.emit(state, stream, "firehose.stream.tagged", tags=sorted(tags))
    return {}


def untag_delivery_stream(
    state: FirehoseState, request: UntagDeliveryStreamRequest, ctx: RequestContext
) -> UntagDeliveryStreamResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    gone = set(request["TagKeys"])
    kept = [tag for tag in stream.tags if tag["Key"] not in gone]
    with state.store.transaction():
        streams.set_tags(state.store, stream.id, kept)
        publish.emit(state, stream, "firehose.stream.tagged", tags=sorted(tag["Key"] for tag in kept))
    return {}


def list_tags_for_delivery_stream(
    state: FirehoseState, request: ListTagsForDeliveryStreamRequest, ctx: RequestContext
) -> ListTagsForDeliveryStreamResponse:
    stream = lookup.stream(state, ctx, request["DeliveryStreamName"])
    ordered = sorted(stream.tags, key=lambda tag: tag["Key"])
    start = request.get("ExclusiveStartTagKey")
    if start:
        ordered = [tag for tag in ordered if tag["Key"] > start]
    limit = int(request.get("Limit") or MAX_TAGS)
    return {"Tags": ordered[:limit], "HasMoreTags": len(ordered) > limit}  # type: ignore[typeddict-item]
