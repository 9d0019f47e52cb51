"""Durable functions: ``DurableConfig``, durable executions and the checkpoint protocol their SDK speaks.

A function created with a ``DurableConfig`` runs as AWS runs it: an invocation with a qualified name
starts an *execution* (``<function ARN>:<version>/durable-execution/<name>/<id>``) whose function
receives an envelope (``DurableExecutionArn``, ``CheckpointToken``, ``InitialExecutionState`` with the
operations so far) and answers ``{"Status": "SUCCEEDED"|"FAILED"|"PENDING", "Result"|"Error"}``. Between
invocations the SDK records operations with ``CheckpointDurableExecution``: steps (with retries due
at a time), waits (a timer), callbacks (completed by ``SendDurableExecutionCallback*``), child
contexts and chained invokes. This module applies those updates, keeps the history, and decides
when the execution's next invocation is due (``next_at``); :mod:`durable_worker` runs the due ones on
labcloud's clock, so a moved clock fires a wait. ``ExecutionTimeout`` ends a running execution
(``TIMED_OUT``); an ended one is kept ``RetentionPeriodInDays`` days.

Everything is in Lambda's store (``repo/durable.py``): a running execution survives a restart.
"""

from __future__ import annotations

import asyncio
import base64
import json
import secrets
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_ import records
from labcloud.services.lambda_.core import Resolved, page
from labcloud.services.lambda_.repo import durable as repo
from labcloud.services.lambda_.repo.durable import ExecutionRow
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.unsupported import unsupported

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        CheckpointDurableExecutionRequest,
        CheckpointDurableExecutionResponse,
        DeleteDurableExecutionRequest,
        DeleteDurableExecutionResponse,
        GetDurableExecutionHistoryRequest,
        GetDurableExecutionHistoryResponse,
        GetDurableExecutionRequest,
        GetDurableExecutionResponse,
        GetDurableExecutionStateRequest,
        GetDurableExecutionStateResponse,
        ListDurableExecutionsByFunctionRequest,
        ListDurableExecutionsByFunctionResponse,
        PauseDurableExecutionRequest,
        PauseDurableExecutionResponse,
        ResumeDurableExecutionRequest,
        ResumeDurableExecutionResponse,
        SendDurableExecutionCallbackFailureRequest,
        SendDurableExecutionCallbackFailureResponse,
        SendDurableExecutionCallbackHeartbeatRequest,
        SendDurableExecutionCallbackHeartbeatResponse,
        SendDurableExecutionCallbackSuccessRequest,
        SendDurableExecutionCallbackSuccessResponse,
        StopDurableExecutionRequest,
        StopDurableExecutionResponse,
    )

DEFAULT_RETENTION_DAYS = 14
DEFAULT_EXECUTION_TIMEOUT = 86400
#: Synchronous invocations of a durable function: AWS's 15 minutes.
SYNC_LIMIT = 900
#: An invocation that fails (an unhandled error, not the SDK's FAILED) is retried this many times.
INVOCATION_RETRIES = 2
#: Operations one execution may record (AWS documents a bound; labcloud keeps it sensible).
MAX_OPERATIONS = 3000
#: The invocation event's share of Lambda's 6 MB payload given to operations (the rest is paged).
ENVELOPE_BUDGET = 5_000_000
_TERMINAL = ("SUCCEEDED", "FAILED", "TIMED_OUT", "STOPPED")


def _invalid(message: str) -> AwsError:
    return AwsError("InvalidParameterValueException", message, status=400, Type="User")


def _not_found(message: str) -> AwsError:
    return AwsError("ResourceNotFoundException", message, status=404, Type="User")


# -- configuration -----------------------------------------------------------------------


