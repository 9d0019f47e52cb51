"""Publish (qos 0 or 1, JSON or binary payload, retain), GetRetainedMessage and ListRetainedMessages.
A publish is acknowledged once it is in the outbox; the rules run after the answer (``delivery.py``).
A Basic Ingest topic (``$aws/rules/<rule name>/...``) is taken and goes to its rule alone; such a message
bypasses the broker, so it cannot be retained.
MQTT 5 properties (userProperties, contentType, responseTopic, correlationData, messageExpiry,
payloadFormatIndicator) are refused: no MQTT client is served to receive them (docs/iot.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iot import delivery, names, topics
from labcloud.services.iot.actions import HOPS
from labcloud.services.iot.errors import invalid, not_found, too_large
from labcloud.services.iot.repo import records
from labcloud.services.iot.state import MAX_HOPS, MAX_PAYLOAD, IotState

if TYPE_CHECKING:
    from labcloud.services.iot.data.api import (
        GetRetainedMessageRequest,
        GetRetainedMessageResponse,
        ListRetainedMessagesRequest,
        ListRetainedMessagesResponse,
        PublishRequest,
        PublishResponse,
    )

_MQTT5 = (
    "userProperties",
    "contentType",
    "responseTopic",
    "correlationData",
    "messageExpiry",
    "payloadFormatIndicator",
)


def publish(state: IotState, request: PublishRequest, ctx: RequestContext) -> PublishResponse:
    topic = request["topic"]
    problem = topics.topic_problem(topic)
    ingest = topics.basic_ingest(topic)
    if problem or (topic.startswith("$") and ingest is None):
        raise invalid(problem or f"Topic {topic!r} is reserved")
    if ingest is not None and request.get("retain"):
        raise invalid(
            f"Topic {topic!r} is a Basic Ingest topic: its messages skip the broker and are not retained"
        )
    for member in _MQTT5:
        if request.get(member) is not None:
            raise invalid(
                f"{member}: labcloud serves no MQTT subscribers, so it does not take MQTT 5 properties"
            )
    qos = request.get("qos") or 0
    if qos not in (0, 1):
        raise invalid(f"qos must be 0 or 1, not {qos}")
    payload = bytes(request.get("payload") or b"")
    if len(payload) > MAX_PAYLOAD:
        raise too_large(f"The payload exceeds the maximum size of {MAX_PAYLOAD} bytes")
    hops = int(ctx.extra.get(HOPS) or 0)
    if hops > MAX_HOPS:
        raise invalid(f"Republished {hops} times: a republish chain stops at {MAX_HOPS} hops")
    client = f"labcloud-http-{ctx.principal.name or ctx.account_id}"
    with state.store.transaction():
        if request.get("retain"):
            records.retain(
                state.store, ctx.account_id, ctx.region, records.Retained(topic, payload, qos, clock.now())
            )
        delivery.publish(state, ctx.account_id, ctx.region, topic, payload, client, hops)
    return {}


def get_retained_message(
    state: IotState, request: GetRetainedMessageRequest, ctx: RequestContext
) -> GetRetainedMessageResponse:
    found = records.retained(state.store, ctx.account_id, ctx.region, request["topic"])
    if found is None:
        raise not_found(f"No retained message exists for topic {request['topic']}")
    return {
        "topic": found.topic,
        "payload": found.payload,
        "qos": found.qos,
        "lastModifiedTime": int(found.updated * 1000),
    }


def list_retained_messages(
    state: IotState, request: ListRetainedMessagesRequest, ctx: RequestContext
) -> ListRetainedMessagesResponse:
    size = names.page_size(request.get("maxResults"), 200)
    found = records.retained_list(
        state.store, ctx.account_id, ctx.region, names.after(request.get("nextToken")), size + 1
    )
    out: ListRetainedMessagesResponse = {
        "retainedTopics": [
            {
                "topic": m.topic,
                "payloadSize": len(m.payload),
                "qos": m.qos,
                "lastModifiedTime": int(m.updated * 1000),
            }
            for m in found[:size]
        ]
    }
    if len(found) > size:
        out["nextToken"] = names.token(found[size - 1].topic)
    return out
