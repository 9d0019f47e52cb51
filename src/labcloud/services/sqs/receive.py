"""One receive attempt: a single transaction that picks visible messages and puts them in flight.

Standard queues take the oldest-visible messages from the ``(queue_id, visible_at, seq)`` index.
FIFO queues walk visible messages in sequence order and skip groups that have a message in
flight (a group is locked until that message is deleted or becomes visible again); one receive
hands out as many messages of the oldest available group as it can before the next group's. A message
whose receive would exceed the RedrivePolicy's maxReceiveCount moves to the dead-letter queue on
that receive instead of being returned; expired messages are dropped on the way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial

from labcloud.services.sqs.later import Later
from labcloud.services.sqs.messages import make_receipt_handle, new_nonces
from labcloud.services.sqs.queues import Queue
from labcloud.services.sqs.repo import messages as stored
from labcloud.services.sqs.repo.messages import MessageRow
from labcloud.services.sqs.repo.queues import Queues
from labcloud.store.db import Store
from labcloud.store.records import Record


@dataclass(slots=True, eq=False, repr=False)
class Received(Record):
    """A message as one receive hands it out: its row, receipt handle and receive count."""

    row: MessageRow
    receipt_handle: str
    receive_count: int
    first_receive: float
    nonce: str = ""


@dataclass(slots=True, eq=False, repr=False)
class Outcome(Record):
    """What one receive did: the messages received, moved to a dead-letter queue, and expired."""

    received: list[Received]
    moved: list[tuple[MessageRow, Queue]]  # (message, dead-letter queue)
    expired: list[MessageRow]


def receive_once(
    store: Store,
    queues: Queues,
    queue: Queue,
    limit: int,
    visibility: int,
    now: float,
    on_done: Callable[[Queue, Outcome], None] | None = None,
    later: Later | None = None,
) -> Outcome:
    """Receive up to ``limit`` messages in one transaction. ``later``: where the marks putting them in
    flight are made (after the response on a memory store: the answer needs only the rows read)."""
    outcome = Outcome([], [], [])
    retention_cutoff = now - queue.int_attr("MessageRetentionPeriod")
    dlq = None
    if queue.redrive is not None:
        dlq = queues.by_arn(queue.redrive.dead_letter_target_arn)
    nonces = new_nonces(now, limit)
    marks: list[tuple[float, int, float, str, int]] = []
    visible_at = now + visibility
    received = outcome.received
    with store.transaction():
        if queue.fifo:
            candidates: Iterable[MessageRow] = _fifo_candidates(store, queue, limit, now)
        else:
            candidates = _standard_candidates(store, queue.id, limit, now)
        for row in candidates:
            if row.sent < retention_cutoff:
                stored.delete(store, row.seq)
                outcome.expired.append(row)
                continue
            count = row.receive_count + 1
            if dlq is not None and queue.redrive is not None and count > queue.redrive.max_receive_count:
                stored.move_to_dlq(store, row.seq, dlq.id, queue.arn, now)
                outcome.moved.append((row, dlq))
                continue
            nonce = nonces[len(received)]
            first = row.first_receive or now
            marks.append((visible_at, count, first, nonce, row.seq))
            received.append(Received(row, make_receipt_handle(queue.id, row.seq, nonce), count, first, nonce))
            if len(received) >= limit:
                break
        if marks:
            if later is None:
                stored.mark_received_many(store, marks)
            else:
                later.run(partial(stored.mark_received_many, store, marks))
        if on_done is not None:
            on_done(queue, outcome)
    return outcome


def _standard_candidates(store: Store, queue_id: int, limit: int, now: float) -> Iterator[MessageRow]:
    """The oldest visible messages: ``limit`` of them, and only when some of those expired or moved to the
    DLQ on the way, a wider read (a few extra rows) for the rest, less the rows already met."""
    first = stored.visible(store, queue_id, now, limit)
    yield from first
    if len(first) < limit:
        return
    met = {row.seq for row in first}
    for row in stored.visible(store, queue_id, now, limit * 4 + 10):
        if row.seq not in met:
            yield row


def _fifo_candidates(store: Store, queue: Queue, limit: int, now: float) -> list[MessageRow]:
    """Visible messages of unlocked groups, grouped: the oldest group's messages first (AWS returns
    as many messages of one group as it can), then the next group's, each group in sequence order."""
    locked: dict[str | None, bool] = {}
    by_group: dict[str | None, list[MessageRow]] = {}
    taken = 0
    rows = stored.visible_in_order(store, queue.id, now)
    try:
        for row in rows:
            group = row.group_id
            if group not in locked:
                locked[group] = stored.group_in_flight(store, queue.id, group, now)
            if locked[group]:
                continue
            by_group.setdefault(group, []).append(row)
            taken += 1
            if taken >= limit * 4 + 10:
                break
    finally:
        rows.close()
    if len(by_group) == 1:
        return next(iter(by_group.values()))
    return [row for group_rows in by_group.values() for row in group_rows]
