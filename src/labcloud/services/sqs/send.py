"""Sending: validate one message against its queue, deduplicate (FIFO) and store it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.ids import uuid4_text
from labcloud.services.sqs import fifo
from labcloud.services.sqs.errors import invalid_parameter, invalid_value, missing_parameter
from labcloud.services.sqs.md5 import md5_of_attributes, md5_of_body
from labcloud.services.sqs.messages import check_body, check_message_attributes, encode_attributes
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.repo.queues import Queues

if TYPE_CHECKING:
    from labcloud.services.sqs.api import (
        MessageAttributeValue,
        MessageSystemAttributeValue,
        SendMessageBatchRequestEntry,
        SendMessageRequest,
    )


@dataclass(slots=True)
class Prepared:
    """A validated send, ready to be stored."""

    body: str
    delay: int
    attributes: dict[str, MessageAttributeValue] | None
    system_attributes: dict[str, MessageSystemAttributeValue] | None
    fifo: fifo.FifoSend | None
    size: int
    group_id: str | None = None  # standard queues: a fair-queue group, returned as MessageGroupId


def sender_id(ctx: RequestContext) -> str:
    principal = ctx.principal
    if principal.kind == "assumed-role" and principal.user_id:
        return (
            f"{principal.user_id}:{principal.session_name or ''}"
            if ":" not in principal.user_id
            else principal.user_id
        )
    return principal.user_id or principal.account_id


def prepare(queue: Queue, params: SendMessageRequest | SendMessageBatchRequestEntry) -> Prepared:
    body = params.get("MessageBody")
    if body is None or body == "":
        raise missing_parameter("MessageBody")
    check_body(body)
    attributes = params.get("MessageAttributes") or None
    system = params.get("MessageSystemAttributes") or None
    size = len(body.encode("utf-8")) + check_message_attributes(attributes)
    if system:
        for name, value in system.items():
            if name != "AWSTraceHeader" or value.get("DataType") != "String" or not value.get("StringValue"):
                raise invalid_parameter(f"Message system attribute name '{name}' is invalid.")
    limit = queue.int_attr("MaximumMessageSize")
    if size > limit:
        raise invalid_parameter(
            f"One or more parameters are invalid. Reason: Message must be shorter than {limit} bytes."
        )
    delay = params.get("DelaySeconds")
    fifo_send = fifo.check_send(queue, params)
    if delay is None:
        delay = queue.int_attr("DelaySeconds")
    elif not 0 <= delay <= 900:
        raise invalid_value("DelaySeconds", delay, "Must be >= 0 and <= 900, if provided.")
    group = None
    given_group = params.get("MessageGroupId")
    if fifo_send is None and given_group is not None:
        group = fifo.check_group_id(given_group)
    return Prepared(body, int(delay), attributes, system, fifo_send, size, group)


@dataclass(slots=True)
class Stored:
    message_id: str
    md5_body: str
    md5_attributes: str | None
    md5_system: str | None
    sequence_number: str | None
    duplicate: bool = False


def store_message(queues: Queues, queue: Queue, prepared: Prepared, sender: str, now: float) -> Stored:
    """Insert the message (inside the caller's transaction); a FIFO duplicate returns the original.

    Every check is in :func:`prepare`: this raises no AwsError, so a batch stores its checked entries
    without a savepoint each."""
    store = queues.store
    md5_body = md5_of_body(prepared.body)
    md5_attrs = md5_of_attributes(prepared.attributes)
    md5_system = md5_of_attributes(prepared.system_attributes)
    sequence = None
    group, dedup = prepared.group_id, None
    key = ""
    if prepared.fifo is not None:
        group, dedup = prepared.fifo.group_id, prepared.fifo.dedup_id
        key = fifo.scope_key(queue, prepared.fifo)
        duplicate = fifo.find_duplicate(store, queue, key, now)
        if duplicate is not None:
            return Stored(duplicate[0], md5_body, md5_attrs, md5_system, duplicate[1], duplicate=True)
        sequence = fifo.next_sequence_number(queues, queue)
    message_id = uuid4_text()
    stored.insert(
        store,
        queue.id,
        message_id,
        prepared.body,
        encode_attributes(prepared.attributes),
        json.dumps(prepared.system_attributes) if prepared.system_attributes else None,
        md5_body,
        md5_attrs,
        md5_system,
        now,
        now + prepared.delay,
        group,
        dedup,
        sequence,
        sender,
    )
    if prepared.fifo is not None and sequence is not None:
        fifo.remember(store, queue, key, message_id, sequence, now)
    return Stored(message_id, md5_body, md5_attrs, md5_system, sequence)
