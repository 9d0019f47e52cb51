"""An execution's timers: the waits, step retries and callback timeouts whose time has come (``ripen``,
before an invocation) and when a suspended execution must next be invoked (``next_due``)."""

from __future__ import annotations

from labcloud import clock
from labcloud.services.lambda_.durable.common import error_doc, history_event, mark_updated
from labcloud.services.lambda_.repo import durable as repo
from labcloud.services.lambda_.repo.durable import ExecutionRow
from labcloud.services.lambda_.state import LambdaState


def ripen(state: LambdaState, ex: ExecutionRow, now: float) -> None:
    """Complete the waits whose time has come, make due step retries READY, time out callbacks."""
    for op in repo.operations(state.store, ex.arn):
        changed = False
        if op["Type"] == "WAIT" and op["Status"] == "STARTED":
            if float(op.get("WaitDetails", {}).get("ScheduledEndTimestamp", 0)) <= now:
                op.update(Status="SUCCEEDED", EndTimestamp=now)
                history_event(state, ex, "WaitSucceeded", op, Duration=op.get("_duration", 0))
                changed = True
        elif op["Type"] == "STEP" and op["Status"] == "PENDING":
            if float(op.get("StepDetails", {}).get("NextAttemptTimestamp", 0)) <= now:
                op["Status"] = "READY"
                changed = True
        elif op["Type"] == "CALLBACK" and op["Status"] == "STARTED":
            limit = min(float(op.get("_timeout_at") or 1e18), float(op.get("_heartbeat_at") or 1e18))
            if limit <= now:
                kind = (
                    "Callback.Timeout"
                    if float(op.get("_timeout_at") or 1e18) <= now
                    else "Callback.Heartbeat"
                )
                error = {"ErrorType": kind, "ErrorMessage": "Callback timed out"}
                op.update(Status="TIMED_OUT", EndTimestamp=now)
                op["CallbackDetails"]["Error"] = error
                history_event(state, ex, "CallbackTimedOut", op, Error=error_doc(error))
                changed = True
        if changed:
            repo.put_operation(state.store, ex.arn, 0, op)
            mark_updated(ex, op["Id"])


def next_due(state: LambdaState, ex: ExecutionRow) -> float | None:
    """When the suspended execution must be invoked again (None: only a callback can resume it)."""
    if ex.doc.get("_updated"):
        return clock.now()
    times = [ex.timeout_at]
    for op in repo.operations(state.store, ex.arn):
        if op["Type"] == "WAIT" and op["Status"] == "STARTED":
            times.append(float(op["WaitDetails"]["ScheduledEndTimestamp"]))
        elif op["Type"] == "STEP" and op["Status"] in ("PENDING", "READY"):
            times.append(float(op["StepDetails"].get("NextAttemptTimestamp") or 0))
        elif op["Type"] == "CALLBACK" and op["Status"] == "STARTED":
            for key in ("_timeout_at", "_heartbeat_at"):
                if op.get(key):
                    times.append(float(op[key]))
    return min(times)
