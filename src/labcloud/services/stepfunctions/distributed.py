"""Distributed Map states as Map runs: the items (an ``ItemReader`` or the input), ``ItemSelector``,
``ItemBatcher``, child executions (standard ones stored like any execution, express ones in memory)
started under ``MaxConcurrency``, the tolerated failure threshold, ``ResultWriter`` and the
MapRun* history events of the parent.

Durable: a run and one row per child (with its input) are stored before any child starts, keyed by
the parent execution and the Map state's entered event. A restarted parent resumes the Map state,
finds its run by that key and goes on: finished children keep their outcome, standard children still
running resume from their own cursor, express children cut short and children never started run
(again); a run that had already ended answers its stored outcome without running anything."""

from __future__ import annotations

import asyncio
import json
import uuid
from dataclasses import replace
from typing import Any, Protocol

from labcloud import clock
from labcloud.services.stepfunctions import item_io
from labcloud.services.stepfunctions.asl import paths
from labcloud.services.stepfunctions.asl.errors import StatesError, runtime
from labcloud.services.stepfunctions.asl.interpreter import Thread, dumps, iso
from labcloud.services.stepfunctions.repo.executions import Event, Execution
from labcloud.services.stepfunctions.repo.map_runs import Child, MapRun, MapRuns
from labcloud.services.stepfunctions.state import SfnState
from labcloud.services.sts.interfaces import RoleSessions

THRESHOLD = "States.ExceedToleratedFailureThreshold"
THRESHOLD_CAUSE = "The specified tolerated failure threshold was exceeded"
#: AWS's ceiling for MaxConcurrency 0 (no limit).
UNLIMITED = 10000
#: The most child executions one run may start (a local bound: AWS's run goes to millions).
MAX_CHILDREN = 100_000
_FAILED = ("FAILED", "TIMED_OUT", "ABORTED")


class Runner(Protocol):
    """The parent execution's runner, as a Map run uses it."""

    state: SfnState
    execution: Execution
    machine_name: str

    def now(self) -> float: ...

    def event(self, thread: Thread, kind: str, details: dict[str, Any] | None = None) -> None: ...

    def flush(self, cursor: dict[str, Any] | None = None) -> None: ...


class Children(Protocol):
    """Starting and stopping child executions (``lifecycle`` offers it: runners are started there)."""

    def launch(
        self,
        state: SfnState,
        execution: Execution,
        machine_name: str,
        express: bool,
        data: Any,
        events: list[Event] | None,
    ) -> asyncio.Future[Execution]: ...

    def abort(self, state: SfnState, execution: Execution) -> None: ...


def _int_field(state: dict[str, Any], name: str, data: Any, context: dict[str, Any], default: int) -> int:
    if name in state:
        return int(state[name])
    if f"{name}Path" in state:
        value = paths.read(state[f"{name}Path"], data, context, f"{name}Path")
        if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
            raise runtime(f"The {name}Path field must reference a non-negative number, got {dumps(value)}")
        return int(value)
    return default


def _s3(runner: Runner) -> item_io.S3As:
    e = runner.execution
    principal = None
    sessions = runner.state.caller.interface(RoleSessions)
    if sessions is not None:
        principal = sessions.role_principal(e.role_arn, ("states-" + e.name)[:64])
    return item_io.S3As(runner.state.caller, principal, e.account_id, e.region, e.machine_arn)


async def _items(runner: Runner, state: dict[str, Any], data: Any, context: dict[str, Any]) -> list[Any]:
    reader = state.get("ItemReader")
    if reader is None:
        items = paths.read(state.get("ItemsPath", "$"), data, context, "ItemsPath")
        if not isinstance(items, list):
            raise runtime(
                f"Map state input must be an array: the ItemsPath '{state.get('ItemsPath', '$')}' "
                f"resolved to {dumps(items)}"
            )
        return items
    params = paths.payload(reader.get("Parameters") or {}, data, context)
    config = dict(reader.get("ReaderConfig") or {})
    if "MaxItemsPath" in config:
        config["MaxItems"] = paths.read(config["MaxItemsPath"], data, context, "MaxItemsPath")
    return await item_io.read_items(_s3(runner), reader["Resource"], params, config)


