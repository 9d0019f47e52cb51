"""FIFO receive deduplication: ``ReceiveRequestAttemptId``.

A FIFO receive that names an attempt id and gets messages records which messages it handed out
(their ``seq``, receipt nonce and the visibility deadline it set). Retrying with the same id
within 5 minutes returns the same messages with the same receipt handles, and restarts their
visibility timeout, as long as none of them was deleted, received again or had its visibility
changed since; otherwise the record is dropped and the retry is an ordinary receive. Standard
queues ignore the parameter, as SQS does. Records live in ``sqs_receive_attempts`` (durable with
the receive that made them) and are swept once expired.
"""

from __future__ import annotations

import json

from labcloud.services.sqs.errors import invalid_value
from labcloud.services.sqs.messages import make_receipt_handle
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.receive import Received
from labcloud.services.sqs.repo import messages as stored
from labcloud.store.db import Store

WINDOW = 300.0


def check_attempt_id(value: str) -> None:
    if not 1 <= len(value) <= 128 or any(not 33 <= ord(c) <= 126 for c in value):
        raise invalid_value(
            "ReceiveRequestAttemptId",
            value,
            "ReceiveRequestAttemptId can only include alphanumeric and punctuation characters. "
            "1 to 128 in length.",
        )


def replay(store: Store, queue: Queue, attempt_id: str, visibility: int, now: float) -> list[Received] | None:
    """The messages of an earlier receive with this attempt id (visibility restarted), or None.

    Call inside a transaction.
    """
    record = stored.attempt(store, queue.id, attempt_id)
    if record is None:
        return None
    handed: list[list[float | int | str]] = json.loads(record.messages)
    if record.created <= now - WINDOW or not handed:
        stored.forget_attempt(store, queue.id, attempt_id)
        return None
    rows = stored.by_seqs(store, [int(item[0]) for item in handed])
    for seq, nonce, visible_at in handed:
        row = rows.get(int(seq))
        if row is None or row.queue_id != queue.id or row.receipt != nonce or row.visible_at != visible_at:
            stored.forget_attempt(
                store, queue.id, attempt_id
            )  # deleted, received again or its visibility changed
            return None
    deadline = now + visibility
    out: list[Received] = []
    for seq, nonce, _visible_at in handed:
        row = rows[int(seq)]
        stored.set_visible_at(store, int(seq), deadline)
        out.append(
            Received(
                row,
                make_receipt_handle(queue.id, int(seq), str(nonce)),
                row.receive_count,
                row.first_receive or now,
                str(nonce),
            )
        )
    stored.update_attempt(
        store, queue.id, attempt_id, json.dumps([[seq, nonce, deadline] for seq, nonce, _ in handed])
    )
    return out


def remember(
    store: Store, queue: Queue, attempt_id: str, received: list[Received], visible_at: float, now: float
) -> None:
    """Record what a receive with this attempt id handed out (inside the receive's transaction)."""
    if not received:
        return
    handed = [[item.row.seq, item.nonce, visible_at] for item in received]
    stored.save_attempt(store, queue.id, attempt_id, json.dumps(handed), now)


def sweep(store: Store, now: float) -> None:
    stored.forget_attempts_before(store, now - WINDOW)
