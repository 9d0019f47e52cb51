"""Durable executions (``lambda_durable_executions``), their operations (``lambda_durable_operations``)
and their history (``lambda_durable_events``), by migration 2 of the ``lambda`` owner.

An execution row holds what GetDurableExecution answers plus the engine's bookkeeping: the current
checkpoint token, when the next invocation is due (``next_at``, NULL while nothing is scheduled) and
until when the record is kept (``retain_until``, set when it ends). Operations are one JSON document
each (the wire ``Operation``), in the order they were first checkpointed; events are the wire
``Event`` documents in EventId order.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Migration, Store
from labcloud.store.records import Record

EXECUTIONS = "lambda_durable_executions"
OPERATIONS = "lambda_durable_operations"
EVENTS = "lambda_durable_events"
TABLES = (EXECUTIONS, OPERATIONS, EVENTS)

MIGRATIONS = (
    Migration(
        2,
        "durable executions, their operations and history",
        (
            f"""CREATE TABLE IF NOT EXISTS {EXECUTIONS} (
                arn TEXT PRIMARY KEY, account_id TEXT NOT NULL, region TEXT NOT NULL,
                function_name TEXT NOT NULL, qualifier TEXT NOT NULL, version TEXT NOT NULL,
                exec_name TEXT NOT NULL, status TEXT NOT NULL, doc TEXT NOT NULL,
                started REAL NOT NULL, ended REAL, timeout_at REAL NOT NULL, retain_until REAL,
                token TEXT NOT NULL, next_at REAL, attempts INTEGER NOT NULL DEFAULT 0,
                events INTEGER NOT NULL DEFAULT 0, ops INTEGER NOT NULL DEFAULT 0)""",
            f"""CREATE UNIQUE INDEX IF NOT EXISTS lambda_durable_names ON {EXECUTIONS}
                (account_id, region, function_name, exec_name)""",
            f"CREATE INDEX IF NOT EXISTS lambda_durable_due ON {EXECUTIONS} (next_at)",
            f"""CREATE TABLE IF NOT EXISTS {OPERATIONS} (
                arn TEXT NOT NULL, op_id TEXT NOT NULL, seq INTEGER NOT NULL, doc TEXT NOT NULL,
                PRIMARY KEY (arn, op_id))""",
            f"""CREATE TABLE IF NOT EXISTS {EVENTS} (
                arn TEXT NOT NULL, event_id INTEGER NOT NULL, doc TEXT NOT NULL,
                PRIMARY KEY (arn, event_id))""",
        ),
    ),
)


@dataclass(slots=True, eq=False, repr=False)
class ExecutionRow(Record):
    """One durable execution: its identity, status, wire document and the engine's bookkeeping."""

    arn: str
    account_id: str
    region: str
    function_name: str
    qualifier: str
    version: str
    exec_name: str
    status: str
    doc: dict[str, Any]
    started: float
    ended: float | None
    timeout_at: float
    retain_until: float | None
    token: str
    next_at: float | None
    attempts: int
    events: int
    ops: int


def _row(row: sqlite3.Row) -> ExecutionRow:
    return ExecutionRow(
        arn=row["arn"],
        account_id=row["account_id"],
        region=row["region"],
        function_name=row["function_name"],
        qualifier=row["qualifier"],
        version=row["version"],
        exec_name=row["exec_name"],
        status=row["status"],
        doc=json.loads(row["doc"]),
        started=float(row["started"]),
        ended=None if row["ended"] is None else float(row["ended"]),
        timeout_at=float(row["timeout_at"]),
        retain_until=None if row["retain_until"] is None else float(row["retain_until"]),
        token=row["token"],
        next_at=None if row["next_at"] is None else float(row["next_at"]),
        attempts=int(row["attempts"]),
        events=int(row["events"]),
        ops=int(row["ops"]),
    )


def insert(store: Store, ex: ExecutionRow) -> None:
    store.execute(
        f"INSERT INTO {EXECUTIONS} (arn, account_id, region, function_name, qualifier, version, exec_name,"
        " status, doc, started, ended, timeout_at, retain_until, token, next_at, attempts, events, ops)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            ex.arn,
            ex.account_id,
            ex.region,
            ex.function_name,
            ex.qualifier,
            ex.version,
            ex.exec_name,
            ex.status,
            json.dumps(ex.doc),
            ex.started,
            ex.ended,
            ex.timeout_at,
            ex.retain_until,
            ex.token,
            ex.next_at,
            ex.attempts,
            ex.events,
            ex.ops,
        ),
    )


