"""Redrive: a FAILED, ABORTED or TIMED_OUT standard execution runs again from the state it stopped in
(its stored cursor), within 14 days of stopping, with its history going on after an ExecutionRedriven
event; and whether (and why not) an execution can be redriven, as DescribeExecution reports it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.stepfunctions import exec_logs, lifecycle
from labcloud.services.stepfunctions.errors import sfn_error
from labcloud.services.stepfunctions.lookup import date, find_execution
from labcloud.services.stepfunctions.repo.executions import Event, Execution
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import RedriveExecutionRequest, RedriveExecutionResponse

#: How long after it stopped an execution may be redriven (AWS: 14 days).
REDRIVE_WINDOW = 14 * 24 * 3600.0
#: AWS's quota of redrives per execution.
MAX_REDRIVES = 1000
#: AWS's history quota: an execution that reached it cannot go on.
MAX_EVENTS = 25000
_CLOSED = ("FAILED", "ABORTED", "TIMED_OUT")


def not_redrivable_reason(e: Execution, now: float) -> str | None:
    """Why the execution cannot be redriven, or None: it can."""
    if e.status not in _CLOSED:
        return f"Execution is {e.status} and cannot be redriven"
    if e.stopped is not None and now - e.stopped > REDRIVE_WINDOW:
        return "Execution can only be redriven within 14 days of its stop date"
    if e.redrive_count >= MAX_REDRIVES:
        return f"Execution has been redriven {MAX_REDRIVES} times, the maximum"
    if e.last_event + 1 >= MAX_EVENTS:
        return f"Execution history reached the limit of {MAX_EVENTS} events"
    if e.cursor is None:
        return "Execution has no record of the state it stopped in"
    return None


def redrive_execution(
    state: SfnState, request: RedriveExecutionRequest, ctx: RequestContext
) -> RedriveExecutionResponse:
    arn = request["executionArn"]
    token = request.get("clientToken")
    now = clock.now()
    with state.store.transaction():
        e = find_execution(state, arn, ctx)
        if (
            e.status == "RUNNING"
            and token is not None
            and e.redrive_date is not None
            and state.executions.redrive_token(arn) == token
        ):
            return {"redriveDate": date(e.redrive_date)}  # the same request again
        reason = not_redrivable_reason(e, now)
        if reason is not None:
            raise sfn_error("ExecutionNotRedrivable", f"Execution not redrivable: '{reason}'")
        assert e.cursor is not None
        cursor: dict[str, Any] = {k: v for k, v in e.cursor.items() if k != "resume"}
        event_id = e.last_event + 1
        count = e.redrive_count + 1
        redriven = Event(event_id, now, "ExecutionRedriven", e.last_event, {"redriveCount": count})
        state.executions.add_event(arn, redriven)
        state.executions.redrive(arn, cursor, event_id, now, token)
        state.bus.publish(
            "stepfunctions.execution.redriven",
            service="stepfunctions",
            account_id=e.account_id,
            region=e.region,
            resource=e.machine_arn,
            data={"execution_arn": arn, "name": e.name, "status": "RUNNING", "redrive_count": count},
        )
        current = state.executions.find(arn)
    assert current is not None
    exec_logs.record(state, current, [redriven])
    machine = state.machines.find(e.machine_arn)
    name = machine.name if machine is not None else e.machine_arn.rsplit(":", 1)[-1]
    lifecycle.launch(
        state,
        current,
        name,
        False,
        cursor.get("state"),
        cursor.get("input"),
        None,
        event_id + 1,
        variables=cursor.get("variables"),
    )
    return {"redriveDate": date(now)}
