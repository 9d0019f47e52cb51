"""Enhanced fan-out consumers: Register/Describe/List/DeregisterStreamConsumer.

A consumer's ARN is its stream's ARN followed by ``/consumer/<name>:<creation epoch seconds>``, as AWS
forms it; it is CREATING for a moment after registration, then ACTIVE. A stream holds at most 20.
"""

from __future__ import annotations

import base64
import binascii
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kinesis import timing
from labcloud.services.kinesis.describe import when
from labcloud.services.kinesis.errors import invalid_argument, limit_exceeded, stream_not_found
from labcloud.services.kinesis.lookup import parse_arn, stream_of
from labcloud.services.kinesis.publish import emit
from labcloud.services.kinesis.repo import consumers
from labcloud.services.kinesis.repo.consumers import Consumer
from labcloud.services.kinesis.repo.streams import Stream
from labcloud.services.kinesis.state import KinesisState
from labcloud.services.kinesis.tag_limits import checked

if TYPE_CHECKING:
    from labcloud.services.kinesis.api import (
        DeregisterStreamConsumerRequest,
        DeregisterStreamConsumerResponse,
        DescribeStreamConsumerRequest,
        DescribeStreamConsumerResponse,
        ListStreamConsumersRequest,
        ListStreamConsumersResponse,
        RegisterStreamConsumerRequest,
        RegisterStreamConsumerResponse,
    )

MAX_CONSUMERS = 20
LIST_DEFAULT = 100


def status_of(consumer: Consumer, now: float) -> str:
    return "CREATING" if now < consumer.created + timing.CREATING_S else "ACTIVE"


def consumer_not_found(what: str, stream: str, account_id: str) -> AwsError:
    return AwsError(
        "ResourceNotFoundException",
        f"Consumer {what} under stream {stream} not found for account {account_id}.",
        status=400,
    )


def _wire(consumer: Consumer, now: float) -> dict[str, Any]:
    return {
        "ConsumerName": consumer.name,
        "ConsumerARN": consumer.arn,
        "ConsumerStatus": status_of(consumer, now),
        "ConsumerCreationTimestamp": when(consumer.created),
    }


def consumer_by_arn(state: KinesisState, ctx: RequestContext, arn: str) -> tuple[Stream, Consumer]:
    """The stream and consumer a ConsumerARN names (ResourceNotFoundException if either is gone)."""
    stream_arn, sep, rest = arn.partition("/consumer/")
    parsed = parse_arn(stream_arn) if sep else None
    if parsed is None or ":" not in rest:
        raise invalid_argument(f"ConsumerARN {arn} is not a valid consumer ARN.")
    stream = stream_of(state, ctx, {"StreamARN": stream_arn})
    consumer = consumers.by_arn(state.store, arn)
    if consumer is None or consumer.stream != stream.id:
        raise consumer_not_found(arn, stream.name, stream.account_id)
    return stream, consumer


def _named(state: KinesisState, ctx: RequestContext, request: Any) -> tuple[Stream, Consumer]:
    arn = request.get("ConsumerARN")
    if arn:
        if request.get("ConsumerName") or request.get("StreamARN"):
            raise invalid_argument("ConsumerARN cannot be provided together with StreamARN or ConsumerName.")
        return consumer_by_arn(state, ctx, arn)
    if not request.get("StreamARN") or not request.get("ConsumerName"):
        raise invalid_argument("Either ConsumerARN, or both StreamARN and ConsumerName, must be provided.")
    stream = stream_of(state, ctx, {"StreamARN": request["StreamARN"]})
    consumer = consumers.find(state.store, stream.id, request["ConsumerName"])
    if consumer is None:
        raise consumer_not_found(request["ConsumerName"], stream.name, stream.account_id)
    return stream, consumer


def register_stream_consumer(
    state: KinesisState, request: RegisterStreamConsumerRequest, ctx: RequestContext
) -> RegisterStreamConsumerResponse:
    name = request["ConsumerName"]
    now = clock.now()
    with state.store.transaction():
        stream = stream_of(state, ctx, {"StreamARN": request["StreamARN"]})
        if consumers.find(state.store, stream.id, name) is not None:
            raise AwsError(
                "ResourceInUseException",
                f"Consumer {name} under stream {stream.name} already exists for account {stream.account_id}.",
                status=400,
            )
        if consumers.count(state.store, stream.id) >= MAX_CONSUMERS:
            raise limit_exceeded(
                f"Consumer limit of {MAX_CONSUMERS} for stream {stream.name} under account "
                f"{stream.account_id} exceeded."
            )
        arn = f"{stream.arn}/consumer/{name}:{int(now)}"
        tags = checked(dict(request.get("Tags") or {}), "consumer", name)
        consumers.insert(state.store, stream.id, name, arn, now, tags)
        emit(state, stream, "kinesis.consumer.registered", consumer=name)
        consumer = consumers.by_arn(state.store, arn)
    assert consumer is not None
    return {"Consumer": _wire(consumer, now)}  # type: ignore[typeddict-item]


def describe_stream_consumer(
    state: KinesisState, request: DescribeStreamConsumerRequest, ctx: RequestContext
) -> DescribeStreamConsumerResponse:
    stream, consumer = _named(state, ctx, request)
    return {"ConsumerDescription": {**_wire(consumer, clock.now()), "StreamARN": stream.arn}}  # type: ignore[typeddict-item]


def list_stream_consumers(
    state: KinesisState, request: ListStreamConsumersRequest, ctx: RequestContext
) -> ListStreamConsumersResponse:
    token = request.get("NextToken")
    after = ""
    if token:
        try:
            after = base64.urlsafe_b64decode(token.encode()).decode()
        except (ValueError, binascii.Error, UnicodeDecodeError):
            raise invalid_argument(f"Invalid NextToken: {token}") from None
    stream = stream_of(state, ctx, {"StreamARN": request["StreamARN"]})
    created = request.get("StreamCreationTimestamp")
    if created is not None and abs(created.timestamp() - stream.created) > 0.001:
        raise stream_not_found(stream.name, stream.account_id)
    limit = request.get("MaxResults") or LIST_DEFAULT
    listed = (
        [c for c in consumers.of_stream(state.store, stream.id) if c.arn > after]
        if after
        else consumers.of_stream(state.store, stream.id)
    )
    listed.sort(key=lambda c: c.arn)
    page = listed[:limit]
    now = clock.now()
    out: dict[str, Any] = {"Consumers": [_wire(c, now) for c in page]}
    if len(listed) > limit:
        out["NextToken"] = base64.urlsafe_b64encode(page[-1].arn.encode()).decode()
    return out  # type: ignore[return-value]


def deregister_stream_consumer(
    state: KinesisState, request: DeregisterStreamConsumerRequest, ctx: RequestContext
) -> DeregisterStreamConsumerResponse:
    with state.store.transaction():
        stream, consumer = _named(state, ctx, request)
        consumers.delete(state.store, stream.id, consumer.name)
        emit(state, stream, "kinesis.consumer.deregistered", consumer=consumer.name)
    return {}


def consumer_count(state: KinesisState, stream: Stream) -> int:
    return consumers.count(state.store, stream.id)
