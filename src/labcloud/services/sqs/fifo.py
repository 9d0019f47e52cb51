"""FIFO rules: send-time checks, the 5-minute deduplication window and sequence numbers."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from labcloud.services.sqs.errors import invalid_parameter, invalid_value, missing_parameter
from labcloud.services.sqs.queues import Queue
from labcloud.store.db import Store

DEDUP_WINDOW = 300.0
_SEQUENCE_BASE = 18_000_000_000_000_000_000


@dataclass(slots=True)
class FifoSend:
    group_id: str
    dedup_id: str


def check_send(queue: Queue, params: dict[str, Any]) -> FifoSend | None:
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
    if params.get("DelaySeconds") not in (None, 0):
        raise invalid_value(
            "DelaySeconds",
            params["DelaySeconds"],
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
    row = store.one(
        "SELECT message_id, sequence_number, expires FROM sqs_dedup WHERE queue_id=? AND scope_key=?",
        (queue.id, key),
    )
    if row is None or row["expires"] <= now:
        return None
    return row["message_id"], row["sequence_number"]


def remember(store: Store, queue: Queue, key: str, message_id: str, sequence_number: str, now: float) -> None:
    store.execute(
        "INSERT OR REPLACE INTO sqs_dedup (queue_id, scope_key, message_id, sequence_number, expires)"
        " VALUES (?,?,?,?,?)",
        (queue.id, key, message_id, sequence_number, now + DEDUP_WINDOW),
    )


def next_sequence_number(store: Store, queue: Queue) -> str:
    rows = store.all(
        "UPDATE sqs_queues SET next_sequence = next_sequence + 1 WHERE id=? RETURNING next_sequence",
        (queue.id,),
    )
    counter = int(rows[0][0]) if rows else 0
    return str(_SEQUENCE_BASE + counter)
