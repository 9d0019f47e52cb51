"""Publish and PublishBatch: AWS's checks and limits, FIFO deduplication and sequence numbers, and the
fan-out of one message into a durable delivery per subscription whose filter policy it matches.

Everything a publish does (deduplication, the deliveries queued, email/SMS recorded in the outbox) is
one transaction: an acknowledged message is delivered even if the server is killed right after.
"""

from __future__ import annotations

import hashlib
import re
import uuid
from collections.abc import Awaitable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from labcloud import clock, json_document
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.shape import after
from labcloud.services.sns import encryption, filter_policy, push
from labcloud.services.sns import message_attributes as mattrs
from labcloud.services.sns.errors import batch_error, invalid_parameter
from labcloud.services.sns.events import emit, wake_after_commit
from labcloud.services.sns.repo.topics import Topic
from labcloud.services.sns.state import SnsState
from labcloud.services.sns.topic_ops import topic_of

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        BatchResultErrorEntry,
        MessageAttributeValue,
        PublishBatchRequest,
        PublishBatchResponse,
        PublishBatchResultEntry,
        PublishRequest,
        PublishResponse,
    )

MAX_SIZE = 262_144
MAX_BATCH = 10
DEDUP_WINDOW = 300.0
_BATCH_ID = re.compile(r"^[A-Za-z0-9_-]{1,80}$")
_FIFO_ID = re.compile(r"^[!-~]{1,128}$")
_SUBJECT = re.compile(r"^[\x20-\x7e]{1,99}$")


@dataclass(slots=True)
class Entry:
    """One message to publish, checked."""

    message: str
    #: protocol → message (MessageStructure=json), with "default"
    per_protocol: dict[str, str] | None
    subject: str | None
    attributes: dict[str, dict[str, str]]
    group_id: str | None
    dedup_id: str | None


def _checked(
    message: str,
    subject: str | None,
    structure: str | None,
    attributes: dict[str, MessageAttributeValue],
    group_id: str | None,
    dedup_id: str | None,
) -> Entry:
    if not message:
        raise invalid_parameter("Empty message")
    if subject is not None and (not _SUBJECT.match(subject) or subject[0] == " "):
        raise invalid_parameter("Subject")
    mattrs.check(attributes)
    if len(message.encode()) + mattrs.size(attributes) > MAX_SIZE:
        raise invalid_parameter("Message too long")
    per_protocol = None
    if structure is not None:
        if structure != "json":
            raise invalid_parameter("MessageStructure")
        try:
            document = json_document.loads(message)
        except ValueError:
            raise invalid_parameter("Message Structure - JSON message body failed to parse") from None
        if not isinstance(document, dict) or "default" not in document:
            raise invalid_parameter("Message Structure - No default entry in JSON message body")
        if not all(isinstance(v, str) for v in document.values()):
            raise invalid_parameter("Message Structure - JSON message body must have string values")
        per_protocol = dict(document)
    for name, value in (("MessageGroupId", group_id), ("MessageDeduplicationId", dedup_id)):
        if value is not None and not _FIFO_ID.match(value):
            raise invalid_parameter(
                f"{name} Reason: {name} can only include alphanumeric and punctuation characters. "
                "1 to 128 in length."
            )
    return Entry(message, per_protocol, subject, mattrs.stored(attributes), group_id, dedup_id)


@lru_cache(maxsize=1024)
def _compiled(text: str, scope: str) -> filter_policy.Policy:
    """A subscription's filter policy, compiled once per text (it was checked when it was set)."""
    return filter_policy.compile_policy(text, scope)


def _fifo_rules(topic: Topic, entry: Entry) -> None:
    if topic.fifo:
        if entry.group_id is None:
            raise invalid_parameter("The MessageGroupId parameter is required for FIFO topics")
        if entry.dedup_id is None and topic.attributes.get("ContentBasedDeduplication") != "true":
            raise invalid_parameter(
                "The topic should either have ContentBasedDeduplication enabled or MessageDeduplicationId "
                "provided explicitly"
            )
        return
    for name, value in (("MessageDeduplicationId", entry.dedup_id), ("MessageGroupId", entry.group_id)):
        if value is not None:
            raise invalid_parameter(
                f"{name} Reason: The request includes {name} parameter that is not valid for this topic type"
            )


