"""Execution operations: start (idempotent by name and input), start sync (express), describe, list,
stop, history, and the state machine an execution ran."""

from __future__ import annotations

import base64
import json
import uuid
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.json_document import loads as load_json
from labcloud.services.stepfunctions import (
    alias_ops,
    arns,
    exec_logs,
    lifecycle,
    map_run_ops,
    mock_config,
    redrive_ops,
    status_events,
)
from labcloud.services.stepfunctions.errors import (
    check_account,
    machine_missing,
    sfn_error,
    type_not_supported,
)
from labcloud.services.stepfunctions.lookup import date, find_execution, find_machine
from labcloud.services.stepfunctions.repo.executions import Event, Execution
from labcloud.services.stepfunctions.repo.machines import Machine
from labcloud.services.stepfunctions.repo.map_runs import MapRuns
from labcloud.services.stepfunctions.repo.mock_cases import MockCases
from labcloud.services.stepfunctions.runner import history_entry
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import (
        DescribeExecutionRequest,
        DescribeExecutionResponse,
        DescribeStateMachineForExecutionRequest,
        DescribeStateMachineForExecutionResponse,
        GetExecutionHistoryRequest,
        GetExecutionHistoryResponse,
        ListExecutionsRequest,
        ListExecutionsResponse,
        StartExecutionRequest,
        StartExecutionResponse,
        StartSyncExecutionRequest,
        StartSyncExecutionResponse,
        StopExecutionRequest,
        StopExecutionResponse,
    )

STATUSES = ("RUNNING", "SUCCEEDED", "FAILED", "TIMED_OUT", "ABORTED", "PENDING_REDRIVE")
NOT_SUPPORTED = "This operation is not supported by this type of state machine"


def _input(text: str | None) -> tuple[str, Any]:
    given = "{}" if text is None else text
    try:
        return given, load_json(given)
    except ValueError as exc:
        raise sfn_error("InvalidExecutionInput", f"Invalid State Machine Execution Input: '{exc}'") from None


def _started_details(execution: Execution) -> dict[str, Any]:
    out = {"input": execution.input, "inputDetails": {"truncated": False}, "roleArn": execution.role_arn}
    if execution.alias_arn:
        out["stateMachineAliasArn"] = execution.alias_arn
    if execution.version_arn:
        out["stateMachineVersionArn"] = execution.version_arn
    return out


def _target(state: SfnState, arn: str, ctx: RequestContext) -> tuple[Machine, str | None, str | None]:
    """The machine an execution runs: the machine itself, one of its versions, or the version its
    alias draws; with the version and alias ARNs the execution records."""
    parsed, qualifier = arns.parse_qualified(arn)
    if qualifier is None:
        return find_machine(state, arn, ctx), None, None
    check_account(arn, parsed.account_id, ctx)
    alias_arn = None
    version_arn = arn
    if not arns.is_version(qualifier):
        alias = state.versions.alias(arn)
        if alias is None:
            raise machine_missing(arn)
        alias_arn, version_arn = arn, alias_ops.choose(alias)
    version = state.versions.find(version_arn)
    machine = state.machines.find(arn.rsplit(":", 1)[0])
    if version is None or machine is None:
        raise machine_missing(arn)
    snapshot = replace(machine, type=version.type, definition=version.definition, role_arn=version.role_arn)
    return snapshot, version_arn, alias_arn


