"""Execution records (``sfn_executions``), their history (``sfn_events``) and task tokens (``sfn_tokens``)."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Execution(FrozenRecord):
    """One execution (a row of its table): its machine, status, input, output and times."""

    arn: str
    machine_arn: str
    account_id: str
    region: str
    name: str
    status: str
    input: str
    output: str | None
    error: str | None
    cause: str | None
    started: float
    stopped: float | None
    definition: str
    role_arn: str
    trace_header: str | None
    cursor: dict[str, Any] | None
    cursor_event: int
    last_event: int
    #: The version (and alias) the execution was started through, if any.
    version_arn: str | None = None
    alias_arn: str | None = None
    redrive_count: int = 0
    redrive_date: float | None = None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Event(FrozenRecord):
    """One history event of an execution: its id, time, type, previous event and details."""

    id: int
    ts: float
    type: str
    previous: int
    details: dict[str, Any] | None


def _execution(row: sqlite3.Row) -> Execution:
    return Execution(
        row["arn"],
        row["machine_arn"],
        row["account_id"],
        row["region"],
        row["name"],
        row["status"],
        row["input"],
        row["output"],
        row["error"],
        row["cause"],
        row["started"],
        row["stopped"],
        row["definition"],
        row["role_arn"],
        row["trace_header"],
        None if row["cursor"] is None else json.loads(row["cursor"]),
        row["cursor_event"],
        row["last_event"],
        row["version_arn"],
        row["alias_arn"],
        row["redrive_count"],
        row["redrive_date"],
    )


class Executions:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, arn: str) -> Execution | None:
        row = self.store.one("SELECT * FROM sfn_executions WHERE arn=?", (arn,))
        return None if row is None else _execution(row)

    def insert(self, e: Execution) -> None:
        self.store.execute(
            "INSERT INTO sfn_executions (arn, machine_arn, account_id, region, name, status, input, started,"
            " definition, role_arn, trace_header, cursor, version_arn, alias_arn) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                e.arn,
                e.machine_arn,
                e.account_id,
                e.region,
                e.name,
                e.status,
                e.input,
                e.started,
                e.definition,
                e.role_arn,
                e.trace_header,
                None if e.cursor is None else json.dumps(e.cursor),
                e.version_arn,
                e.alias_arn,
            ),
        )

    def save_cursor(self, arn: str, cursor: dict[str, Any], event_id: int) -> None:
        self.store.execute(
            "UPDATE sfn_executions SET cursor=?, cursor_event=? WHERE arn=? AND status='RUNNING'",
            (json.dumps(cursor), event_id, arn),
        )

    def finish(
        self, arn: str, status: str, output: str | None, error: str | None, cause: str | None, now: float
    ) -> bool:
        cursor = self.store.execute(
            # a failed execution keeps its cursor: the state it failed in, where a redrive starts again
            "UPDATE sfn_executions SET status=?, output=?, error=?, cause=?, stopped=?,"
            " cursor=CASE WHEN ?='SUCCEEDED' THEN NULL ELSE cursor END WHERE arn=? AND status='RUNNING'",
            (status, output, error, cause, now, status, arn),
        )
        return cursor.rowcount > 0

    def redrive(self, arn: str, cursor: dict[str, Any], event_id: int, now: float, token: str | None) -> bool:
        """A closed execution running again from ``cursor`` (its ExecutionRedriven event is ``event_id``)."""
        done = self.store.execute(
            "UPDATE sfn_executions SET status='RUNNING', output=NULL, error=NULL, cause=NULL, stopped=NULL,"
            " cursor=?, cursor_event=?, redrive_count=redrive_count+1, redrive_date=?, redrive_token=?"
            " WHERE arn=? AND status IN ('FAILED', 'ABORTED', 'TIMED_OUT')",
            (json.dumps(cursor), event_id, now, token, arn),
        )
        return done.rowcount > 0

    def redrive_token(self, arn: str) -> str | None:
        value = self.store.scalar("SELECT redrive_token FROM sfn_executions WHERE arn=?", (arn,))
        return None if value is None else str(value)

    def running(self) -> list[Execution]:
        return [_execution(r) for r in self.store.all("SELECT * FROM sfn_executions WHERE status='RUNNING'")]

    def page(
        self,
        machine_arn: str,
        status: str | None,
        before: tuple[float, str] | None,
        limit: int,
        version_arn: str | None = None,
        alias_arn: str | None = None,
        redriven: bool | None = None,
    ) -> list[Execution]:
        sql = "SELECT * FROM sfn_executions WHERE machine_arn=?"
        args: list[Any] = [machine_arn]
        if version_arn:
            sql += " AND version_arn=?"
            args.append(version_arn)
        if alias_arn:
            sql += " AND alias_arn=?"
            args.append(alias_arn)
        if redriven is not None:
            sql += " AND redrive_count > 0" if redriven else " AND redrive_count = 0"
        if status:
            sql += " AND status=?"
            args.append(status)
        if before is not None:
            sql += " AND (started < ? OR (started = ? AND arn < ?))"
            args += [before[0], before[0], before[1]]
        sql += " ORDER BY started DESC, arn DESC LIMIT ?"
        args.append(limit)
        return [_execution(r) for r in self.store.all(sql, args)]

    def running_count(self, machine_arn: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM sfn_executions WHERE machine_arn=? AND status='RUNNING'", (machine_arn,)
            )
        )

    def delete_closed_before(self, cutoff: float, limit: int) -> int:
        arns = [
            r["arn"]
            for r in self.store.all(
                "SELECT arn FROM sfn_executions WHERE status != 'RUNNING' AND stopped < ? LIMIT ?",
                (cutoff, limit),
            )
        ]
        for arn in arns:
            self.store.execute("DELETE FROM sfn_events WHERE execution_arn=?", (arn,))
            self.store.execute("DELETE FROM sfn_tokens WHERE execution_arn=?", (arn,))
            self.store.execute("DELETE FROM sfn_activity_tasks WHERE execution_arn=?", (arn,))
            self.store.execute("DELETE FROM sfn_executions WHERE arn=?", (arn,))
        return len(arns)

    def delete_for_machine(self, machine_arn: str) -> None:
        arns = "SELECT arn FROM sfn_executions WHERE machine_arn=?"
        self.store.execute(f"DELETE FROM sfn_events WHERE execution_arn IN ({arns})", (machine_arn,))
        self.store.execute(f"DELETE FROM sfn_tokens WHERE execution_arn IN ({arns})", (machine_arn,))
        self.store.execute(f"DELETE FROM sfn_activity_tasks WHERE execution_arn IN ({arns})", (machine_arn,))
        self.store.execute("DELETE FROM sfn_executions WHERE machine_arn=?", (machine_arn,))

    # ------------------------------------------------------------------ history

    def add_event(self, arn: str, event: Event) -> None:
        self.store.execute(
            "INSERT INTO sfn_events (execution_arn, id, ts, type, previous, details) VALUES (?,?,?,?,?,?)",
            (
                arn,
                event.id,
                event.ts,
                event.type,
                event.previous,
                None if event.details is None else json.dumps(event.details),
            ),
        )
        self.store.execute("UPDATE sfn_executions SET last_event=? WHERE arn=?", (event.id, arn))

    def add_events(self, arn: str, events: list[Event]) -> None:
        self.store.executemany(
            "INSERT INTO sfn_events (execution_arn, id, ts, type, previous, details) VALUES (?,?,?,?,?,?)",
            [
                (arn, e.id, e.ts, e.type, e.previous, None if e.details is None else json.dumps(e.details))
                for e in events
            ],
        )
        self.store.execute("UPDATE sfn_executions SET last_event=? WHERE arn=?", (events[-1].id, arn))

    def drop_events_after(self, arn: str, event_id: int) -> None:
        self.store.execute("DELETE FROM sfn_events WHERE execution_arn=? AND id > ?", (arn, event_id))
        self.store.execute("UPDATE sfn_executions SET last_event=? WHERE arn=?", (event_id, arn))

    def events(self, arn: str, after: int, limit: int, reverse: bool) -> list[Event]:
        if reverse:
            sql = "SELECT * FROM sfn_events WHERE execution_arn=? AND id < ? ORDER BY id DESC LIMIT ?"
            bound = after if after > 0 else 1 << 62
        else:
            sql = "SELECT * FROM sfn_events WHERE execution_arn=? AND id > ? ORDER BY id LIMIT ?"
            bound = after
        rows = self.store.all(sql, (arn, bound, limit))
        return [
            Event(
                r["id"],
                r["ts"],
                r["type"],
                r["previous"],
                None if r["details"] is None else json.loads(r["details"]),
            )
            for r in rows
        ]

    # ------------------------------------------------------------------ task tokens

    def add_token(self, token: str, execution_arn: str, now: float) -> None:
        self.store.execute(
            "INSERT OR IGNORE INTO sfn_tokens (token, execution_arn, created) VALUES (?,?,?)",
            (token, execution_arn, now),
        )

    def token(self, token: str) -> tuple[str, dict[str, Any] | None] | None:
        row = self.store.one("SELECT execution_arn, outcome FROM sfn_tokens WHERE token=?", (token,))
        if row is None:
            return None
        return row["execution_arn"], None if row["outcome"] is None else json.loads(row["outcome"])

    def settle_token(self, token: str, outcome: dict[str, Any]) -> None:
        self.store.execute("UPDATE sfn_tokens SET outcome=? WHERE token=?", (json.dumps(outcome), token))
