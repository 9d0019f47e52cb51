"""One receive attempt: a single transaction that picks visible messages and puts them in flight.

Standard queues take the oldest-visible messages from the ``(queue_id, visible_at, seq)`` index.
FIFO queues walk visible messages in sequence order and skip groups that have a message in
flight (a group is locked until that message is deleted or becomes visible again). A message
whose receive would exceed the RedrivePolicy's maxReceiveCount moves to the dead-letter queue on
that receive instead of being returned; expired messages are dropped on the way.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

from labcloud.services.sqs.messages import make_receipt_handle, new_nonce
from labcloud.services.sqs.queues import Queue, Queues
from labcloud.services.sqs.redrive import move_to_dlq
from labcloud.store.db import Store


@dataclass(slots=True)
class Received:
    row: sqlite3.Row
    receipt_handle: str
    receive_count: int
    first_receive: float
    nonce: str = ""


@dataclass(slots=True)
class Outcome:
    received: list[Received]
    moved: list[tuple[sqlite3.Row, Queue]]  # (message, dead-letter queue)
    expired: list[sqlite3.Row]


COLUMNS = (
    "seq, message_id, body, attributes, system_attributes, md5_body, md5_attributes, sent, visible_at,"
    " received, receive_count, first_receive, group_id, dedup_id, sequence_number, sender_id, dlq_source_arn"
)


def receive_once(
    store: Store,
    queues: Queues,
    queue: Queue,
    limit: int,
    visibility: int,
    now: float,
    on_done: Callable[[Queue, Outcome], None] | None = None,
) -> Outcome:
    outcome = Outcome([], [], [])
    retention_cutoff = now - queue.int_attr("MessageRetentionPeriod")
    dlq = None
    if queue.redrive is not None:
        dlq = queues.by_arn(queue.redrive.dead_letter_target_arn)
    with store.transaction():
        if queue.fifo:
            candidates = _fifo_candidates(store, queue, limit, now)
        else:
            candidates = _standard_candidates(store, queue, limit, now)
        for row in candidates:
            if len(outcome.received) >= limit:
                break
            if row["sent"] < retention_cutoff:
                store.execute("DELETE FROM sqs_messages WHERE seq=?", (row["seq"],))
                outcome.expired.append(row)
                continue
            count = row["receive_count"] + 1
            if dlq is not None and queue.redrive is not None and count > queue.redrive.max_receive_count:
                move_to_dlq(store, row, queue, dlq, now)
                outcome.moved.append((row, dlq))
                continue
            nonce = new_nonce(now)
            first = row["first_receive"] or now
            store.execute(
                "UPDATE sqs_messages SET visible_at=?, received=1, receive_count=?, first_receive=?, receipt=?"
                " WHERE seq=?",
                (now + visibility, count, first, nonce, row["seq"]),
            )
            outcome.received.append(
                Received(row, make_receipt_handle(queue.id, row["seq"], nonce), count, first, nonce)
            )
        if on_done is not None:
            on_done(queue, outcome)
    return outcome


def _standard_candidates(store: Store, queue: Queue, limit: int, now: float) -> list[sqlite3.Row]:
    # A few extra rows cover messages that move to the DLQ or expire on the way.
    rows: list[sqlite3.Row] = store.all(
        f"SELECT {COLUMNS} FROM sqs_messages INDEXED BY sqs_messages_visible"
        " WHERE queue_id=? AND visible_at<=? ORDER BY visible_at, seq LIMIT ?",
        (queue.id, now, limit * 4 + 10),
    )
    return rows


def _fifo_candidates(store: Store, queue: Queue, limit: int, now: float) -> list[sqlite3.Row]:
    locked: dict[str, bool] = {}
    out: list[sqlite3.Row] = []
    cursor = store.execute(
        f"SELECT {COLUMNS} FROM sqs_messages WHERE queue_id=? AND visible_at<=? ORDER BY seq", (queue.id, now)
    )
    for row in cursor:
        group = row["group_id"]
        if group not in locked:
            locked[group] = (
                store.one(
                    "SELECT 1 FROM sqs_messages WHERE queue_id=? AND group_id=? AND visible_at>? AND received=1 LIMIT 1",
                    (queue.id, group, now),
                )
                is not None
            )
        if locked[group]:
            continue
        out.append(row)
        if len(out) >= limit * 4 + 10:
            break
    cursor.close()
    return out


def next_visible_at(store: Store, queue_id: int, now: float) -> float | None:
    value = store.scalar(
        "SELECT MIN(visible_at) FROM sqs_messages WHERE queue_id=? AND visible_at>?", (queue_id, now)
    )
    return float(value) if value is not None else None
