"""Messages on a broker's queues: put in order, leased to a consumer for a while (a lease that lapses
puts the message back), settled (deleted) once consumed, released (lease cleared, delivery counted) when
the consumer failed, and dropped with their broker."""

from __future__ import annotations

import json
from typing import Any

from labcloud.store.db import Store


def put(store: Store, broker_arn: str, queue: str, vhost: str, doc: dict[str, Any]) -> int:
    cursor = store.execute(
        "INSERT INTO mq_messages (broker_arn, queue, vhost, doc) VALUES (?, ?, ?, ?)",
        (broker_arn, queue, vhost, json.dumps(doc)),
    )
    return int(cursor.lastrowid or 0)


def lease(
    store: Store, broker_arn: str, queue: str, vhost: str, limit: int, now: float, until: float
) -> list[tuple[int, int, dict[str, Any]]]:
    """Up to ``limit`` messages free at ``now`` (seq, deliveries before this one, doc), leased ``until``."""
    rows = store.all(
        "SELECT seq, deliveries, doc FROM mq_messages WHERE broker_arn = ? AND queue = ? AND vhost = ?"
        " AND leased_until <= ? ORDER BY seq LIMIT ?",
        (broker_arn, queue, vhost, now, limit),
    )
    out = [(int(r["seq"]), int(r["deliveries"]), dict(json.loads(r["doc"]))) for r in rows]
    for seq, _, _ in out:
        store.execute(
            "UPDATE mq_messages SET leased_until = ?, deliveries = deliveries + 1 WHERE seq = ?", (until, seq)
        )
    return out


def settle(store: Store, seqs: list[int]) -> None:
    for seq in seqs:
        store.execute("DELETE FROM mq_messages WHERE seq = ?", (seq,))


def release(store: Store, seqs: list[int]) -> None:
    for seq in seqs:
        store.execute("UPDATE mq_messages SET leased_until = 0 WHERE seq = ?", (seq,))


def depths(store: Store, broker_arn: str) -> list[tuple[str, str, int]]:
    rows = store.all(
        "SELECT queue, vhost, COUNT(*) AS n FROM mq_messages WHERE broker_arn = ? GROUP BY queue, vhost"
        " ORDER BY queue, vhost",
        (broker_arn,),
    )
    return [(str(r["queue"]), str(r["vhost"]), int(r["n"])) for r in rows]


def drop_broker(store: Store, broker_arn: str) -> None:
    store.execute("DELETE FROM mq_messages WHERE broker_arn = ?", (broker_arn,))
