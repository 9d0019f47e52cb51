"""The durable queue of Event (asynchronous) invocations (``lambda_async_queue``), each with the tenant
of a tenant-isolated function's invocation (migration 3)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.store.db import Migration, Store
from labcloud.store.records import FrozenRecord

MIGRATIONS = (
    Migration(
        3,
        "the tenant of a queued invocation of a tenant-isolated function",
        ("ALTER TABLE lambda_async_queue ADD COLUMN tenant_id TEXT",),
    ),
)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Queued(FrozenRecord):
    """One queued invocation: its request id, function and qualifier, payload and attempts so far."""

    id: str
    account_id: str
    region: str
    name: str
    qualifier: str
    payload: bytes
    attempts: int
    enqueued: float
    next_at: float
    tenant_id: str | None = None


def _queued(row: sqlite3.Row) -> Queued:
    return Queued(
        id=row["id"],
        account_id=row["account_id"],
        region=row["region"],
        name=row["name"],
        qualifier=row["qualifier"],
        payload=bytes(row["payload"]),
        attempts=int(row["attempts"]),
        enqueued=float(row["enqueued"]),
        next_at=float(row["next_at"]),
        tenant_id=row["tenant_id"],
    )


def enqueue(
    store: Store,
    request_id: str,
    account_id: str,
    region: str,
    name: str,
    qualifier: str,
    payload: bytes,
    now: float,
    tenant_id: str | None = None,
) -> None:
    store.execute(
        "INSERT INTO lambda_async_queue (id, account_id, region, name, qualifier, payload, attempts, enqueued,"
        " next_at, tenant_id) VALUES (?,?,?,?,?,?,0,?,?,?)",
        (request_id, account_id, region, name, qualifier, payload, now, now, tenant_id),
    )


def due(store: Store, now: float, limit: int) -> list[Queued]:
    return [
        _queued(r)
        for r in store.all(
            "SELECT * FROM lambda_async_queue WHERE next_at<=? ORDER BY next_at LIMIT ?", (now, limit)
        )
    ]


def next_due(store: Store, now: float) -> float | None:
    value = store.scalar("SELECT MIN(next_at) FROM lambda_async_queue WHERE next_at>?", (now,))
    return None if value is None else float(value)


def delay(store: Store, request_id: str, next_at: float) -> None:
    store.execute("UPDATE lambda_async_queue SET next_at=? WHERE id=?", (next_at, request_id))


def retry(store: Store, item: Queued, attempts: int, next_at: float) -> None:
    store.execute(
        "UPDATE lambda_async_queue SET attempts=?, next_at=? WHERE id=? AND account_id=? AND region=? AND name=?",
        (attempts, next_at, item.id, item.account_id, item.region, item.name),
    )


def delete(store: Store, request_id: str) -> None:
    store.execute("DELETE FROM lambda_async_queue WHERE id=?", (request_id,))


def forget_function(store: Store, account_id: str, region: str, name: str) -> None:
    store.execute(
        "DELETE FROM lambda_async_queue WHERE account_id=? AND region=? AND name=?",
        (account_id, region, name),
    )