def _publish_one(state: SnsState, topic: Topic, entry: Entry, now: float) -> tuple[str, str | None]:
    """Queue the deliveries of one checked message (inside a transaction): (message id, sequence number)."""
    sequence: str | None = None
    dedup_id = entry.dedup_id
    if topic.fifo:
        if dedup_id is None:
            dedup_id = hashlib.sha256(entry.message.encode()).hexdigest()
        seen = state.topics.seen(topic.arn, dedup_id, now)
        if seen is not None:
            return seen
        sequence = str(10**19 + state.topics.next_sequence(topic.arn))
    message_id = str(uuid.uuid4())
    if topic.fifo:
        assert dedup_id is not None and sequence is not None
        state.topics.remember(topic.arn, dedup_id, message_id, sequence, now + DEDUP_WINDOW)
    matched = filtered = 0
    filter_view = mattrs.for_filter(entry.attributes)
    for sub in state.subscriptions.of_topic(topic.arn):
        if not sub.confirmed:
            continue
        policy_text = sub.attributes.get("FilterPolicy")
        if policy_text:
            scope = sub.attributes.get("FilterPolicyScope", "MessageAttributes")
            policy = _compiled(policy_text, scope)
            ok = (
                filter_policy.matches_body(policy, entry.message)
                if scope == "MessageBody"
                else filter_policy.matches_attributes(policy, filter_view)
            )
            if not ok:
                filtered += 1
                emit(
                    state,
                    "sns.delivery.filtered",
                    topic.account_id,
                    topic.region,
                    topic.arn,
                    subscription_arn=sub.arn,
                    message_id=message_id,
                    protocol=sub.protocol,
                )
                continue
        matched += 1
        text = entry.message
        if entry.per_protocol is not None:
            text = entry.per_protocol.get(sub.protocol, entry.per_protocol["default"])
        payload: dict[str, object] = {
            "Type": "Notification",
            "MessageId": message_id,
            "TopicArn": topic.arn,
            "Subject": entry.subject,
            "Message": text,
            "Timestamp": now,
            "MessageAttributes": entry.attributes,
        }
        if topic.fifo:
            payload.update(
                {
                    "MessageGroupId": entry.group_id,
                    "MessageDeduplicationId": dedup_id,
                    "SequenceNumber": sequence,
                }
            )
        if sub.protocol == "application":
            _push_from_topic(state, topic, sub.arn, sub.endpoint, entry, payload, message_id, now)
            continue
        if sub.protocol in ("email", "email-json", "sms"):
            state.deliveries.record(
                topic.account_id, topic.region, sub.protocol, sub.endpoint, sub.arn, payload, now
            )
            emit(
                state,
                "sns.delivery.delivered",
                topic.account_id,
                topic.region,
                topic.arn,
                subscription_arn=sub.arn,
                message_id=message_id,
                protocol=sub.protocol,
                endpoint=sub.endpoint,
            )
            continue
        state.deliveries.add(sub.arn, topic.arn, payload, now)
    emit(
        state,
        "sns.message.published",
        topic.account_id,
        topic.region,
        topic.arn,
        message_id=message_id,
        matched=matched,
        filtered=filtered,
        size=len(entry.message.encode()),
    )
    if matched:
        wake_after_commit(state)
    return message_id, sequence


