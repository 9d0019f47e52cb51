"""Closed executions older than 90 days leave the store with their history; running and recent ones stay."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from labcloud.services.stepfunctions import retention
from labcloud.services.stepfunctions.repo.executions import Event, Execution, Executions
from labcloud.services.stepfunctions.repo.schema import MIGRATIONS, SCHEMA
from labcloud.store.db import Store

DAY = 24 * 3600.0


def _execution(name: str) -> Execution:
    """An execution as StartExecution stores it (RUNNING); the test closes it with ``finish``."""
    arn = f"arn:aws:states:us-east-1:000000000000:execution:m:{name}"
    return Execution(
        arn,
        "arn:aws:states:us-east-1:000000000000:stateMachine:m",
        "000000000000",
        "us-east-1",
        name,
        "RUNNING",
        "{}",
        None,
        None,
        None,
        0.0,
        None,
        "{}",
        "arn:aws:iam::000000000000:role/r",
        None,
        None,
        1,
        1,
    )


def test_sweep_removes_only_closed_executions_past_retention() -> None:
    store = Store(None)
    store.ensure_schema("stepfunctions", SCHEMA, MIGRATIONS)
    executions = Executions(store)
    now = 1000 * DAY
    closing = [
        ("old", "SUCCEEDED", now - 91 * DAY),
        ("recent", "FAILED", now - 10 * DAY),
        ("running", "", None),
    ]
    rows = [_execution(name) for name, _, _ in closing]
    with store.transaction():
        for row, (_, status, stopped) in zip(rows, closing, strict=True):
            executions.insert(row)
            executions.add_event(row.arn, Event(1, 0.0, "ExecutionStarted", 0, None))
            if stopped is not None:
                executions.finish(row.arn, status, None, None, None, stopped)
    state: Any = SimpleNamespace(store=store, executions=executions)
    assert retention.sweep(state, now) == 1
    assert executions.find(rows[0].arn) is None and executions.events(rows[0].arn, 0, 10, False) == []
    assert executions.find(rows[1].arn) is not None and executions.find(rows[2].arn) is not None
    assert retention.sweep(state, now) == 0
