"""Message rows in ``sqs_messages``, FIFO deduplication (``sqs_dedup``) and receive attempts
(``sqs_receive_attempts``): every statement on them, each read as a typed :class:`MessageRow`.

Messages are indexed by ``(queue_id, visible_at, seq)`` so receiving, counting and finding the
next message to become visible never scan a queue; receipt handles name the message's ``seq``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from functools import partial
from typing import Any, NamedTuple, cast

from labcloud.store.db import Store


class MessageRow(NamedTuple):
    seq: int
    queue_id: int
    message_id: str
    body: str
    attributes: str | None  # JSON, binary values base64 (``messages.decode_attributes``)
    system_attributes: str | None  # JSON
    md5_body: str
    md5_attributes: str | None
    sent: float
    visible_at: float
    received: int
    receive_count: int
    first_receive: float | None
    receipt: str | None
    group_id: str | None
    dedup_id: str | None
    sequence_number: str | None
    sender_id: str
    dlq_source_arn: str | None


COLUMNS = ", ".join(MessageRow._fields)

#: A stored row (``sqlite3.Row``) as a :class:`MessageRow`, converted in C (no Python frame per row:
#: a receive reads several candidate rows per message it hands out).
_message = cast(Callable[[Any], MessageRow], partial(tuple.__new__, MessageRow))


def _rows(store: Store, sql: str, params: Sequence[Any]) -> list[MessageRow]:
    return list(map(_message, store.execute(sql, params)))


def insert(
    store: Store,
    queue_id: int,
    message_id: str,
    body: str,
    attributes: str | None,
    system_attributes: str | None,
    md5_body: str,
    md5_attributes: str | None,
    md5_system: str | None,
    sent: float,
    visible_at: float,
    group_id: str | None,
    dedup_id: str | None,
    sequence_number: str | None,
    sender_id: str,
) -> None:
    store.execute(
        "INSERT INTO sqs_messages (queue_id, message_id, body, attributes, system_attributes, md5_body,"
        " md5_attributes, md5_system, sent, visible_at, group_id, dedup_id, sequence_number, sender_id)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            queue_id,
            message_id,
            body,
            attributes,
            system_attributes,
            md5_body,
            md5_attributes,
            md5_system,
            sent,
            visible_at,
            group_id,
            dedup_id,
            sequence_number,
            sender_id,
        ),
    )


def one(store: Store, seq: int) -> MessageRow | None:
    rows = _rows(store, f"SELECT {COLUMNS} FROM sqs_messages WHERE seq=?", (seq,))
    return rows[0] if rows else None


class Receipt(NamedTuple):
    """What settling a message by its receipt handle reads."""

    queue_id: int
    message_id: str
    receipt: str | None
    visible_at: float


def receipt(store: Store, seq: int) -> Receipt | None:
    row = store.one("SELECT queue_id, message_id, receipt, visible_at FROM sqs_messages WHERE seq=?", (seq,))
    return None if row is None else _receipt(row)


_receipt = cast(Callable[[Any], Receipt], partial(tuple.__new__, Receipt))


def receipts(store: Store, seqs: Sequence[int]) -> dict[int, Receipt]:
    """:func:`receipt` of several messages at once (a batch settling its entries), by seq."""
    if not seqs:
        return {}
    rows = store.execute(
        f"SELECT seq, queue_id, message_id, receipt, visible_at FROM sqs_messages WHERE seq IN"
        f" ({','.join('?' * len(seqs))})",
        seqs,
    )
    return {row[0]: Receipt(row[1], row[2], row[3], row[4]) for row in rows}


def delete_received(store: Store, queue_id: int, handles: Sequence[tuple[int, str]]) -> dict[int, str]:
    """Delete the queue's messages that ``handles`` ((seq, receipt nonce) each, seqs distinct) name with
    their current receipt; the deleted ones' message ids by seq. One statement for a batch of handles: the
    seqs find the rows by primary key (``+queue_id`` keeps the planner off the queue's index) and each
    row is deleted only if its receipt is the nonce its handle carries."""
    if not handles:
        return {}
    params: list[Any] = [seq for seq, _ in handles]
    params.append(queue_id)
    for seq, nonce in handles:
        params += (seq, nonce)
    rows = store.execute(
        f"DELETE FROM sqs_messages WHERE seq IN ({','.join('?' * len(handles))}) AND +queue_id=?"
        f" AND receipt = CASE seq{' WHEN ? THEN ?' * len(handles)} END RETURNING seq, message_id",
        params,
    )
    return dict(rows.fetchall())


def by_seqs(store: Store, seqs: list[int]) -> dict[int, MessageRow]:
    rows = _rows(
        store, f"SELECT {COLUMNS} FROM sqs_messages WHERE seq IN ({','.join('?' * len(seqs))})", seqs
    )
    return {row.seq: row for row in rows}


def visible(store: Store, queue_id: int, now: float, limit: int) -> list[MessageRow]:
    """The oldest visible messages of a queue, from the visibility index."""
    return _rows(
        store,
        f"SELECT {COLUMNS} FROM sqs_messages INDEXED BY sqs_messages_visible"
        " WHERE queue_id=? AND visible_at<=? ORDER BY visible_at, seq LIMIT ?",
        (queue_id, now, limit),
    )


def visible_in_order(store: Store, queue_id: int, now: float) -> Generator[MessageRow, None, None]:
    """A FIFO queue's visible messages in sequence order, read as the caller goes (close it when done)."""
    cursor = store.execute(
        f"SELECT {COLUMNS} FROM sqs_messages WHERE queue_id=? AND visible_at<=? ORDER BY seq", (queue_id, now)
    )
    try:
        yield from map(_message, cursor)
    finally:
        cursor.close()


def group_in_flight(store: Store, queue_id: int, group: str | None, now: float) -> bool:
    """Does the FIFO group have a received message still invisible (the group is locked)?"""
    return (
        store.one(
            "SELECT 1 FROM sqs_messages WHERE queue_id=? AND group_id=? AND visible_at>? AND received=1 LIMIT 1",
            (queue_id, group, now),
        )
        is not None
    )


def mark_received_many(store: Store, marks: Sequence[tuple[float, int, float, str, int]]) -> None:
    """Put messages in flight: ``(visible_at, receive count, first receive, receipt nonce, seq)`` each."""
    store.executemany(
        "UPDATE sqs_messages SET visible_at=?, received=1, receive_count=?, first_receive=?, receipt=?"
        " WHERE seq=?",
        marks,
    )


def set_visible_at(store: Store, seq: int, visible_at: float) -> None:
    store.execute("UPDATE sqs_messages SET visible_at=? WHERE seq=?", (visible_at, seq))


def delete(store: Store, seq: int) -> None:
    store.execute("DELETE FROM sqs_messages WHERE seq=?", (seq,))


def delete_many(store: Store, seqs: Sequence[int]) -> None:
    store.executemany("DELETE FROM sqs_messages WHERE seq=?", [(seq,) for seq in seqs])


def purge(store: Store, queue_id: int) -> int:
    """Delete every message of a queue; how many there were."""
    count: int = store.execute("DELETE FROM sqs_messages WHERE queue_id=?", (queue_id,)).rowcount
    return count


def move_to_dlq(store: Store, seq: int, dlq_id: int, source_arn: str, now: float) -> None:
    """Hand a message to its dead-letter queue, keeping id, body, attributes and counts."""
    store.execute(
        "UPDATE sqs_messages SET queue_id=?, visible_at=?, received=0, receipt=NULL, dlq_source_arn=? WHERE seq=?",
        (dlq_id, now, source_arn, seq),
    )


def redrive(store: Store, seq: int, target_id: int, now: float) -> None:
    """A move task hands a message back (or on): visible now, as if never received."""
    store.execute(
        "UPDATE sqs_messages SET queue_id=?, visible_at=?, received=0, receive_count=0,"
        " first_receive=NULL, receipt=NULL, dlq_source_arn=NULL WHERE seq=?",
        (target_id, now, seq),
    )


def next_visible_at(store: Store, queue_id: int, now: float) -> float | None:
    value = store.scalar(
        "SELECT MIN(visible_at) FROM sqs_messages WHERE queue_id=? AND visible_at>?", (queue_id, now)
    )
    return float(value) if value is not None else None


def sent_before(store: Store, queue_id: int, cutoff: float, limit: int) -> list[tuple[int, str]]:
    """(seq, message id) of messages sent before ``cutoff`` (past retention), from the sent index."""
    rows = store.all(
        "SELECT seq, message_id FROM sqs_messages INDEXED BY sqs_messages_sent"
        " WHERE queue_id=? AND sent<? LIMIT ?",
        (queue_id, cutoff, limit),
    )
    return [(int(row[0]), str(row[1])) for row in rows]


# --------------------------------------------------------------------------- FIFO deduplication


def find_duplicate(store: Store, queue_id: int, key: str, now: float) -> tuple[str, str | None] | None:
    """(message id, sequence number) of the message sent with this deduplication key, if still in its window."""
    row = store.one(
        "SELECT message_id, sequence_number, expires FROM sqs_dedup WHERE queue_id=? AND scope_key=?",
        (queue_id, key),
    )
    if row is None or row["expires"] <= now:
        return None
    return row["message_id"], row["sequence_number"]


def remember_dedup(
    store: Store, queue_id: int, key: str, message_id: str, sequence_number: str, expires: float
) -> None:
    store.execute(
        "INSERT OR REPLACE INTO sqs_dedup (queue_id, scope_key, message_id, sequence_number, expires)"
        " VALUES (?,?,?,?,?)",
        (queue_id, key, message_id, sequence_number, expires),
    )


def forget_queue_dedup(store: Store, queue_id: int) -> None:
    """PurgeQueue: the queue's deduplication and receive-attempt records go with its messages."""
    store.execute("DELETE FROM sqs_dedup WHERE queue_id=?", (queue_id,))
    store.execute("DELETE FROM sqs_receive_attempts WHERE queue_id=?", (queue_id,))


def forget_dedup_before(store: Store, now: float) -> None:
    store.execute("DELETE FROM sqs_dedup WHERE expires<=?", (now,))


# --------------------------------------------------------------------------- receive attempts


class AttemptRecord(NamedTuple):
    messages: str  # JSON: [[seq, receipt nonce, visible_at], ...] handed out
    created: float


def attempt(store: Store, queue_id: int, attempt_id: str) -> AttemptRecord | None:
    row = store.one(
        "SELECT messages, created FROM sqs_receive_attempts WHERE queue_id=? AND attempt_id=?",
        (queue_id, attempt_id),
    )
    return None if row is None else AttemptRecord(row["messages"], row["created"])


def save_attempt(store: Store, queue_id: int, attempt_id: str, messages: str, created: float) -> None:
    store.execute(
        "INSERT OR REPLACE INTO sqs_receive_attempts (queue_id, attempt_id, messages, created) VALUES (?,?,?,?)",
        (queue_id, attempt_id, messages, created),
    )


def update_attempt(store: Store, queue_id: int, attempt_id: str, messages: str) -> None:
    store.execute(
        "UPDATE sqs_receive_attempts SET messages=? WHERE queue_id=? AND attempt_id=?",
        (messages, queue_id, attempt_id),
    )


def forget_attempt(store: Store, queue_id: int, attempt_id: str) -> None:
    store.execute(
        "DELETE FROM sqs_receive_attempts WHERE queue_id=? AND attempt_id=?", (queue_id, attempt_id)
    )


def forget_attempts_before(store: Store, cutoff: float) -> None:
    store.execute("DELETE FROM sqs_receive_attempts WHERE created<=?", (cutoff,))
