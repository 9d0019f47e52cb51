"""FIFO rules: send-time checks, the 5-minute deduplication window and sequence numbers."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from labcloud.services.sqs.errors import invalid_parameter, invalid_value, missing_parameter
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.repo.queues import Queues
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.sqs.api import SendMessageBatchRequestEntry, SendMessageRequest

DEDUP_WINDOW = 300.0
_SEQUENCE_BASE = 18_000_000_000_000_000_000


@dataclass(slots=True)
class FifoSend:
    group_id: str
    dedup_id: str


def check_send(queue: Queue, params: SendMessageRequest | SendMessageBatchRequestEntry) -> FifoSend | None:
    """Validate the FIFO-related members of one send; ``None`` for a standard queue."""
    group = params.get("MessageGroupId")
    dedup = params.get("MessageDeduplicationId")
    if not queue.fifo:
        if dedup is not None:
            raise invalid_value(
                "MessageDeduplicationId",
                dedup,
                "The request includes a parameter that is not valid for this queue type.",
            )
        return None
    delay = params.get("DelaySeconds")
    if delay not in (None, 0):
        raise invalid_value(
            "DelaySeconds",
            delay,
            "The request include parameter that is not valid for this queue type.",
        )
    if not group:
        raise missing_parameter("MessageGroupId")
    _check_token("MessageGroupId", group)
    if dedup is None:
        if not queue.content_based_dedup:
            raise invalid_parameter(
                "The queue should either have ContentBasedDeduplication enabled or MessageDeduplicationId "
                "provided explicitly"
            )
        dedup = hashlib.sha256(params["MessageBody"].encode("utf-8")).hexdigest()
    else:
        _check_token("MessageDeduplicationId", dedup)
    return FifoSend(group, dedup)


def check_group_id(group: str) -> str:
    """A standard queue's MessageGroupId (fair queues): same characters as on FIFO queues."""
    _check_token("MessageGroupId", group)
    return group


def _check_token(name: str, value: str) -> None:
    if not 1 <= len(value) <= 128 or any(not (33 <= ord(c) <= 126) for c in value):
        raise invalid_value(
            name,
            value,
            f"{name} can only include alphanumeric and punctuation characters. 1 to 128 in length.",
        )


def scope_key(queue: Queue, send: FifoSend) -> str:
    if queue.attributes.get("DeduplicationScope") == "messageGroup":
        return f"{send.group_id}\x00{send.dedup_id}"
    return send.dedup_id


def find_duplicate(store: Store, queue: Queue, key: str, now: float) -> tuple[str, str | None] | None:
    return stored.find_duplicate(store, queue.id, key, now)


def remember(store: Store, queue: Queue, key: str, message_id: str, sequence_number: str, now: float) -> None:
    stored.remember_dedup(store, queue.id, key, message_id, sequence_number, now + DEDUP_WINDOW)


def next_sequence_number(queues: Queues, queue: Queue) -> str:
    return str(_SEQUENCE_BASE + queues.next_sequence_number(queue))