def _inputs(
    state: dict[str, Any], items: list[Any], data: Any, context: dict[str, Any]
) -> list[tuple[int, str]]:
    """Each child's (item count, input text): items through ItemSelector, then into batches."""
    selector = state.get("ItemSelector", state.get("Parameters"))
    selected = []
    for index, item in enumerate(items):
        if selector is None:
            selected.append(item)
            continue
        full = {**context, "Map": {"Item": {"Index": index, "Value": item}}}
        selected.append(paths.payload(selector, data, full))
    batcher = state.get("ItemBatcher")
    if batcher is None:
        return [(1, dumps(value)) for value in selected]
    max_items = _int_field(batcher, "MaxItemsPerBatch", data, context, 0) or len(selected) or 1
    max_bytes = _int_field(batcher, "MaxInputBytesPerBatch", data, context, 0) or 262144
    extra: dict[str, Any] = {}
    if "BatchInput" in batcher:
        extra["BatchInput"] = paths.payload(batcher["BatchInput"], data, context)
    out: list[tuple[int, str]] = []
    batch: list[Any] = []

    def text(members: list[Any]) -> str:
        return dumps({**extra, "Items": members})

    for value in selected:
        if batch and (len(batch) >= max_items or len(text([*batch, value]).encode()) > max_bytes):
            out.append((len(batch), text(batch)))
            batch = []
        if len(text([value]).encode()) > max_bytes:
            raise StatesError(
                "States.ItemBatcherFailed",
                f"An item is larger than MaxInputBytesPerBatch ({max_bytes} bytes)",
            )
        batch.append(value)
    if batch:
        out.append((len(batch), text(batch)))
    return out


def _run_key(runner: Runner, thread: Thread) -> str:
    return f"{runner.execution.arn}#{thread.last}"


def _names(runner: Runner, state_name: str, state: dict[str, Any]) -> tuple[str, str]:
    """The child state machine's name (``machine/label``) and its ARN."""
    e = runner.execution
    label = str(state.get("Label") or state_name)
    name = f"{runner.machine_name.split('/')[0]}/{label}"
    return name, f"arn:aws:states:{e.region}:{e.account_id}:stateMachine:{name}"


async def run(
    runner: Runner,
    name: str,
    state: dict[str, Any],
    data: Any,
    thread: Thread,
    context: dict[str, Any],
    *,
    children: Children,
) -> Any:
    """Run (or resume) the Map run of one distributed Map state attempt; its result."""
    runs = MapRuns(runner.state.store)
    key = _run_key(runner, thread)
    existing = runs.by_key(key)
    if existing is None:
        items = await _items(runner, state, data, context)
        inputs = _inputs(state, items, data, context)
        if len(inputs) > MAX_CHILDREN:
            raise StatesError(
                "States.ItemReaderFailed", f"labcloud runs at most {MAX_CHILDREN} child executions"
            )
        existing = _create(runner, runs, key, name, state, data, context, len(items), inputs)
    runner.event(thread, "MapStateStarted", {"length": existing.total_items})
    runner.event(thread, "MapRunStarted", {"mapRunArn": existing.arn})
    if existing.status == "RUNNING":
        existing = await _drive(runner, children, runs, existing, state, data, context)
    if existing.status == "SUCCEEDED":
        runner.event(thread, "MapRunSucceeded")
        runner.event(thread, "MapStateSucceeded")
        return existing.result
    error, cause = existing.error or THRESHOLD, existing.cause or ""
    runner.event(thread, "MapRunFailed", {"error": error, "cause": cause})
    runner.event(thread, "MapStateFailed")
    raise StatesError(error, cause)