def start_execution(
    state: SfnState, request: StartExecutionRequest, ctx: RequestContext
) -> StartExecutionResponse:
    machine_arn, case = mock_config.split_case(request["stateMachineArn"])
    machine, version_arn, alias_arn = _target(state, machine_arn, ctx)
    mock = None if case is None else state.mocks.case(machine.name, case)
    name = arns.check_name(request["name"]) if "name" in request else str(uuid.uuid4())
    text, data = _input(request.get("input"))
    now = clock.now()
    if machine.type == "EXPRESS":
        arn = arns.express_arn(machine.region, machine.account_id, machine.name, name, str(uuid.uuid4()))
        execution = _execution(arn, machine, name, text, now, request.get("traceHeader"))
        execution = replace(execution, version_arn=version_arn, alias_arn=alias_arn)
        started = Event(1, now, "ExecutionStarted", 0, _started_details(execution))
        _published_start(state, execution)
        exec_logs.record(state, execution, [started])
        lifecycle.launch(state, execution, machine.name, True, None, data, None, 2, [started], mock=mock)
        return {"executionArn": arn, "startDate": date(now)}
    arn = arns.execution_arn(machine.region, machine.account_id, machine.name, name)
    with state.store.transaction():
        existing = state.executions.find(arn)
        if existing is not None:
            if existing.status == "RUNNING" and existing.input == text:
                return {"executionArn": arn, "startDate": date(existing.started)}
            raise sfn_error("ExecutionAlreadyExists", f"Execution Already Exists: '{arn}'")
        execution = _execution(arn, machine, name, text, now, request.get("traceHeader"))
        execution = replace(execution, version_arn=version_arn, alias_arn=alias_arn)
        state.executions.insert(execution)
        started = Event(1, now, "ExecutionStarted", 0, _started_details(execution))
        state.executions.add_event(arn, started)
        exec_logs.record(state, execution, [started])
        state.executions.save_cursor(arn, {"state": None, "input": data}, 1)
        if mock is not None:
            MockCases(state.store).insert(arn, mock.machine, mock.name)
        _published_start(state, execution)
        status_events.announce(state, execution)
    lifecycle.launch(state, execution, machine.name, False, None, data, None, 2, mock=mock)
    return {"executionArn": arn, "startDate": date(now)}


def _published_start(state: SfnState, execution: Execution) -> None:
    state.bus.publish(
        "stepfunctions.execution.started",
        service="stepfunctions",
        account_id=execution.account_id,
        region=execution.region,
        resource=execution.machine_arn,
        data={"execution_arn": execution.arn, "name": execution.name, "status": "RUNNING"},
    )


def _execution(arn: str, machine: Any, name: str, text: str, now: float, trace: str | None) -> Execution:
    return Execution(
        arn,
        machine.arn,
        machine.account_id,
        machine.region,
        name,
        "RUNNING",
        text,
        None,
        None,
        None,
        now,
        None,
        machine.definition,
        machine.role_arn,
        trace,
        None,
        1,
        1,
    )


async def start_sync_execution(
    state: SfnState, request: StartSyncExecutionRequest, ctx: RequestContext
) -> StartSyncExecutionResponse:
    machine_arn, case = mock_config.split_case(request["stateMachineArn"])
    machine, version_arn, alias_arn = _target(state, machine_arn, ctx)
    if machine.type != "EXPRESS":
        raise type_not_supported(NOT_SUPPORTED)
    mock = None if case is None else state.mocks.case(machine.name, case)
    name = arns.check_name(request["name"]) if "name" in request else str(uuid.uuid4())
    text, data = _input(request.get("input"))
    now = clock.now()
    arn = arns.express_arn(machine.region, machine.account_id, machine.name, name, str(uuid.uuid4()))
    execution = _execution(arn, machine, name, text, now, request.get("traceHeader"))
    execution = replace(execution, version_arn=version_arn, alias_arn=alias_arn)
    started = Event(1, now, "ExecutionStarted", 0, _started_details(execution))
    _published_start(state, execution)
    exec_logs.record(state, execution, [started])
    runner = lifecycle.launch(state, execution, machine.name, True, None, data, None, 2, [started], mock=mock)
    assert runner.outcome is not None
    done = await runner.outcome
    out: StartSyncExecutionResponse = {
        "executionArn": arn,
        "stateMachineArn": machine.arn,
        "name": name,
        "startDate": date(done.started),
        "stopDate": date(done.stopped or clock.now()),
        "status": done.status,
        "input": text,
        "inputDetails": {"included": True},
        "billingDetails": {
            "billedMemoryUsedInMB": 64,
            "billedDurationInMilliseconds": max(100, int(((done.stopped or now) - now) * 1000)),
        },
    }
    if done.output is not None:
        out["output"] = done.output
        out["outputDetails"] = {"included": True}
    if done.error is not None:
        out["error"] = done.error
    if done.cause is not None:
        out["cause"] = done.cause
    return out


