"""The checkpoint protocol the durable execution SDK speaks: ``CheckpointDurableExecution`` applies its
operation updates (steps, waits, callbacks, child contexts, chained invokes, the execution's own end),
``GetDurableExecutionState`` pages the operations, and ``envelope`` is the invocation's event."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.core import page
from labcloud.services.lambda_.durable.common import (
    callback_id,
    error_doc,
    history_event,
    invalid,
    new_token,
    payload_doc,
)
from labcloud.services.lambda_.durable.lifecycle import finish
from labcloud.services.lambda_.repo import durable as repo
from labcloud.services.lambda_.repo.durable import ExecutionRow
from labcloud.services.lambda_.state import LambdaState

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        CheckpointDurableExecutionRequest,
        CheckpointDurableExecutionResponse,
        GetDurableExecutionStateRequest,
        GetDurableExecutionStateResponse,
    )

#: Operations one execution may record (AWS documents a bound; labcloud keeps it sensible).
MAX_OPERATIONS = 3000
#: The invocation event's share of Lambda's 6 MB payload given to operations (the rest is paged).
ENVELOPE_BUDGET = 5_000_000


def _ms(value: Any) -> Any:
    return int(round(float(value) * 1000)) if isinstance(value, (int, float)) else value


def envelope_operation(doc: dict[str, Any]) -> dict[str, Any]:
    """An operation as the SDK reads it in its invocation event: timestamps in epoch milliseconds."""
    out = json.loads(json.dumps(doc))
    for key in ("StartTimestamp", "EndTimestamp"):
        if key in out:
            out[key] = _ms(out[key])
    if "NextAttemptTimestamp" in out.get("StepDetails", {}):
        out["StepDetails"]["NextAttemptTimestamp"] = _ms(out["StepDetails"]["NextAttemptTimestamp"])
    if "ScheduledEndTimestamp" in out.get("WaitDetails", {}):
        out["WaitDetails"]["ScheduledEndTimestamp"] = _ms(out["WaitDetails"]["ScheduledEndTimestamp"])
    return out


def _running(state: LambdaState, ctx: RequestContext, arn: str, token: str | None) -> ExecutionRow:
    ex = repo.get(state.store, arn)
    if ex is None or ex.account_id != ctx.account_id:
        raise invalid(f"Durable execution not found: {arn}")
    if token is not None and token != ex.token:
        raise invalid("Invalid checkpoint token")
    return ex


def _apply(state: LambdaState, ex: ExecutionRow, update: Mapping[str, Any], now: float) -> dict[str, Any]:
    """Apply one OperationUpdate; returns the operation as it now stands."""
    op_id, kind, action = update["Id"], update["Type"], update["Action"]
    op = repo.operation(state.store, ex.arn, op_id)
    if op is None:
        if action != "START" and kind not in ("EXECUTION", "STEP", "CONTEXT"):
            raise invalid(f"Operation {op_id} has no START checkpoint")
        if ex.ops >= MAX_OPERATIONS:
            raise invalid(f"A durable execution can record at most {MAX_OPERATIONS} operations")
        op = {"Id": op_id, "Type": kind, "StartTimestamp": now, "Status": "STARTED"}
        for key in ("ParentId", "Name", "SubType"):
            if update.get(key):
                op[key] = update[key]
        ex.ops += 1
        seq = ex.ops
    else:
        if op["Type"] != kind:
            raise invalid(f"Operation {op_id} is a {op['Type']}, not a {kind}")
        seq = 0
    if kind == "EXECUTION":
        _execution(state, ex, update)
        return repo.operation(state.store, ex.arn, op_id) or op
    applies = _APPLIES.get(kind)
    if applies is not None:
        applies(state, ex, op, update, now)
    repo.put_operation(state.store, ex.arn, seq, op)
    return op


def _refused(kind: str, action: str) -> AwsError:
    article = "an" if kind == "EXECUTION" else "a"
    return invalid(f"Action {action} is not valid for {article} {kind} operation")


def _execution(state: LambdaState, ex: ExecutionRow, update: Mapping[str, Any]) -> None:
    """The SDK ends the execution itself (a result or an error too large for the invocation's answer)."""
    payload, action = update.get("Payload"), update["Action"]
    if action == "SUCCEED":
        finish(state, ex, "SUCCEEDED", result=payload if payload is not None else "")
    elif action == "FAIL":
        finish(state, ex, "FAILED", error=update.get("Error"))
    else:
        raise _refused("EXECUTION", action)


def _end(
    state: LambdaState,
    ex: ExecutionRow,
    op: dict[str, Any],
    details: dict[str, Any],
    update: Mapping[str, Any],
    now: float,
    **more: Any,
) -> None:
    """SUCCEED or FAIL of a step or a child context: its end, its result or error, its history event."""
    payload, error = update.get("Payload"), update.get("Error")
    prefix = "Step" if op["Type"] == "STEP" else "Context"
    if update["Action"] == "SUCCEED":
        op.update(Status="SUCCEEDED", EndTimestamp=now)
        if payload is not None:
            details["Result"] = payload
        history_event(state, ex, f"{prefix}Succeeded", op, Result=payload_doc(payload), **more)
    else:
        op.update(Status="FAILED", EndTimestamp=now)
        if error:
            details["Error"] = error
        history_event(state, ex, f"{prefix}Failed", op, Error=error_doc(error), **more)


def _step(
    state: LambdaState, ex: ExecutionRow, op: dict[str, Any], update: Mapping[str, Any], now: float
) -> None:
    action, payload, error = update["Action"], update.get("Payload"), update.get("Error")
    details = op.setdefault("StepDetails", {"Attempt": 0})
    if action == "START":
        op["Status"] = "STARTED"
        details.pop("NextAttemptTimestamp", None)
        history_event(state, ex, "StepStarted", op)
    elif action in ("SUCCEED", "FAIL"):
        _end(state, ex, op, details, update, now, RetryDetails={"CurrentAttempt": details["Attempt"]})
    elif action == "RETRY":
        delay = int((update.get("StepOptions") or {}).get("NextAttemptDelaySeconds") or 1)
        details["Attempt"] = int(details.get("Attempt", 0)) + 1
        details["NextAttemptTimestamp"] = now + delay
        op["Status"] = "PENDING"
        if error:
            details["Error"] = error
        if payload is not None:
            details["Result"] = payload
        retry = {"CurrentAttempt": details["Attempt"], "NextAttemptDelaySeconds": delay}
        history_event(state, ex, "StepFailed", op, Error=error_doc(error), RetryDetails=retry)
    else:
        raise _refused("STEP", action)


def _wait(
    state: LambdaState, ex: ExecutionRow, op: dict[str, Any], update: Mapping[str, Any], now: float
) -> None:
    action, error = update["Action"], update.get("Error")
    if action == "START":
        seconds = int((update.get("WaitOptions") or {}).get("WaitSeconds") or 1)
        op["WaitDetails"] = {"ScheduledEndTimestamp": now + seconds}
        op["Status"] = "STARTED"
        op["_duration"] = seconds
        history_event(state, ex, "WaitStarted", op, Duration=seconds, ScheduledEndTimestamp=now + seconds)
    elif action == "CANCEL":
        op.update(Status="CANCELLED", EndTimestamp=now)
        history_event(state, ex, "WaitCancelled", op, **({"Error": error_doc(error)} if error else {}))
    else:
        raise _refused("WAIT", action)


def _callback(
    state: LambdaState, ex: ExecutionRow, op: dict[str, Any], update: Mapping[str, Any], now: float
) -> None:
    if update["Action"] != "START":
        raise _refused("CALLBACK", update["Action"])
    if "CallbackDetails" in op:
        return
    options = update.get("CallbackOptions") or {}
    cid = callback_id(ex.arn, op["Id"])
    op["CallbackDetails"] = {"CallbackId": cid}
    timeout = int(options.get("TimeoutSeconds") or 0)
    heartbeat = int(options.get("HeartbeatTimeoutSeconds") or 0)
    if timeout:
        op["_timeout_at"] = now + timeout
    if heartbeat:
        op["_heartbeat"] = heartbeat
        op["_heartbeat_at"] = now + heartbeat
    started: dict[str, Any] = {"CallbackId": cid}
    if timeout:
        started["Timeout"] = timeout
    if heartbeat:
        started["HeartbeatTimeout"] = heartbeat
    history_event(state, ex, "CallbackStarted", op, **started)


def _context(
    state: LambdaState, ex: ExecutionRow, op: dict[str, Any], update: Mapping[str, Any], now: float
) -> None:
    action = update["Action"]
    details = op.setdefault("ContextDetails", {})
    replay = bool((update.get("ContextOptions") or {}).get("ReplayChildren"))
    if action == "START":
        op["Status"] = "STARTED"
        if replay:
            details["ReplayChildren"] = True
        history_event(state, ex, "ContextStarted", op)
    elif action in ("SUCCEED", "FAIL"):
        _end(state, ex, op, details, update, now)
        if action == "SUCCEED" and replay:
            details["ReplayChildren"] = True
    else:
        raise _refused("CONTEXT", action)


def _chained_invoke(
    state: LambdaState, ex: ExecutionRow, op: dict[str, Any], update: Mapping[str, Any], now: float
) -> None:
    if update["Action"] != "START":
        raise _refused("CHAINED_INVOKE", update["Action"])
    if "ChainedInvokeDetails" in op:
        return
    options, payload = update.get("ChainedInvokeOptions") or {}, update.get("Payload")
    op["ChainedInvokeDetails"] = {}
    op["_invoke"] = {"FunctionName": options.get("FunctionName"), "Payload": payload}
    if options.get("TenantId"):  # the tenant of a tenant-isolated target (``tenancy.py``)
        op["_invoke"]["TenantId"] = options["TenantId"]
    function = str(options.get("FunctionName"))
    history_event(state, ex, "ChainedInvokeStarted", op, FunctionName=function, Input=payload_doc(payload))
    state.durable_chained.append((ex.arn, op["Id"]))


#: How an update of each operation type (other than the execution's own) is applied.
_APPLIES: dict[str, Callable[[LambdaState, ExecutionRow, dict[str, Any], Mapping[str, Any], float], None]] = {
    "STEP": _step,
    "WAIT": _wait,
    "CALLBACK": _callback,
    "CONTEXT": _context,
    "CHAINED_INVOKE": _chained_invoke,
}


def public_operation(op: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in op.items() if not k.startswith("_")}


def checkpoint(
    state: LambdaState, params: CheckpointDurableExecutionRequest, ctx: RequestContext
) -> CheckpointDurableExecutionResponse:
    arn, token = params["DurableExecutionArn"], params["CheckpointToken"]
    updates = list(params.get("Updates") or [])
    with state.store.transaction():
        ex = _running(state, ctx, arn, token)
        if ex.status != "RUNNING":
            raise invalid(f"Durable execution {arn} is not running (status {ex.status})")
        now = clock.now()
        seen: dict[str, dict[str, Any]] = {}
        for update in updates:
            op = _apply(state, ex, cast("Mapping[str, Any]", update), now)
            seen[op["Id"]] = public_operation(op)
            if ex.status != "RUNNING":
                break
        if ex.status == "RUNNING":
            ex.token = new_token()
            repo.save(state.store, ex)
    if state.durable_chained and state.durable_wake is not None:
        state.durable_wake.set()
    answer = {"CheckpointToken": ex.token, "NewExecutionState": {"Operations": list(seen.values())}}
    return cast("CheckpointDurableExecutionResponse", answer)


def get_state(
    state: LambdaState, params: GetDurableExecutionStateRequest, ctx: RequestContext
) -> GetDurableExecutionStateResponse:
    ex = _running(state, ctx, params["DurableExecutionArn"], params["CheckpointToken"])
    ops = [public_operation(op) for op in repo.operations(state.store, ex.arn)]
    answer = page(ops, {**params, "MaxItems": params.get("MaxItems") or 1000}, "Operations")
    return cast("GetDurableExecutionStateResponse", answer)


def envelope(state: LambdaState, ex: ExecutionRow) -> dict[str, Any]:
    """The invocation's event: the operations that fit in :data:`ENVELOPE_BUDGET` bytes, and a
    ``NextMarker`` from which the SDK reads the rest with GetDurableExecutionState."""
    ops: list[dict[str, Any]] = []
    size, marker = 0, ""
    stored = repo.operations(state.store, ex.arn)
    for index, op in enumerate(stored):
        shown = envelope_operation(public_operation(op))
        size += len(json.dumps(shown))
        if size > ENVELOPE_BUDGET and ops:
            marker = str(index)
            break
        ops.append(shown)
    return {
        "DurableExecutionArn": ex.arn,
        "CheckpointToken": ex.token,
        "InitialExecutionState": {"Operations": ops, "NextMarker": marker},
        "UpdatedOperationIds": list(ex.doc.get("_updated") or []),
    }