def _create(
    runner: Runner,
    runs: MapRuns,
    key: str,
    name: str,
    state: dict[str, Any],
    data: Any,
    context: dict[str, Any],
    total: int,
    inputs: list[tuple[int, str]],
) -> MapRun:
    e = runner.execution
    label, machine_arn = _names(runner, name, state)
    processor = {k: v for k, v in state["ItemProcessor"].items() if k != "ProcessorConfig"}
    config = state["ItemProcessor"]["ProcessorConfig"]
    pct = state.get("ToleratedFailurePercentage")
    if "ToleratedFailurePercentagePath" in state:
        pct = paths.read(
            state["ToleratedFailurePercentagePath"], data, context, "ToleratedFailurePercentagePath"
        )
        if isinstance(pct, bool) or not isinstance(pct, int | float) or not 0 <= pct <= 100:
            raise runtime(
                f"ToleratedFailurePercentagePath must reference a number from 0 to 100, got {dumps(pct)}"
            )
    writer = None
    if "ResultWriter" in state:
        writer = paths.payload(state["ResultWriter"].get("Parameters") or {}, data, context)
        if not isinstance(writer.get("Bucket"), str) or not isinstance(writer.get("Prefix", ""), str):
            raise StatesError(
                item_io.WRITER_FAILED, "The ResultWriter Parameters must name a Bucket (and a Prefix)"
            )
    run = MapRun(
        arn=f"arn:aws:states:{e.region}:{e.account_id}:mapRun:{label}:{uuid.uuid4()}",
        run_key=key,
        execution_arn=e.arn,
        machine_arn=machine_arn,
        account_id=e.account_id,
        region=e.region,
        status="RUNNING",
        started=runner.now(),
        stopped=None,
        max_concurrency=_int_field(state, "MaxConcurrency", data, context, 0),
        tolerated_percentage=float(pct or 0),
        tolerated_count=_int_field(state, "ToleratedFailureCount", data, context, 0),
        execution_type=str(config["ExecutionType"]),
        processor=processor,
        writer=writer,
        total_items=total,
        results_written=0,
        error=None,
        cause=None,
        result=None,
    )
    with runner.state.store.transaction():
        runs.insert(run, inputs)
        runner.state.bus.publish(
            "stepfunctions.maprun.started",
            service="stepfunctions",
            account_id=e.account_id,
            region=e.region,
            resource=e.machine_arn,
            data={"map_run_arn": run.arn, "execution_arn": e.arn, "children": len(inputs)},
        )
    return run


def exceeded(run: MapRun, failed_items: int) -> bool:
    """Past the tolerated failures: either threshold that is set (above 0) is exceeded; with neither
    set, any failure is too many."""
    checks = []
    if run.tolerated_count > 0:
        checks.append(failed_items > run.tolerated_count)
    if run.tolerated_percentage > 0:
        checks.append(
            run.total_items > 0 and failed_items * 100.0 / run.total_items > run.tolerated_percentage
        )
    return any(checks) if checks else failed_items > 0


async def _drive(
    runner: Runner,
    kids: Children,
    runs: MapRuns,
    run: MapRun,
    state: dict[str, Any],
    data: Any,
    context: dict[str, Any],
) -> MapRun:
    sfn = runner.state
    children = runs.children(run.arn)
    pending: list[Child] = []
    active: dict[asyncio.Future[str], Child] = {}
    express = run.execution_type == "EXPRESS"
    for child in children:
        if child.status == "PENDING" or (child.status == "RUNNING" and express):
            pending.append(child)
        elif child.status == "RUNNING":
            active[asyncio.ensure_future(_await_standard(runner, kids, runs, run, child))] = child
    failed_items = sum(c.items for c in children if c.status in _FAILED)
    runner.flush()
    try:
        while True:
            current = runs.find(run.arn) or run
            if exceeded(current, failed_items):
                await _stop_children(runner, kids, runs, run, active)
                break
            limit = current.max_concurrency or UNLIMITED
            while pending and len(active) < limit:
                child = pending.pop(0)
                active[asyncio.ensure_future(_start(runner, kids, runs, run, child))] = child
            if not active:
                break
            done, _ = await asyncio.wait(set(active), timeout=0.25, return_when=asyncio.FIRST_COMPLETED)
            for future in done:
                child = active.pop(future)
                if future.result() in _FAILED:
                    failed_items += child.items
    except asyncio.CancelledError:
        if not sfn.stopping:  # the parent was stopped: its children stop with it
            await _stop_children(runner, kids, runs, run, active)
            with sfn.store.transaction():
                runs.finish(run.arn, "ABORTED", clock.now())
        raise
    return await _close(runner, runs, run, failed_items)