def _push_from_topic(
    state: SnsState,
    topic: Topic,
    subscription_arn: str,
    endpoint_arn: str,
    entry: Entry,
    payload: dict[str, object],
    message_id: str,
    now: float,
) -> None:
    """A topic's message for a mobile endpoint: recorded in the outbox if the endpoint is there and
    enabled; otherwise a failed delivery, reported to the application's EventDeliveryFailure topic."""
    found = state.platforms.endpoint(endpoint_arn)
    facts = {"subscription_arn": subscription_arn, "message_id": message_id, "protocol": "application"}
    if found is None or found.attributes.get("Enabled") != "true":
        emit(
            state,
            "sns.delivery.failed",
            topic.account_id,
            topic.region,
            topic.arn,
            **facts,
            reason="EndpointDisabled" if found is not None else "EndpointNotFound",
        )
        app = state.platforms.app(found.app_arn) if found is not None else None
        failure_topic = app.attributes.get("EventDeliveryFailure") if app is not None else None
        if app is not None and failure_topic and failure_topic != topic.arn:
            publish_event(state, failure_topic, push.event_document(app, "DeliveryFailure", endpoint_arn))
        return
    if entry.per_protocol is not None:
        payload = {
            **payload,
            "Message": entry.per_protocol.get(push.platform_of(endpoint_arn), entry.per_protocol["default"]),
        }
    state.deliveries.record(
        topic.account_id, topic.region, "application", endpoint_arn, subscription_arn, payload, now
    )
    emit(
        state,
        "sns.delivery.delivered",
        topic.account_id,
        topic.region,
        topic.arn,
        **facts,
        endpoint=endpoint_arn,
    )


def publish_event(state: SnsState, topic_arn: str, message: str) -> None:
    """A notification SNS itself sends to a standard topic (inside the caller's transaction), e.g. the
    endpoint events of a platform application; a topic that is gone or FIFO receives nothing."""
    topic = state.topics.find(topic_arn)
    if topic is None or topic.fifo:
        return
    _publish_one(state, topic, Entry(message, None, None, {}, None, None), clock.now())


def _publish_to_endpoint(state: SnsState, arn: str, entry: Entry, ctx: RequestContext) -> PublishResponse:
    """``Publish`` with an endpoint's ``TargetArn``: the push message recorded in the outbox."""
    if entry.group_id is not None or entry.dedup_id is not None:
        raise invalid_parameter(
            "MessageGroupId Reason: The request includes MessageGroupId parameter that is not valid for this "
            "topic type"
        )
    message_id = str(uuid.uuid4())
    text = entry.message
    if entry.per_protocol is not None:
        text = entry.per_protocol.get(push.platform_of(arn), entry.per_protocol["default"])
    with state.store.transaction():
        found = push.target(state, arn, ctx.account_id)
        state.deliveries.record(
            ctx.account_id,
            ctx.region,
            "application",
            found.arn,
            None,
            {
                "MessageId": message_id,
                "Message": text,
                "Subject": entry.subject,
                "MessageAttributes": entry.attributes,
            },
            clock.now(),
        )
        emit(state, "sns.push.sent", ctx.account_id, ctx.region, found.arn, message_id=message_id)
    return {"MessageId": message_id}