def save(store: Store, ex: ExecutionRow) -> None:
    store.execute(
        f"UPDATE {EXECUTIONS} SET status=?, doc=?, ended=?, retain_until=?, token=?, next_at=?, attempts=?,"
        " events=?, ops=? WHERE arn=?",
        (
            ex.status,
            json.dumps(ex.doc),
            ex.ended,
            ex.retain_until,
            ex.token,
            ex.next_at,
            ex.attempts,
            ex.events,
            ex.ops,
            ex.arn,
        ),
    )


def get(store: Store, arn: str) -> ExecutionRow | None:
    row = store.one(f"SELECT * FROM {EXECUTIONS} WHERE arn=?", (arn,))
    return None if row is None else _row(row)


def by_name(
    store: Store, account_id: str, region: str, function_name: str, exec_name: str
) -> ExecutionRow | None:
    row = store.one(
        f"SELECT * FROM {EXECUTIONS} WHERE account_id=? AND region=? AND function_name=? AND exec_name=?",
        (account_id, region, function_name, exec_name),
    )
    return None if row is None else _row(row)


def of_function(store: Store, account_id: str, region: str, function_name: str) -> list[ExecutionRow]:
    return [
        _row(r)
        for r in store.all(
            f"SELECT * FROM {EXECUTIONS} WHERE account_id=? AND region=? AND function_name=?"
            " ORDER BY started, arn",
            (account_id, region, function_name),
        )
    ]


def due(store: Store, now: float, limit: int) -> list[ExecutionRow]:
    return [
        _row(r)
        for r in store.all(
            f"SELECT * FROM {EXECUTIONS} WHERE next_at IS NOT NULL AND next_at<=? ORDER BY next_at LIMIT ?",
            (now, limit),
        )
    ]


def next_due(store: Store, now: float) -> float | None:
    value = store.scalar(f"SELECT MIN(next_at) FROM {EXECUTIONS} WHERE next_at>?", (now,))
    return None if value is None else float(value)


def any_stored(store: Store) -> bool:
    return store.scalar(f"SELECT 1 FROM {EXECUTIONS} LIMIT 1") is not None


def expired(store: Store, now: float) -> list[str]:
    return [
        r["arn"]
        for r in store.all(
            f"SELECT arn FROM {EXECUTIONS} WHERE retain_until IS NOT NULL AND retain_until<=?", (now,)
        )
    ]


def delete(store: Store, arn: str) -> None:
    for table in TABLES:
        store.execute(f"DELETE FROM {table} WHERE arn=?", (arn,))


def forget_function(store: Store, account_id: str, region: str, function_name: str) -> None:
    for ex in of_function(store, account_id, region, function_name):
        delete(store, ex.arn)


# -- operations ----------------------------------------------------------------------


def operations(store: Store, arn: str) -> list[dict[str, Any]]:
    return [
        json.loads(r["doc"])
        for r in store.all(f"SELECT doc FROM {OPERATIONS} WHERE arn=? ORDER BY seq", (arn,))
    ]


def operation(store: Store, arn: str, op_id: str) -> dict[str, Any] | None:
    row = store.one(f"SELECT doc FROM {OPERATIONS} WHERE arn=? AND op_id=?", (arn, op_id))
    return None if row is None else dict(json.loads(row["doc"]))


def put_operation(store: Store, arn: str, seq: int, doc: dict[str, Any]) -> None:
    store.execute(
        f"INSERT INTO {OPERATIONS} (arn, op_id, seq, doc) VALUES (?,?,?,?)"
        " ON CONFLICT (arn, op_id) DO UPDATE SET doc=excluded.doc",
        (arn, doc["Id"], seq, json.dumps(doc)),
    )


# -- history -------------------------------------------------------------------------


def add_event(store: Store, arn: str, event_id: int, doc: dict[str, Any]) -> None:
    store.execute(
        f"INSERT INTO {EVENTS} (arn, event_id, doc) VALUES (?,?,?)", (arn, event_id, json.dumps(doc))
    )


def events(store: Store, arn: str) -> list[dict[str, Any]]:
    return [
        json.loads(r["doc"])
        for r in store.all(f"SELECT doc FROM {EVENTS} WHERE arn=? ORDER BY event_id", (arn,))
    ]