async def _stop_children(
    runner: Runner, kids: Children, runs: MapRuns, run: MapRun, active: dict[asyncio.Future[str], Child]
) -> None:
    sfn = runner.state
    for future in active:
        future.cancel()
    await asyncio.gather(*active, return_exceptions=True)
    now = clock.now()
    for child in runs.children(run.arn):
        if child.status != "RUNNING" or child.execution_arn is None:
            continue
        execution = sfn.executions.find(child.execution_arn)
        if execution is not None and execution.status == "RUNNING":
            kids.abort(sfn, execution)
        else:
            task = sfn.running.get(child.execution_arn)
            if task is not None:
                task.cancel()
        with sfn.store.transaction():
            runs.end_child(run.arn, child.idx, "ABORTED", None, None, None, now)
    active.clear()


async def _start(runner: Runner, kids: Children, runs: MapRuns, run: MapRun, child: Child) -> str:
    """Start one child and wait for its end; its final status."""
    sfn = runner.state
    parent = runner.execution
    now = clock.now()
    label = run.machine_arn.rsplit(":", 1)[-1]
    name = str(uuid.uuid4())
    express = run.execution_type == "EXPRESS"
    if express:
        arn = f"arn:aws:states:{run.region}:{run.account_id}:express:{label}:{name}:{uuid.uuid4()}"
    else:
        arn = f"arn:aws:states:{run.region}:{run.account_id}:execution:{label}:{name}"
    execution = Execution(
        arn,
        run.machine_arn,
        run.account_id,
        run.region,
        name,
        "RUNNING",
        child.input,
        None,
        None,
        None,
        now,
        None,
        json.dumps(run.processor),
        parent.role_arn,
        None,
        None,
        1,
        1,
    )
    started = Event(
        1,
        now,
        "ExecutionStarted",
        0,
        {"input": child.input, "inputDetails": {"truncated": False}, "roleArn": parent.role_arn},
    )
    data = json.loads(child.input)
    with sfn.store.transaction():
        runs.start_child(run.arn, child.idx, arn, now)
        if not express:
            sfn.executions.insert(execution)
            sfn.executions.add_event(arn, started)
            sfn.executions.save_cursor(arn, {"state": None, "input": data}, 1)
    outcome = kids.launch(sfn, execution, label, express, data, [started] if express else None)
    if express:
        try:
            await asyncio.wait({outcome})
        except asyncio.CancelledError:
            task = sfn.running.get(arn)
            if task is not None:
                task.cancel()
            raise
        return _ended(runner, runs, run, child.idx, outcome.result())
    started_child = replace(child, status="RUNNING", execution_arn=arn, started=now)
    return await _await_standard(runner, kids, runs, run, started_child)


async def _await_standard(runner: Runner, kids: Children, runs: MapRuns, run: MapRun, child: Child) -> str:
    sfn = runner.state
    assert child.execution_arn is not None
    task = sfn.running.get(child.execution_arn)
    if task is not None:
        await asyncio.wait({task})
    done = sfn.executions.find(child.execution_arn)
    if done is None:
        raise runtime(f"The child execution {child.execution_arn} is gone")
    if done.status == "RUNNING":  # no runner goes on with it (it was not resumed): run the item again
        kids.abort(sfn, done)
        with sfn.store.transaction():
            runs.reset_child(run.arn, child.idx)
        return await _start(runner, kids, runs, run, replace(child, status="PENDING", execution_arn=None))
    return _ended(runner, runs, run, child.idx, done)


def _ended(runner: Runner, runs: MapRuns, run: MapRun, idx: int, done: Execution) -> str:
    with runner.state.store.transaction():
        runs.end_child(
            run.arn, idx, done.status, done.output, done.error, done.cause, done.stopped or clock.now()
        )
    return done.status


