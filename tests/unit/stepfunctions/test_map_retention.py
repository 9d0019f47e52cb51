"""Closed map runs older than 90 days leave the store with their children's rows; running and recent
runs stay; test cases of executions no longer stored are forgotten."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from labcloud.services.stepfunctions import map_retention
from labcloud.services.stepfunctions.repo import map_runs, mock_cases
from labcloud.services.stepfunctions.repo.map_runs import MapRun, MapRuns
from labcloud.services.stepfunctions.repo.mock_cases import MockCases
from labcloud.services.stepfunctions.repo.schema import SCHEMA
from labcloud.store.db import Store

DAY = 24 * 3600.0


def _run(name: str) -> MapRun:
    return MapRun(
        arn=f"arn:aws:states:us-east-1:000000000000:mapRun:m/Map:{name}",
        run_key=name,
        execution_arn="arn:aws:states:us-east-1:000000000000:execution:m:e",
        machine_arn="arn:aws:states:us-east-1:000000000000:stateMachine:m/Map",
        account_id="000000000000",
        region="us-east-1",
        status="RUNNING",
        started=0.0,
        stopped=None,
        max_concurrency=0,
        tolerated_percentage=0.0,
        tolerated_count=0,
        execution_type="STANDARD",
        processor={},
        writer=None,
        total_items=1,
        results_written=0,
        error=None,
        cause=None,
        result=None,
    )


def test_sweep_removes_only_closed_runs_past_retention() -> None:
    store = Store(None)
    store.ensure_schema("stepfunctions", (*SCHEMA, *map_runs.SCHEMA, *mock_cases.SCHEMA))
    runs = MapRuns(store)
    now = 1000 * DAY
    old, recent, running = _run("old"), _run("recent"), _run("running")
    with store.transaction():
        for run in (old, recent, running):
            runs.insert(run, [(1, "{}")])
        runs.finish(old.arn, "SUCCEEDED", now - 91 * DAY)
        runs.finish(recent.arn, "FAILED", now - 10 * DAY)
        MockCases(store).insert("arn:aws:states:us-east-1:000000000000:execution:m:gone", "m", "Case")
    state: Any = SimpleNamespace(store=store)
    assert map_retention.sweep(state, now) == 1
    assert runs.find(old.arn) is None and runs.children(old.arn) == []
    assert runs.find(recent.arn) is not None and len(runs.children(running.arn)) == 1
    assert MockCases(store).find("arn:aws:states:us-east-1:000000000000:execution:m:gone") is None