def publish(
    state: SnsState, request: PublishRequest, ctx: RequestContext
) -> PublishResponse | Awaitable[PublishResponse]:
    topic_arn, target_arn, phone = (
        request.get("TopicArn"),
        request.get("TargetArn"),
        request.get("PhoneNumber"),
    )
    given = [v for v in (topic_arn, target_arn, phone) if v]
    if not given:
        raise invalid_parameter("TopicArn or TargetArn Reason: no value for required parameter")
    if len(given) > 1:
        raise invalid_parameter(
            "TopicArn Reason: Only one of TopicArn, TargetArn or PhoneNumber may be given"
        )
    entry = _checked(
        request["Message"],
        request.get("Subject"),
        request.get("MessageStructure"),
        dict(request.get("MessageAttributes") or {}),
        request.get("MessageGroupId"),
        request.get("MessageDeduplicationId"),
    )
    now = clock.now()
    if phone:
        if not re.match(r"^\+?[0-9]{6,15}$", phone):
            raise invalid_parameter(f"PhoneNumber Reason: {phone} is not valid to publish to")
        message_id = str(uuid.uuid4())
        text = (
            entry.per_protocol.get("sms", entry.per_protocol["default"])
            if entry.per_protocol
            else entry.message
        )
        with state.store.transaction():
            state.deliveries.record(
                ctx.account_id,
                ctx.region,
                "sms",
                phone,
                None,
                {"MessageId": message_id, "Message": text, "MessageAttributes": entry.attributes},
                now,
            )
            emit(state, "sns.sms.sent", ctx.account_id, ctx.region, phone, message_id=message_id)
        return {"MessageId": message_id}
    if target_arn and push.is_endpoint_arn(target_arn):
        return _publish_to_endpoint(state, target_arn, entry, ctx)
    arn = topic_arn or target_arn or ""
    member = "TopicArn" if topic_arn else "TargetArn"
    if encryption.needs_key(state.data_keys, topic_of(state, ctx, arn, member), ctx, now):
        ready = encryption.obtain(
            state.key_ring(), state.data_keys, topic_of(state, ctx, arn, member), ctx, now
        )
        return after(ready, lambda: publish(state, request, ctx))  # type: ignore[arg-type,return-value]
    with state.store.transaction():
        topic = topic_of(state, ctx, arn, member)
        _fifo_rules(topic, entry)
        message_id, sequence = _publish_one(state, topic, entry, now)
    out: PublishResponse = {"MessageId": message_id}
    if sequence is not None:
        out["SequenceNumber"] = sequence
    return out


def publish_batch(
    state: SnsState, request: PublishBatchRequest, ctx: RequestContext
) -> PublishBatchResponse | Awaitable[PublishBatchResponse]:
    entries = list(request.get("PublishBatchRequestEntries") or [])
    if not entries:
        raise batch_error("EmptyBatchRequest", "The batch request doesn't contain any entries.")
    if len(entries) > MAX_BATCH:
        raise batch_error(
            "TooManyEntriesInBatchRequest", "The batch request contains more entries than permissible."
        )
    ids = [e["Id"] for e in entries]
    if len(set(ids)) != len(ids):
        raise batch_error(
            "BatchEntryIdsNotDistinct", "Two or more batch entries in the request have the same Id."
        )
    if any(not _BATCH_ID.match(i) for i in ids):
        raise batch_error(
            "InvalidBatchEntryId",
            "The Id of a batch entry in a batch request doesn't abide by the specification.",
        )
    total = sum(
        len(e["Message"].encode()) + mattrs.size(dict(e.get("MessageAttributes") or {})) for e in entries
    )
    if total > MAX_SIZE:
        raise batch_error(
            "BatchRequestTooLong", "The length of all the messages put together is more than the limit."
        )
    successful: list[PublishBatchResultEntry] = []
    failed: list[BatchResultErrorEntry] = []
    now = clock.now()
    if encryption.needs_key(state.data_keys, topic_of(state, ctx, request["TopicArn"]), ctx, now):
        ready = encryption.obtain(
            state.key_ring(), state.data_keys, topic_of(state, ctx, request["TopicArn"]), ctx, now
        )
        return after(ready, lambda: publish_batch(state, request, ctx))  # type: ignore[arg-type,return-value]
    with state.store.transaction():
        topic = topic_of(state, ctx, request["TopicArn"])
        for item in entries:
            try:
                entry = _checked(
                    item["Message"],
                    item.get("Subject"),
                    item.get("MessageStructure"),
                    dict(item.get("MessageAttributes") or {}),
                    item.get("MessageGroupId"),
                    item.get("MessageDeduplicationId"),
                )
                _fifo_rules(topic, entry)
            except AwsError as exc:
                failed.append(
                    {"Id": item["Id"], "Code": exc.code, "Message": exc.message, "SenderFault": True}
                )
                continue
            message_id, sequence = _publish_one(state, topic, entry, now)
            result: PublishBatchResultEntry = {"Id": item["Id"], "MessageId": message_id}
            if sequence is not None:
                result["SequenceNumber"] = sequence
            successful.append(result)
    return {"Successful": successful, "Failed": failed}
