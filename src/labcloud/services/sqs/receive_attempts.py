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
from labcloud.services.sqs.receive import COLUMNS, Received
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
    record = store.one(
        "SELECT messages, created FROM sqs_receive_attempts WHERE queue_id=? AND attempt_id=?",
        (queue.id, attempt_id),
    )
    if record is None:
        return None
    handed: list[list[float | int | str]] = json.loads(record["messages"])
    if record["created"] <= now - WINDOW or not handed:
        _forget(store, queue, attempt_id)
        return None
    seqs = [int(item[0]) for item in handed]
    rows = {
        row["seq"]: row
        for row in store.all(
            f"SELECT {COLUMNS}, queue_id, receipt FROM sqs_messages WHERE seq IN ({','.join('?' * len(seqs))})",
            seqs,
        )
    }
    for seq, nonce, visible_at in handed:
        row = rows.get(seq)
        if (
            row is None
            or row["queue_id"] != queue.id
            or row["receipt"] != nonce
            or row["visible_at"] != visible_at
        ):
            _forget(store, queue, attempt_id)  # deleted, received again or its visibility changed
            return None
    deadline = now + visibility
    out: list[Received] = []
    for seq, nonce, _visible_at in handed:
        row = rows[seq]
        store.execute("UPDATE sqs_messages SET visible_at=? WHERE seq=?", (deadline, seq))
        out.append(
            Received(
                row,
                make_receipt_handle(queue.id, int(seq), str(nonce)),
                row["receive_count"],
                row["first_receive"] or now,
                str(nonce),
            )
        )
    store.execute(
        "UPDATE sqs_receive_attempts SET messages=? WHERE queue_id=? AND attempt_id=?",
        (json.dumps([[seq, nonce, deadline] for seq, nonce, _ in handed]), queue.id, attempt_id),
    )
    return out


def remember(
    store: Store, queue: Queue, attempt_id: str, received: list[Received], visible_at: float, now: float
) -> None:
    """Record what a receive with this attempt id handed out (inside the receive's transaction)."""
    if not received:
        return
    handed = [[item.row["seq"], item.nonce, visible_at] for item in received]
    store.execute(
        "INSERT OR REPLACE INTO sqs_receive_attempts (queue_id, attempt_id, messages, created) VALUES (?,?,?,?)",
        (queue.id, attempt_id, json.dumps(handed), now),
    )


def sweep(store: Store, now: float) -> None:
    store.execute("DELETE FROM sqs_receive_attempts WHERE created<=?", (now - WINDOW,))


def _forget(store: Store, queue: Queue, attempt_id: str) -> None:
    store.execute(
        "DELETE FROM sqs_receive_attempts WHERE queue_id=? AND attempt_id=?", (queue.id, attempt_id)
    )