def describe_execution(
    state: SfnState, request: DescribeExecutionRequest, ctx: RequestContext
) -> DescribeExecutionResponse:
    e = find_execution(state, request["executionArn"], ctx)
    out: DescribeExecutionResponse = {
        "executionArn": e.arn,
        "stateMachineArn": e.machine_arn,
        "name": e.name,
        "status": e.status,
        "startDate": date(e.started),
        "input": e.input,
        "inputDetails": {"included": True},
        "redriveCount": e.redrive_count,
    }
    reason = redrive_ops.not_redrivable_reason(e, clock.now())
    out["redriveStatus"] = "REDRIVABLE" if reason is None else "NOT_REDRIVABLE"
    if reason is not None:
        out["redriveStatusReason"] = reason
    if e.redrive_date is not None:
        out["redriveDate"] = date(e.redrive_date)
    if e.stopped is not None:
        out["stopDate"] = date(e.stopped)
    if e.output is not None:
        out["output"] = e.output
        out["outputDetails"] = {"included": True}
    if e.error is not None:
        out["error"] = e.error
    if e.cause is not None:
        out["cause"] = e.cause
    if e.trace_header:
        out["traceHeader"] = e.trace_header
    child = MapRuns(state.store).child_of(e.arn)
    if child is not None:
        out["mapRunArn"] = child.map_run_arn
    if e.version_arn:
        out["stateMachineVersionArn"] = e.version_arn
    if e.alias_arn:
        out["stateMachineAliasArn"] = e.alias_arn
    return out


def _page_token(e: Execution) -> str:
    return base64.urlsafe_b64encode(json.dumps([e.started, e.arn]).encode()).decode()


def _from_token(token: str) -> tuple[float, str]:
    try:
        started, arn = json.loads(base64.urlsafe_b64decode(token.encode()))
        return float(started), str(arn)
    except (ValueError, TypeError):
        raise sfn_error("InvalidToken", f"Invalid Token: '{token}'") from None


def list_executions(
    state: SfnState, request: ListExecutionsRequest, ctx: RequestContext
) -> ListExecutionsResponse:
    if "mapRunArn" in request:
        return map_run_ops.list_children(state, request, ctx)
    if "stateMachineArn" not in request:
        raise sfn_error("ValidationException", "Must provide a StateMachine ARN or MapRun ARN")
    redrive_filter = request.get("redriveFilter")
    if redrive_filter not in (None, "REDRIVEN", "NOT_REDRIVEN"):
        raise sfn_error("ValidationException", "redriveFilter must be one of REDRIVEN, NOT_REDRIVEN")
    listed = request["stateMachineArn"]
    parsed, qualifier = arns.parse_qualified(listed)
    version_arn = alias_arn = None
    if qualifier is not None:
        check_account(listed, parsed.account_id, ctx)
        found_qualified = (
            state.versions.find(listed) if arns.is_version(qualifier) else state.versions.alias(listed)
        )
        if found_qualified is None:
            raise sfn_error("ResourceNotFound", f"Resource not found: '{listed}'")
        version_arn, alias_arn = (listed, None) if arns.is_version(qualifier) else (None, listed)
    machine = find_machine(state, listed.rsplit(":", 1)[0] if qualifier else listed, ctx)
    if machine.type == "EXPRESS":
        raise type_not_supported(NOT_SUPPORTED)
    limit = request.get("maxResults") or 100
    before = _from_token(request["nextToken"]) if request.get("nextToken") else None
    found = state.executions.page(
        machine.arn,
        request.get("statusFilter"),
        before,
        limit + 1,
        version_arn,
        alias_arn,
        None if redrive_filter is None else redrive_filter == "REDRIVEN",
    )
    items = []
    for e in found[:limit]:
        item: dict[str, Any] = {
            "executionArn": e.arn,
            "stateMachineArn": e.machine_arn,
            "name": e.name,
            "status": e.status,
            "startDate": date(e.started),
            "redriveCount": e.redrive_count,
        }
        if e.redrive_date is not None:
            item["redriveDate"] = date(e.redrive_date)
        if e.stopped is not None:
            item["stopDate"] = date(e.stopped)
        if e.version_arn:
            item["stateMachineVersionArn"] = e.version_arn
        if e.alias_arn:
            item["stateMachineAliasArn"] = e.alias_arn
        items.append(item)
    out: ListExecutionsResponse = {"executions": items}  # type: ignore[typeddict-item]
    if len(found) > limit:
        out["nextToken"] = _page_token(found[limit - 1])
    return out


