"""Starting, resuming and aborting execution runners (asyncio tasks, one per running execution)."""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from dataclasses import replace
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.stepfunctions import distributed, exec_logs, status_events
from labcloud.services.stepfunctions.asl.interpreter import Resume
from labcloud.services.stepfunctions.mock_config import MockCase
from labcloud.services.stepfunctions.repo.executions import Event, Execution
from labcloud.services.stepfunctions.repo.mock_cases import MockCases
from labcloud.services.stepfunctions.runner import Runner
from labcloud.services.stepfunctions.state import SfnState

log = logging.getLogger("labcloud.stepfunctions")


def launch(
    state: SfnState,
    execution: Execution,
    machine_name: str,
    express: bool,
    start: str | None,
    data: Any,
    resume: Resume | None,
    next_id: int,
    events: list[Event] | None = None,
    variables: dict[str, Any] | None = None,
    mock: MockCase | None = None,
) -> Runner:
    runner = Runner(state, execution, machine_name, express, next_id, events or [])
    runner.mock = mock
    runner.variables = dict(variables or {})
    runner.map_runs = functools.partial(distributed.run, children=_CHILDREN)
    runner.outcome = asyncio.get_running_loop().create_future()
    definition = json.loads(execution.definition)
    task = asyncio.get_running_loop().create_task(_guarded(runner, definition, start, data, resume))
    arn = execution.arn
    state.running[arn] = task

    def gone(_: asyncio.Task[None]) -> None:
        if state.running.get(arn) is task:
            del state.running[arn]

    task.add_done_callback(gone)
    return runner


async def _guarded(
    runner: Runner, definition: dict[str, Any], start: str | None, data: Any, resume: Resume | None
) -> None:
    try:
        await runner.run(definition, start, data, resume)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # noqa: BLE001 - an engine fault fails the execution, never the server
        log.exception("execution %s failed inside labcloud", runner.execution.arn)
        runner.finish("FAILED", None, "States.Runtime", f"labcloud could not run the execution: {exc}")


def resume_all(state: SfnState) -> None:
    """After a restart: every standard execution still RUNNING continues from its last transition."""
    state.stopping = False
    for execution in state.executions.running():
        machine = state.machines.find(execution.machine_arn)
        name = machine.name if machine is not None else execution.machine_arn.rsplit(":", 1)[-1]
        cursor = execution.cursor or {"state": None, "input": json.loads(execution.input)}
        kept = max(execution.cursor_event, 1)
        with state.store.transaction():
            state.executions.drop_events_after(execution.arn, kept)
        raw = cursor.get("resume")
        resume = None
        if raw:
            resume = Resume(
                wait_until=raw.get("wait_until"), token=raw.get("token"), entered_time=raw.get("entered")
            )
        mock = None
        case = MockCases(state.store).find(execution.arn)
        if case is not None:
            try:
                mock = state.mocks.case(*case)
            except AwsError as exc:
                Runner(state, execution, name, False).finish(
                    "FAILED", None, "States.Runtime", f"The mock test case is gone: {exc.message}"
                )
                continue
        launch(
            state,
            execution,
            name,
            False,
            cursor.get("state"),
            cursor.get("input"),
            resume,
            kept + 1,
            variables=cursor.get("variables"),
            mock=mock,
        )


async def stop_all(state: SfnState) -> None:
    """Shutdown: runners stop where they are (their cursors are already stored)."""
    state.stopping = True
    tasks = list(state.running.values())
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    state.running.clear()
    for waiter in state.tokens.values():
        if not waiter.future.done():
            waiter.future.cancel()
    state.tokens.clear()


def abort(state: SfnState, execution: Execution, error: str | None, cause: str | None) -> float:
    """Stop a running standard execution: its task ends and ExecutionAborted closes the history."""
    task = state.running.pop(execution.arn, None)
    if task is not None:
        task.cancel()
    now = clock.now()
    with state.store.transaction():
        current = state.executions.find(execution.arn)
        if current is None or current.status != "RUNNING":
            return now
        details: dict[str, Any] = {}
        if error is not None:
            details["error"] = error
        if cause is not None:
            details["cause"] = cause
        event = Event(current.last_event + 1, now, "ExecutionAborted", current.last_event, details)
        state.executions.add_event(execution.arn, event)
        exec_logs.record(state, current, [event])
        state.executions.finish(execution.arn, "ABORTED", None, error, cause, now)
        status_events.announce(
            state, replace(current, status="ABORTED", error=error, cause=cause, stopped=now)
        )
        state.bus.publish(
            "stepfunctions.execution.aborted",
            service="stepfunctions",
            account_id=execution.account_id,
            region=execution.region,
            resource=execution.machine_arn,
            data={
                "execution_arn": execution.arn,
                "name": execution.name,
                "status": "ABORTED",
                "error": error,
            },
        )
    return now


def abort_all(state: SfnState, machine_arn: str) -> None:
    for execution in state.executions.running():
        if execution.machine_arn == machine_arn:
            abort(state, execution, None, "The state machine was deleted")
    parts = machine_arn.split(":")
    express_prefix = ":".join([*parts[:5], "express", parts[6]]) + ":"
    for arn, task in list(state.running.items()):
        if arn.startswith(express_prefix):
            task.cancel()


class _Children:
    """What a Map run needs to start and stop its child executions."""

    def launch(
        self,
        state: SfnState,
        execution: Execution,
        machine_name: str,
        express: bool,
        data: Any,
        events: list[Event] | None,
    ) -> asyncio.Future[Execution]:
        runner = launch(state, execution, machine_name, express, None, data, None, 2, events)
        assert runner.outcome is not None
        return runner.outcome

    def abort(self, state: SfnState, execution: Execution) -> None:
        abort(state, execution, None, None)


_CHILDREN = _Children()
