"""Map runs of distributed Map states (``sfn_map_runs``) and their child executions
(``sfn_map_children``): one row per child, created with its input when the run starts, so a restarted
server finishes the run without reading its items again."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord

TABLES = ("sfn_map_children", "sfn_map_runs")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sfn_map_runs (
        arn TEXT PRIMARY KEY,
        run_key TEXT NOT NULL UNIQUE,
        execution_arn TEXT NOT NULL,
        machine_arn TEXT NOT NULL,
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        status TEXT NOT NULL,
        started REAL NOT NULL,
        stopped REAL,
        max_concurrency INTEGER NOT NULL,
        tolerated_percentage REAL NOT NULL,
        tolerated_count INTEGER NOT NULL,
        execution_type TEXT NOT NULL,
        processor TEXT NOT NULL,
        writer TEXT,
        total_items INTEGER NOT NULL,
        results_written INTEGER NOT NULL DEFAULT 0,
        error TEXT,
        cause TEXT,
        result TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS sfn_map_runs_execution ON sfn_map_runs(execution_arn, started)",
    """CREATE TABLE IF NOT EXISTS sfn_map_children (
        map_run_arn TEXT NOT NULL,
        idx INTEGER NOT NULL,
        items INTEGER NOT NULL,
        input TEXT NOT NULL,
        status TEXT NOT NULL,
        execution_arn TEXT,
        output TEXT,
        error TEXT,
        cause TEXT,
        started REAL,
        stopped REAL,
        PRIMARY KEY (map_run_arn, idx)
    )""",
    "CREATE INDEX IF NOT EXISTS sfn_map_children_execution ON sfn_map_children(execution_arn)",
)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class MapRun(FrozenRecord):
    """One Distributed Map run: its execution, status, limits and times."""

    arn: str
    run_key: str
    execution_arn: str
    machine_arn: str
    account_id: str
    region: str
    status: str
    started: float
    stopped: float | None
    max_concurrency: int
    tolerated_percentage: float
    tolerated_count: int
    execution_type: str
    processor: dict[str, Any]
    writer: dict[str, Any] | None
    total_items: int
    results_written: int
    error: str | None
    cause: str | None
    result: Any


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Child(FrozenRecord):
    """One child execution of a Map Run: the batch of items it runs, its status and result."""

    map_run_arn: str
    idx: int
    items: int
    input: str
    status: str
    execution_arn: str | None
    output: str | None
    error: str | None
    cause: str | None
    started: float | None
    stopped: float | None


def _run(row: sqlite3.Row) -> MapRun:
    return MapRun(
        row["arn"],
        row["run_key"],
        row["execution_arn"],
        row["machine_arn"],
        row["account_id"],
        row["region"],
        row["status"],
        row["started"],
        row["stopped"],
        row["max_concurrency"],
        row["tolerated_percentage"],
        row["tolerated_count"],
        row["execution_type"],
        json.loads(row["processor"]),
        None if row["writer"] is None else json.loads(row["writer"]),
        row["total_items"],
        row["results_written"],
        row["error"],
        row["cause"],
        None if row["result"] is None else json.loads(row["result"]),
    )


def _child(row: sqlite3.Row) -> Child:
    return Child(
        row["map_run_arn"],
        row["idx"],
        row["items"],
        row["input"],
        row["status"],
        row["execution_arn"],
        row["output"],
        row["error"],
        row["cause"],
        row["started"],
        row["stopped"],
    )


class MapRuns:
    def __init__(self, store: Store) -> None:
        self.store = store

    def find(self, arn: str) -> MapRun | None:
        row = self.store.one("SELECT * FROM sfn_map_runs WHERE arn=?", (arn,))
        return None if row is None else _run(row)

    def by_key(self, key: str) -> MapRun | None:
        row = self.store.one("SELECT * FROM sfn_map_runs WHERE run_key=?", (key,))
        return None if row is None else _run(row)

    def insert(self, run: MapRun, inputs: list[tuple[int, str]]) -> None:
        self.store.execute(
            "INSERT INTO sfn_map_runs (arn, run_key, execution_arn, machine_arn, account_id, region, status,"
            " started, max_concurrency, tolerated_percentage, tolerated_count, execution_type, processor,"
            " writer, total_items) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                run.arn,
                run.run_key,
                run.execution_arn,
                run.machine_arn,
                run.account_id,
                run.region,
                run.status,
                run.started,
                run.max_concurrency,
                run.tolerated_percentage,
                run.tolerated_count,
                run.execution_type,
                json.dumps(run.processor),
                None if run.writer is None else json.dumps(run.writer),
                run.total_items,
            ),
        )
        self.store.executemany(
            "INSERT INTO sfn_map_children (map_run_arn, idx, items, input, status) VALUES (?,?,?,?,'PENDING')",
            [(run.arn, i, count, text) for i, (count, text) in enumerate(inputs)],
        )

    def update_limits(self, arn: str, concurrency: int, percentage: float, count: int) -> None:
        self.store.execute(
            "UPDATE sfn_map_runs SET max_concurrency=?, tolerated_percentage=?, tolerated_count=? WHERE arn=?",
            (concurrency, percentage, count, arn),
        )

    def finish(
        self,
        arn: str,
        status: str,
        now: float,
        error: str | None = None,
        cause: str | None = None,
        result: Any = None,
        written: int = 0,
    ) -> None:
        self.store.execute(
            "UPDATE sfn_map_runs SET status=?, stopped=?, error=?, cause=?, result=?, results_written=?"
            " WHERE arn=? AND status='RUNNING'",
            (status, now, error, cause, json.dumps(result), written, arn),
        )

    def for_execution(self, execution_arn: str, after: tuple[float, str] | None, limit: int) -> list[MapRun]:
        sql = "SELECT * FROM sfn_map_runs WHERE execution_arn=?"
        args: list[Any] = [execution_arn]
        if after is not None:
            sql += " AND (started > ? OR (started = ? AND arn > ?))"
            args += [after[0], after[0], after[1]]
        sql += " ORDER BY started, arn LIMIT ?"
        args.append(limit)
        return [_run(r) for r in self.store.all(sql, args)]

    # ------------------------------------------------------------------ children

    def children(self, arn: str) -> list[Child]:
        rows = self.store.all("SELECT * FROM sfn_map_children WHERE map_run_arn=? ORDER BY idx", (arn,))
        return [_child(r) for r in rows]

    def child_page(
        self, arn: str, status: str | None, before: tuple[float, str] | None, limit: int
    ) -> list[Child]:
        sql = "SELECT * FROM sfn_map_children WHERE map_run_arn=? AND execution_arn IS NOT NULL"
        args: list[Any] = [arn]
        if status:
            sql += " AND status=?"
            args.append(status)
        if before is not None:
            sql += " AND (started < ? OR (started = ? AND execution_arn < ?))"
            args += [before[0], before[0], before[1]]
        sql += " ORDER BY started DESC, execution_arn DESC LIMIT ?"
        args.append(limit)
        return [_child(r) for r in self.store.all(sql, args)]

    def child_of(self, execution_arn: str) -> Child | None:
        row = self.store.one("SELECT * FROM sfn_map_children WHERE execution_arn=?", (execution_arn,))
        return None if row is None else _child(row)

    def start_child(self, arn: str, idx: int, execution_arn: str, now: float) -> None:
        self.store.execute(
            "UPDATE sfn_map_children SET status='RUNNING', execution_arn=?, started=?"
            " WHERE map_run_arn=? AND idx=?",
            (execution_arn, now, arn, idx),
        )

    def end_child(
        self,
        arn: str,
        idx: int,
        status: str,
        output: str | None,
        error: str | None,
        cause: str | None,
        now: float,
    ) -> None:
        self.store.execute(
            "UPDATE sfn_map_children SET status=?, output=?, error=?, cause=?, stopped=?"
            " WHERE map_run_arn=? AND idx=?",
            (status, output, error, cause, now, arn, idx),
        )

    def reset_child(self, arn: str, idx: int) -> None:
        self.store.execute(
            "UPDATE sfn_map_children SET status='PENDING', execution_arn=NULL, started=NULL"
            " WHERE map_run_arn=? AND idx=?",
            (arn, idx),
        )

    def counts(self, arn: str) -> dict[str, tuple[int, int]]:
        """Per child status: (executions, items)."""
        rows = self.store.all(
            "SELECT status, COUNT(*) AS n, SUM(items) AS items FROM sfn_map_children WHERE map_run_arn=?"
            " GROUP BY status",
            (arn,),
        )
        return {r["status"]: (int(r["n"]), int(r["items"] or 0)) for r in rows}

    def delete_closed_before(self, cutoff: float, limit: int) -> int:
        arns = [
            r["arn"]
            for r in self.store.all(
                "SELECT arn FROM sfn_map_runs WHERE status != 'RUNNING' AND stopped < ? LIMIT ?",
                (cutoff, limit),
            )
        ]
        for arn in arns:
            self.store.execute("DELETE FROM sfn_map_children WHERE map_run_arn=?", (arn,))
            self.store.execute("DELETE FROM sfn_map_runs WHERE arn=?", (arn,))
        return len(arns)