def stop_execution(
    state: SfnState, request: StopExecutionRequest, ctx: RequestContext
) -> StopExecutionResponse:
    arn = request["executionArn"]
    parsed = arns.parse(arn, ("execution", "express"))
    if parsed.kind == "express":
        raise sfn_error(
            "ValidationException", "This operation is not supported by EXPRESS state machine executions"
        )
    e = find_execution(state, arn, ctx)
    if e.status != "RUNNING":
        return {"stopDate": date(e.stopped or clock.now())}
    return {"stopDate": date(lifecycle.abort(state, e, request.get("error"), request.get("cause")))}


_DATA_MEMBERS = ("input", "output", "inputDetails", "outputDetails")


def get_execution_history(
    state: SfnState, request: GetExecutionHistoryRequest, ctx: RequestContext
) -> GetExecutionHistoryResponse:
    e = find_execution(state, request["executionArn"], ctx)
    limit = request.get("maxResults") or 100
    reverse = bool(request.get("reverseOrder", False))
    after = 0
    if request.get("nextToken"):
        try:
            after = int(base64.urlsafe_b64decode(request["nextToken"].encode()).decode())
        except ValueError:
            raise sfn_error("InvalidToken", f"Invalid Token: '{request['nextToken']}'") from None
    events = state.executions.events(e.arn, after, limit + 1, reverse)
    keep_data = request.get("includeExecutionData", True)
    out_events = []
    for event in events[:limit]:
        entry = history_entry(event)
        if not keep_data:
            for key, value in entry.items():
                if isinstance(value, dict):
                    entry[key] = {k: v for k, v in value.items() if k not in _DATA_MEMBERS}
        out_events.append(entry)
    out: GetExecutionHistoryResponse = {"events": out_events}  # type: ignore[typeddict-item]
    if len(events) > limit:
        out["nextToken"] = base64.urlsafe_b64encode(str(events[limit - 1].id).encode()).decode()
    return out


def describe_state_machine_for_execution(
    state: SfnState, request: DescribeStateMachineForExecutionRequest, ctx: RequestContext
) -> DescribeStateMachineForExecutionResponse:
    e = find_execution(state, request["executionArn"], ctx)
    machine = state.machines.find(e.machine_arn)
    out: DescribeStateMachineForExecutionResponse = {
        "stateMachineArn": e.machine_arn,
        "name": e.machine_arn.rsplit(":", 1)[-1],
        "definition": e.definition,
        "roleArn": e.role_arn,
        "updateDate": date(machine.created if machine is not None else e.started),
    }
    if machine is not None:
        out["loggingConfiguration"] = machine.logging  # type: ignore[typeddict-item]
        out["tracingConfiguration"] = machine.tracing  # type: ignore[typeddict-item]
        out["revisionId"] = machine.revision_id
    return out