def config_of(request: Mapping[str, Any], current: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
    """The ``DurableConfig`` to store from a Create/UpdateFunctionConfiguration request, or None."""
    given = request.get("DurableConfig")
    if given is None:
        return None
    if given.get("KMSKeyArn"):
        raise unsupported("DurableConfig.KMSKeyArn", "customer managed KMS keys for durable state")
    out = dict(current or {})
    out.setdefault("RetentionPeriodInDays", DEFAULT_RETENTION_DAYS)
    out.setdefault("ExecutionTimeout", DEFAULT_EXECUTION_TIMEOUT)
    for key in ("RetentionPeriodInDays", "ExecutionTimeout"):
        if given.get(key) is not None:
            out[key] = int(given[key])
    return out


def config_for_update(request: Mapping[str, Any], current: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """UpdateFunctionConfiguration's DurableConfig: a durable function's may change; durability itself
    is chosen when the function is created (AWS: it cannot be turned on or off later)."""
    if request.get("DurableConfig") is None:
        return None
    if not current:
        raise _invalid(
            "DurableConfig cannot be added to an existing function; durable execution is enabled at creation"
        )
    return config_of(request, current)


def durable_config(resolved: Resolved) -> dict[str, Any] | None:
    found = resolved.config.extra.get("DurableConfig")
    return dict(found) if isinstance(found, dict) else None


# -- identifiers ---------------------------------------------------------------------------


def _token() -> str:
    return base64.b64encode(secrets.token_bytes(24)).decode()


def callback_id(arn: str, op_id: str) -> str:
    raw = json.dumps([arn, op_id, secrets.token_hex(4)]).encode()
    return base64.b64encode(raw).decode()


def _parse_callback_id(value: str) -> tuple[str, str] | None:
    try:
        arn, op_id, _nonce = json.loads(base64.b64decode(value, validate=True))
    except (ValueError, TypeError):
        return None
    return (str(arn), str(op_id)) if isinstance(arn, str) and isinstance(op_id, str) else None


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


# -- history -------------------------------------------------------------------------------


def _event(
    state: LambdaState, ex: ExecutionRow, event_type: str, op: Mapping[str, Any] | None, **details: Any
) -> None:
    ex.events += 1
    doc: dict[str, Any] = {"EventType": event_type, "EventId": ex.events, "EventTimestamp": clock.now()}
    if op is not None:
        for key in ("Id", "Name", "ParentId", "SubType"):
            if op.get(key):
                doc[key] = op[key]
    if details:
        doc[f"{event_type}Details"] = details
    repo.add_event(state.store, ex.arn, ex.events, doc)


def _payload(value: Any) -> dict[str, Any]:
    return {"Payload": value} if value is not None else {}


def _error(value: Any) -> dict[str, Any]:
    return {"Payload": value} if value else {}


def _publish(state: LambdaState, ex: ExecutionRow, kind: str, **data: Any) -> None:
    state.bus.publish(
        f"lambda.durable_execution.{kind}",
        service="lambda",
        account_id=ex.account_id,
        region=ex.region,
        resource=ex.arn,
        data={
            "function_name": ex.function_name,
            "execution_name": ex.exec_name,
            "status": ex.status,
            **data,
        },
    )


# -- starting an execution ---------------------------------------------------------------------


def check_invocable(resolved: Resolved, kind: str) -> dict[str, Any]:
    """The function's DurableConfig when an Invoke of ``kind`` may start an execution (AWS's rules)."""
    found = durable_config(resolved)
    assert found is not None
    if not resolved.qualifier:
        raise _invalid("You cannot invoke a durable function using an unqualified ARN.")
    if kind == "RequestResponse" and int(found["ExecutionTimeout"]) > SYNC_LIMIT:
        raise _invalid(
            "You cannot synchronously invoke a durable function with an ExecutionTimeout greater than "
            f"{SYNC_LIMIT} seconds. Use an asynchronous invocation (InvocationType Event)."
        )
    return found


def start(
    state: LambdaState,
    ctx: RequestContext,
    resolved: Resolved,
    payload: bytes,
    name: str | None,
) -> tuple[ExecutionRow, bool]:
    """Start (or, for a repeated name with the same input, find) the execution; True when new."""
    config = check_invocable(resolved, "Event")
    text = payload.decode("utf-8")
    if name:
        existing = repo.by_name(state.store, ctx.account_id, ctx.region, resolved.name, name)
        if existing is not None:
            if existing.doc.get("InputPayload") == text and existing.status == "RUNNING":
                return existing, False
            raise AwsError(
                "DurableExecutionAlreadyStartedException",
                f"Durable execution with name {name} already exists for function {resolved.name}",
                status=409,
                Type="User",
            )
    exec_name = name or str(uuid.uuid4())
    now = clock.now()
    function_arn = ":".join(resolved.config.function_arn.split(":")[:7])  # without a qualifier
    invocation_id = uuid.uuid4().hex  # also the EXECUTION operation's id, as the SDK expects
    arn = f"{function_arn}:{resolved.version}/durable-execution/{exec_name}/{invocation_id}"
    timeout = int(config["ExecutionTimeout"])
    ex = ExecutionRow(
        arn=arn,
        account_id=ctx.account_id,
        region=ctx.region,
        function_name=resolved.name,
        qualifier=resolved.qualifier or "$LATEST",
        version=resolved.version,
        exec_name=exec_name,
        status="RUNNING",
        doc={
            "DurableExecutionArn": arn,
            "DurableExecutionName": exec_name,
            "FunctionArn": f"{function_arn}:{resolved.version}",
            "InputPayload": text,
            "Version": resolved.version,
            "DurableConfig": config,
            "_updated": [],
        },
        started=now,
        ended=None,
        timeout_at=now + timeout,
        retain_until=None,
        token=_token(),
        next_at=now,
        attempts=0,
        events=0,
        ops=0,
    )
    execution_op = {
        "Id": invocation_id,
        "Type": "EXECUTION",
        "Status": "STARTED",
        "StartTimestamp": now,
        "ExecutionDetails": {"InputPayload": text},
    }
    with state.store.transaction():
        repo.insert(state.store, ex)
        ex.ops += 1
        repo.put_operation(state.store, arn, ex.ops, execution_op)
        _event(state, ex, "ExecutionStarted", execution_op, Input={"Payload": text}, ExecutionTimeout=timeout)
        ex.doc["_execution_op"] = execution_op["Id"]
        repo.save(state.store, ex)
        _publish(state, ex, "started")
    if state.durable_wake is not None:
        state.durable_wake.set()
    return ex, True


# -- ending an execution ------------------------------------------------------------------------


def finish(
    state: LambdaState,
    ex: ExecutionRow,
    status: str,
    *,
    result: str | None = None,
    error: dict[str, Any] | None = None,
) -> None:
    """End the execution (inside the caller's transaction) and wake whoever waits on it."""
    now = clock.now()
    ex.status = status
    ex.ended = now
    ex.next_at = None
    days = int(ex.doc.get("DurableConfig", {}).get("RetentionPeriodInDays", DEFAULT_RETENTION_DAYS))
    ex.retain_until = now + days * 86400
    ex.token = _token()  # revokes the running invocation's token
    if result is not None:
        ex.doc["Result"] = result
    if error:
        ex.doc["Error"] = error
    op_id = ex.doc.get("_execution_op")
    op = repo.operation(state.store, ex.arn, op_id) if op_id else None
    if op is not None:
        op["Status"] = status
        op["EndTimestamp"] = now
        repo.put_operation(state.store, ex.arn, 0, op)
    kind = {"SUCCEEDED": "ExecutionSucceeded", "FAILED": "ExecutionFailed"}.get(status)
    if kind == "ExecutionSucceeded":
        _event(state, ex, kind, op, Result=_payload(result))
    elif kind == "ExecutionFailed":
        _event(state, ex, kind, op, Error=_error(error))
    elif status == "TIMED_OUT":
        _event(state, ex, "ExecutionTimedOut", op, Error=_error(error))
    else:
        _event(state, ex, "ExecutionStopped", op, Error=_error(error))
    repo.save(state.store, ex)
    _publish(state, ex, "finished", result=result, error=error)
    for waiter in state.durable_waiters.pop(ex.arn, []):
        if not waiter.done():
            waiter.set_result(None)


async def wait_finished(state: LambdaState, arn: str, seconds: float) -> ExecutionRow | None:
    """The execution once it has ended, or None when ``seconds`` passed first."""
    ex = repo.get(state.store, arn)
    if ex is None or ex.status in _TERMINAL:
        return ex
    waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    state.durable_waiters.setdefault(arn, []).append(waiter)
    try:
        await asyncio.wait_for(waiter, seconds)
    except asyncio.TimeoutError:
        return None
    finally:
        waiters = state.durable_waiters.get(arn, [])
        if waiter in waiters:
            waiters.remove(waiter)
    return repo.get(state.store, arn)


# -- the checkpoint protocol -----------------------------------------------------------------------


def _running(state: LambdaState, ctx: RequestContext, arn: str, token: str | None) -> ExecutionRow:
    ex = repo.get(state.store, arn)
    if ex is None or ex.account_id != ctx.account_id:
        raise _invalid(f"Durable execution not found: {arn}")
    if token is not None and token != ex.token:
        raise _invalid("Invalid checkpoint token")
    return ex


def _apply(state: LambdaState, ex: ExecutionRow, update: Mapping[str, Any], now: float) -> dict[str, Any]:
    """Apply one OperationUpdate; returns the operation as it now stands."""
    op_id, kind, action = update["Id"], update["Type"], update["Action"]
    op = repo.operation(state.store, ex.arn, op_id)
    if op is None:
        if action != "START" and kind not in ("EXECUTION", "STEP", "CONTEXT"):
            raise _invalid(f"Operation {op_id} has no START checkpoint")
        if ex.ops >= MAX_OPERATIONS:
            raise _invalid(f"A durable execution can record at most {MAX_OPERATIONS} operations")
        op = {"Id": op_id, "Type": kind, "StartTimestamp": now, "Status": "STARTED"}
        for key in ("ParentId", "Name", "SubType"):
            if update.get(key):
                op[key] = update[key]
        ex.ops += 1
        seq = ex.ops
    else:
        if op["Type"] != kind:
            raise _invalid(f"Operation {op_id} is a {op['Type']}, not a {kind}")
        seq = 0
    payload, error = update.get("Payload"), update.get("Error")
    if kind == "EXECUTION":
        if action == "SUCCEED":
            finish(state, ex, "SUCCEEDED", result=payload if payload is not None else "")
        elif action == "FAIL":
            finish(state, ex, "FAILED", error=error)
        else:
            raise _invalid(f"Action {action} is not valid for an EXECUTION operation")
        found = repo.operation(state.store, ex.arn, op_id)
        return found or op
    if kind == "STEP":
        details = op.setdefault("StepDetails", {"Attempt": 0})
        if action == "START":
            op["Status"] = "STARTED"
            details.pop("NextAttemptTimestamp", None)
            _event(state, ex, "StepStarted", op)
        elif action == "SUCCEED":
            op.update(Status="SUCCEEDED", EndTimestamp=now)
            if payload is not None:
                details["Result"] = payload
            _event(
                state,
                ex,
                "StepSucceeded",
                op,
                Result=_payload(payload),
                RetryDetails={"CurrentAttempt": details["Attempt"]},
            )
        elif action == "FAIL":
            op.update(Status="FAILED", EndTimestamp=now)
            if error:
                details["Error"] = error
            _event(
                state,
                ex,
                "StepFailed",
                op,
                Error=_error(error),
                RetryDetails={"CurrentAttempt": details["Attempt"]},
            )
        elif action == "RETRY":
            delay = int((update.get("StepOptions") or {}).get("NextAttemptDelaySeconds") or 1)
            details["Attempt"] = int(details.get("Attempt", 0)) + 1
            details["NextAttemptTimestamp"] = now + delay
            op["Status"] = "PENDING"
            if error:
                details["Error"] = error
            if payload is not None:
                details["Result"] = payload
            _event(
                state,
                ex,
                "StepFailed",
                op,
                Error=_error(error),
                RetryDetails={"CurrentAttempt": details["Attempt"], "NextAttemptDelaySeconds": delay},
            )
        else:
            raise _invalid(f"Action {action} is not valid for a STEP operation")
    elif kind == "WAIT":
        if action == "START":
            seconds = int((update.get("WaitOptions") or {}).get("WaitSeconds") or 1)
            op["WaitDetails"] = {"ScheduledEndTimestamp": now + seconds}
            op["Status"] = "STARTED"
            op["_duration"] = seconds
            _event(state, ex, "WaitStarted", op, Duration=seconds, ScheduledEndTimestamp=now + seconds)
        elif action == "CANCEL":
            op.update(Status="CANCELLED", EndTimestamp=now)
            _event(state, ex, "WaitCancelled", op, **({"Error": _error(error)} if error else {}))
        else:
            raise _invalid(f"Action {action} is not valid for a WAIT operation")
    elif kind == "CALLBACK":
        if action != "START":
            raise _invalid(f"Action {action} is not valid for a CALLBACK operation")
        if "CallbackDetails" not in op:
            options = update.get("CallbackOptions") or {}
            cid = callback_id(ex.arn, op_id)
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
            _event(state, ex, "CallbackStarted", op, **started)
    elif kind == "CONTEXT":
        details = op.setdefault("ContextDetails", {})
        if action == "START":
            op["Status"] = "STARTED"
            if (update.get("ContextOptions") or {}).get("ReplayChildren"):
                details["ReplayChildren"] = True
            _event(state, ex, "ContextStarted", op)
        elif action == "SUCCEED":
            op.update(Status="SUCCEEDED", EndTimestamp=now)
            if payload is not None:
                details["Result"] = payload
            if (update.get("ContextOptions") or {}).get("ReplayChildren"):
                details["ReplayChildren"] = True
            _event(state, ex, "ContextSucceeded", op, Result=_payload(payload))
        elif action == "FAIL":
            op.update(Status="FAILED", EndTimestamp=now)
            if error:
                details["Error"] = error
            _event(state, ex, "ContextFailed", op, Error=_error(error))
        else:
            raise _invalid(f"Action {action} is not valid for a CONTEXT operation")
    elif kind == "CHAINED_INVOKE":
        if action != "START":
            raise _invalid(f"Action {action} is not valid for a CHAINED_INVOKE operation")
        if "ChainedInvokeDetails" not in op:
            options = update.get("ChainedInvokeOptions") or {}
            op["ChainedInvokeDetails"] = {}
            op["_invoke"] = {"FunctionName": options.get("FunctionName"), "Payload": payload}
            _event(
                state,
                ex,
                "ChainedInvokeStarted",
                op,
                FunctionName=str(options.get("FunctionName")),
                Input=_payload(payload),
            )
            state.durable_chained.append((ex.arn, op_id))
    repo.put_operation(state.store, ex.arn, seq, op)
    return op


def public_operation(op: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in op.items() if not k.startswith("_")}


def _checkpoint(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    arn, token = params["DurableExecutionArn"], params["CheckpointToken"]
    updates = list(params.get("Updates") or [])
    with state.store.transaction():
        ex = _running(state, ctx, arn, token)
        if ex.status != "RUNNING":
            raise _invalid(f"Durable execution {arn} is not running (status {ex.status})")
        now = clock.now()
        seen: dict[str, dict[str, Any]] = {}
        for update in updates:
            op = _apply(state, ex, update, now)
            seen[op["Id"]] = public_operation(op)
            if ex.status != "RUNNING":
                break
        if ex.status == "RUNNING":
            ex.token = _token()
            repo.save(state.store, ex)
    if state.durable_chained and state.durable_wake is not None:
        state.durable_wake.set()
    return {"CheckpointToken": ex.token, "NewExecutionState": {"Operations": list(seen.values())}}


def _get_state(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    ex = _running(state, ctx, params["DurableExecutionArn"], params["CheckpointToken"])
    ops = [public_operation(op) for op in repo.operations(state.store, ex.arn)]
    answer = page(ops, {**params, "MaxItems": params.get("MaxItems") or 1000}, "Operations")
    return answer


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


# -- timers: what is due before the next invocation --------------------------------------------------


def ripen(state: LambdaState, ex: ExecutionRow, now: float) -> None:
    """Complete the waits whose time has come, make due step retries READY, time out callbacks."""
    for op in repo.operations(state.store, ex.arn):
        changed = False
        if op["Type"] == "WAIT" and op["Status"] == "STARTED":
            if float(op.get("WaitDetails", {}).get("ScheduledEndTimestamp", 0)) <= now:
                op.update(Status="SUCCEEDED", EndTimestamp=now)
                _event(state, ex, "WaitSucceeded", op, Duration=op.get("_duration", 0))
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
                _event(state, ex, "CallbackTimedOut", op, Error=_error(error))
                changed = True
        if changed:
            repo.put_operation(state.store, ex.arn, 0, op)
            _mark_updated(ex, op["Id"])


def _mark_updated(ex: ExecutionRow, op_id: str) -> None:
    updated = list(ex.doc.get("_updated") or [])
    if op_id not in updated:
        updated.append(op_id)
    ex.doc["_updated"] = updated


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


def complete_chained(
    state: LambdaState, arn: str, op_id: str, result: str | None, error: dict[str, Any] | None
) -> None:
    """Record a chained invoke's answer and make the execution due."""
    with state.store.transaction():
        ex = repo.get(state.store, arn)
        op = repo.operation(state.store, arn, op_id) if ex is not None else None
        if ex is None or op is None or ex.status != "RUNNING" or op.get("Status") != "STARTED":
            return
        now = clock.now()
        op.update(Status="FAILED" if error else "SUCCEEDED", EndTimestamp=now)
        if error:
            op["ChainedInvokeDetails"] = {"Error": error}
            _event(state, ex, "ChainedInvokeFailed", op, Error=_error(error))
        else:
            op["ChainedInvokeDetails"] = {"Result": result} if result is not None else {}
            _event(state, ex, "ChainedInvokeSucceeded", op, Result=_payload(result))
        repo.put_operation(state.store, arn, 0, op)
        _mark_updated(ex, op_id)
        if arn not in state.durable_running:
            ex.next_at = now
        repo.save(state.store, ex)


# -- callbacks ---------------------------------------------------------------------------------


def _callback(state: LambdaState, value: str) -> tuple[ExecutionRow, dict[str, Any]]:
    parsed = _parse_callback_id(value)
    ex = repo.get(state.store, parsed[0]) if parsed else None
    op = repo.operation(state.store, ex.arn, parsed[1]) if ex is not None and parsed is not None else None
    if ex is None or op is None or op.get("CallbackDetails", {}).get("CallbackId") != value:
        raise _not_found(f"Callback not found: {value}")
    if op["Status"] == "TIMED_OUT":
        raise AwsError("CallbackTimeoutException", f"Callback timed out: {value}", status=400, Type="User")
    if op["Status"] != "STARTED" or ex.status != "RUNNING":
        raise _invalid(f"Callback {value} is already completed")
    return ex, op


def _complete_callback(
    state: LambdaState, value: str, status: str, result: str | None, error: dict[str, Any] | None
) -> None:
    with state.store.transaction():
        ex, op = _callback(state, value)
        now = clock.now()
        op.update(Status=status, EndTimestamp=now)
        if result is not None:
            op["CallbackDetails"]["Result"] = result
        if error:
            op["CallbackDetails"]["Error"] = error
        repo.put_operation(state.store, ex.arn, 0, op)
        if status == "SUCCEEDED":
            _event(state, ex, "CallbackSucceeded", op, Result=_payload(result))
        else:
            _event(state, ex, "CallbackFailed", op, Error=_error(error))
        _mark_updated(ex, op["Id"])
        if ex.arn not in state.durable_running:  # a running invocation's end makes it due (settle)
            ex.next_at = now
        repo.save(state.store, ex)
    if state.durable_wake is not None:
        state.durable_wake.set()


def _callback_success(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    raw = params.get("Result")
    result = None if raw is None else bytes(raw).decode("utf-8", "replace")
    _complete_callback(state, params["CallbackId"], "SUCCEEDED", result, None)
    return {}


def _callback_failure(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    _complete_callback(state, params["CallbackId"], "FAILED", None, dict(params.get("Error") or {}))
    return {}


def _callback_heartbeat(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    with state.store.transaction():
        ex, op = _callback(state, params["CallbackId"])
        if op.get("_heartbeat"):
            op["_heartbeat_at"] = clock.now() + int(op["_heartbeat"])
            repo.put_operation(state.store, ex.arn, 0, op)
    return {}


# -- the management API -------------------------------------------------------------------------


def _execution(state: LambdaState, ctx: RequestContext, arn: str) -> ExecutionRow:
    ex = repo.get(state.store, arn)
    if ex is None or ex.account_id != ctx.account_id:
        raise _not_found(f"Durable execution not found: {arn}")
    return ex


def _summary(ex: ExecutionRow) -> dict[str, Any]:
    out: dict[str, Any] = {
        "DurableExecutionArn": ex.arn,
        "DurableExecutionName": ex.exec_name,
        "FunctionArn": ex.doc["FunctionArn"],
        "Status": ex.status,
        "StartTimestamp": ex.started,
    }
    if ex.ended is not None:
        out["EndTimestamp"] = ex.ended
    return out


def _get_execution(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    ex = _execution(state, ctx, params["DurableExecutionArn"])
    out = _summary(ex)
    include = params.get("IncludeExecutionData", True) is not False
    if include:
        out["InputPayload"] = ex.doc.get("InputPayload", "")
        if "Result" in ex.doc:
            out["Result"] = ex.doc["Result"]
        if ex.doc.get("Error"):
            out["Error"] = ex.doc["Error"]
    out["ExecutionDataIncluded"] = include
    out["Version"] = ex.version
    out["DurableConfig"] = ex.doc.get("DurableConfig", {})
    if ex.status == "RUNNING":
        out["ExpectedExecutionTimeoutTimestamp"] = ex.timeout_at
    return out


def _get_history(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    ex = _execution(state, ctx, params["DurableExecutionArn"])
    events = repo.events(state.store, ex.arn)
    if params.get("IncludeExecutionData") is False:
        for event in events:
            for key, value in list(event.items()):
                if key.endswith("Details") and isinstance(value, dict):
                    event[key] = {k: v for k, v in value.items() if k not in ("Input", "Result", "Error")}
    if params.get("ReverseOrder"):
        events.reverse()
    return page(events, {**params, "MaxItems": params.get("MaxItems") or 100}, "Events")


def _list_by_function(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    resolved = records.resolve(state, ctx, params["FunctionName"], params.get("Qualifier"))
    rows = repo.of_function(state.store, ctx.account_id, ctx.region, resolved.name)
    if params.get("Qualifier"):
        rows = [r for r in rows if r.version == resolved.version]
    if params.get("DurableExecutionName"):
        rows = [r for r in rows if r.exec_name == params["DurableExecutionName"]]
    if params.get("Statuses"):
        rows = [r for r in rows if r.status in params["Statuses"]]
    after, before = params.get("StartedAfter"), params.get("StartedBefore")
    if after is not None:
        rows = [r for r in rows if r.started >= _epoch(after)]
    if before is not None:
        rows = [r for r in rows if r.started <= _epoch(before)]
    if params.get("ReverseOrder"):
        rows.reverse()
    return page([_summary(r) for r in rows], params, "DurableExecutions")


def _epoch(value: Any) -> float:
    return float(value.timestamp()) if hasattr(value, "timestamp") else float(value)


def _stop(state: LambdaState, params: Mapping[str, Any], ctx: RequestContext) -> dict[str, Any]:
    with state.store.transaction():
        ex = _execution(state, ctx, params["DurableExecutionArn"])
        if ex.status != "RUNNING":
            raise AwsError(
                "InvalidParameterValueException",
                f"Durable execution {ex.arn} is not running (status {ex.status})",
                status=400,
                Type="User",
            )
        error = dict(params.get("Error") or {}) or None
        finish(state, ex, "STOPPED", error=error)
    return {"StopTimestamp": ex.ended}


# -- the invocation's output ------------------------------------------------------------------------


def settle(state: LambdaState, arn: str, payload: bytes, function_error: str | None) -> None:
    """Record what one invocation answered: the end, the next invocation's time, or a retry."""
    with state.store.transaction():
        ex = repo.get(state.store, arn)
        if ex is None or ex.status != "RUNNING":
            return
        now = clock.now()
        try:
            output: Any = json.loads(payload or b"null")
        except ValueError:
            output = None
        if function_error and isinstance(output, dict):
            output = {"errorType": output.get("errorType"), "errorMessage": output.get("errorMessage")}
        status = output.get("Status") if isinstance(output, dict) else None
        if status == "SUCCEEDED":
            result = output.get("Result")
            if result in (None, "") and "Result" in ex.doc:
                result = ex.doc["Result"]
            finish(state, ex, "SUCCEEDED", result=result if result is not None else "")
        elif status == "FAILED":
            finish(state, ex, "FAILED", error=output.get("Error") or ex.doc.get("Error"))
        elif status == "PENDING":
            ex.attempts = 0
            ex.next_at = next_due(state, ex)
            repo.save(state.store, ex)
        else:  # the invocation failed (the handler raised past the SDK, a timeout, a crash): retried
            if isinstance(output, dict) and output.get("errorType"):
                error = {
                    "ErrorType": output["errorType"],
                    "ErrorMessage": str(output.get("errorMessage") or ""),
                }
            else:
                text = (payload or b"").decode("utf-8", "replace")[:1024]
                error = {"ErrorType": "Lambda.Unhandled", "ErrorMessage": text}
            ex.attempts += 1
            if ex.attempts > INVOCATION_RETRIES:
                finish(state, ex, "FAILED", error=error)
            else:
                ex.next_at = now + 2**ex.attempts
                repo.save(state.store, ex)


def time_out(state: LambdaState, ex: ExecutionRow) -> None:
    finish(
        state,
        ex,
        "TIMED_OUT",
        error={
            "ErrorType": "States.Timeout",
            "ErrorMessage": "The durable execution exceeded its ExecutionTimeout",
        },
    )


# -- the operations table's entries (typed by the generated api) -----------------------------------


def checkpoint(
    state: LambdaState, params: CheckpointDurableExecutionRequest, ctx: RequestContext
) -> CheckpointDurableExecutionResponse:
    return cast(
        "CheckpointDurableExecutionResponse", _checkpoint(state, cast("Mapping[str, Any]", params), ctx)
    )


def get_state(
    state: LambdaState, params: GetDurableExecutionStateRequest, ctx: RequestContext
) -> GetDurableExecutionStateResponse:
    return cast("GetDurableExecutionStateResponse", _get_state(state, cast("Mapping[str, Any]", params), ctx))


def callback_success(
    state: LambdaState, params: SendDurableExecutionCallbackSuccessRequest, ctx: RequestContext
) -> SendDurableExecutionCallbackSuccessResponse:
    return cast(
        "SendDurableExecutionCallbackSuccessResponse",
        _callback_success(state, cast("Mapping[str, Any]", params), ctx),
    )


def callback_failure(
    state: LambdaState, params: SendDurableExecutionCallbackFailureRequest, ctx: RequestContext
) -> SendDurableExecutionCallbackFailureResponse:
    return cast(
        "SendDurableExecutionCallbackFailureResponse",
        _callback_failure(state, cast("Mapping[str, Any]", params), ctx),
    )


def callback_heartbeat(
    state: LambdaState, params: SendDurableExecutionCallbackHeartbeatRequest, ctx: RequestContext
) -> SendDurableExecutionCallbackHeartbeatResponse:
    return cast(
        "SendDurableExecutionCallbackHeartbeatResponse",
        _callback_heartbeat(state, cast("Mapping[str, Any]", params), ctx),
    )


def get_execution(
    state: LambdaState, params: GetDurableExecutionRequest, ctx: RequestContext
) -> GetDurableExecutionResponse:
    return cast("GetDurableExecutionResponse", _get_execution(state, cast("Mapping[str, Any]", params), ctx))


def get_history(
    state: LambdaState, params: GetDurableExecutionHistoryRequest, ctx: RequestContext
) -> GetDurableExecutionHistoryResponse:
    return cast(
        "GetDurableExecutionHistoryResponse", _get_history(state, cast("Mapping[str, Any]", params), ctx)
    )


def list_by_function(
    state: LambdaState, params: ListDurableExecutionsByFunctionRequest, ctx: RequestContext
) -> ListDurableExecutionsByFunctionResponse:
    return cast(
        "ListDurableExecutionsByFunctionResponse",
        _list_by_function(state, cast("Mapping[str, Any]", params), ctx),
    )


def stop(
    state: LambdaState, params: StopDurableExecutionRequest, ctx: RequestContext
) -> StopDurableExecutionResponse:
    return cast("StopDurableExecutionResponse", _stop(state, cast("Mapping[str, Any]", params), ctx))


def pause(
    state: LambdaState, params: PauseDurableExecutionRequest, ctx: RequestContext
) -> PauseDurableExecutionResponse:
    """Refused loudly (after AWS's not-found): labcloud does not pause, resume or delete executions."""
    _execution(state, ctx, params["DurableExecutionArn"])
    raise unsupported("PauseDurableExecution", "pausing, resuming or deleting durable executions")


def resume(
    state: LambdaState, params: ResumeDurableExecutionRequest, ctx: RequestContext
) -> ResumeDurableExecutionResponse:
    """Refused loudly (after AWS's not-found): labcloud does not pause, resume or delete executions."""
    _execution(state, ctx, params["DurableExecutionArn"])
    raise unsupported("ResumeDurableExecution", "pausing, resuming or deleting durable executions")


def delete(
    state: LambdaState, params: DeleteDurableExecutionRequest, ctx: RequestContext
) -> DeleteDurableExecutionResponse:
    """Refused loudly (after AWS's not-found): labcloud does not pause, resume or delete executions."""
    _execution(state, ctx, params["DurableExecutionArn"])
    raise unsupported("DeleteDurableExecution", "pausing, resuming or deleting durable executions")