def _entry(run: MapRun, child: Child) -> dict[str, Any]:
    """A child execution as a ResultWriter file lists it (DescribeExecution's members, PascalCase)."""
    entry: dict[str, Any] = {
        "ExecutionArn": child.execution_arn,
        "Input": child.input,
        "InputDetails": {"Included": True},
        "Name": (child.execution_arn or "").split(":")[7] if child.execution_arn else None,
        "RedriveCount": 0,
        "RedriveStatus": "NOT_REDRIVABLE",
        "RedriveStatusReason": f"Execution is {child.status} and cannot be redriven",
        "StartDate": iso(child.started) if child.started else None,
        "StateMachineArn": run.machine_arn,
        "Status": child.status,
        "StopDate": iso(child.stopped) if child.stopped else None,
    }
    if child.status == "SUCCEEDED":
        entry["Output"] = child.output
        entry["OutputDetails"] = {"Included": True}
    else:
        if child.error is not None:
            entry["Error"] = child.error
        if child.cause is not None:
            entry["Cause"] = child.cause
    return entry


async def _close(runner: Runner, runs: MapRuns, run: MapRun, failed_items: int) -> MapRun:
    sfn = runner.state
    current = runs.find(run.arn) or run
    children = runs.children(run.arn)
    failed = exceeded(current, failed_items)
    error: str | None = THRESHOLD if failed else None
    cause: str | None = THRESHOLD_CAUSE if failed else None
    result: Any = None
    written = 0
    if run.writer is not None:
        files: dict[str, list[Any]] = {"SUCCEEDED": [], "FAILED": [], "PENDING": []}
        for child in children:
            if child.status == "SUCCEEDED":
                files["SUCCEEDED"].append(_entry(run, child))
            elif child.status in _FAILED:
                files["FAILED"].append(_entry(run, child))
        try:
            details = await item_io.write_results(
                _s3(runner),
                run.writer["Bucket"],
                str(run.writer.get("Prefix", "")),
                run.arn.rsplit(":", 1)[-1],
                run.arn,
                files,
            )
            written = sum(c.items for c in children if c.status == "SUCCEEDED" or c.status in _FAILED)
            result = {"MapRunArn": run.arn, "ResultWriterDetails": details}
        except StatesError as exc:
            if not failed:
                failed, error, cause = True, exc.error, exc.cause
    else:
        result = [
            json.loads(c.output)
            if c.status == "SUCCEEDED" and c.output is not None
            else {"Error": c.error, "Cause": c.cause}
            for c in children
            if c.status != "PENDING"
        ]
    status = "FAILED" if failed else "SUCCEEDED"
    with sfn.store.transaction():
        runs.finish(run.arn, status, clock.now(), error, cause, None if failed else result, written)
        sfn.bus.publish(
            f"stepfunctions.maprun.{status.lower()}",
            service="stepfunctions",
            account_id=run.account_id,
            region=run.region,
            resource=runner.execution.machine_arn,
            data={"map_run_arn": run.arn, "execution_arn": run.execution_arn, "error": error},
        )
    return runs.find(run.arn) or run


def counts(runs: MapRuns, run: MapRun) -> tuple[dict[str, int], dict[str, int]]:
    """DescribeMapRun's itemCounts and executionCounts."""
    found = runs.counts(run.arn)

    def of(status: str, which: int) -> int:
        return found.get(status, (0, 0))[which]

    out = []
    for which in (1, 0):
        item = {
            "pending": of("PENDING", which),
            "running": of("RUNNING", which),
            "succeeded": of("SUCCEEDED", which),
            "failed": of("FAILED", which),
            "timedOut": of("TIMED_OUT", which),
            "aborted": of("ABORTED", which),
            "total": sum(v[which] for v in found.values()),
            "resultsWritten": run.results_written
            if which == 1
            else (
                0
                if run.results_written == 0
                else sum(v[0] for s, v in found.items() if s != "PENDING" and s != "RUNNING")
            ),
            "failuresNotRedrivable": 0,
            "pendingRedrive": 0,
        }
        out.append(item)
    return out[0], out[1]
