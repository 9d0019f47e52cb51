"""Completions from outside the execution: ``SendDurableExecutionCallbackSuccess``/``Failure``/``Heartbeat``
and a chained invoke's answer; each makes the execution due unless an invocation is running."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.durable.common import (
    error_doc,
    history_event,
    invalid,
    mark_updated,
    not_found,
    parse_callback_id,
    payload_doc,
)
from labcloud.services.lambda_.repo import durable as repo
from labcloud.services.lambda_.repo.durable import ExecutionRow
from labcloud.services.lambda_.state import LambdaState

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        SendDurableExecutionCallbackFailureRequest,
        SendDurableExecutionCallbackFailureResponse,
        SendDurableExecutionCallbackHeartbeatRequest,
        SendDurableExecutionCallbackHeartbeatResponse,
        SendDurableExecutionCallbackSuccessRequest,
        SendDurableExecutionCallbackSuccessResponse,
    )


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
            history_event(state, ex, "ChainedInvokeFailed", op, Error=error_doc(error))
        else:
            op["ChainedInvokeDetails"] = {"Result": result} if result is not None else {}
            history_event(state, ex, "ChainedInvokeSucceeded", op, Result=payload_doc(result))
        repo.put_operation(state.store, arn, 0, op)
        mark_updated(ex, op_id)
        if arn not in state.durable_running:
            ex.next_at = now
        repo.save(state.store, ex)


def _callback(state: LambdaState, value: str) -> tuple[ExecutionRow, dict[str, Any]]:
    parsed = parse_callback_id(value)
    ex = repo.get(state.store, parsed[0]) if parsed else None
    op = repo.operation(state.store, ex.arn, parsed[1]) if ex is not None and parsed is not None else None
    if ex is None or op is None or op.get("CallbackDetails", {}).get("CallbackId") != value:
        raise not_found(f"Callback not found: {value}")
    if op["Status"] == "TIMED_OUT":
        raise AwsError("CallbackTimeoutException", f"Callback timed out: {value}", status=400, Type="User")
    if op["Status"] != "STARTED" or ex.status != "RUNNING":
        raise invalid(f"Callback {value} is already completed")
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
            history_event(state, ex, "CallbackSucceeded", op, Result=payload_doc(result))
        else:
            history_event(state, ex, "CallbackFailed", op, Error=error_doc(error))
        mark_updated(ex, op["Id"])
        if ex.arn not in state.durable_running:  # a running invocation's end makes it due (settle)
            ex.next_at = now
        repo.save(state.store, ex)
    if state.durable_wake is not None:
        state.durable_wake.set()


def callback_success(
    state: LambdaState, params: SendDurableExecutionCallbackSuccessRequest, ctx: RequestContext
) -> SendDurableExecutionCallbackSuccessResponse:
    raw = params.get("Result")
    result = None if raw is None else bytes(raw).decode("utf-8", "replace")
    _complete_callback(state, params["CallbackId"], "SUCCEEDED", result, None)
    return {}


def callback_failure(
    state: LambdaState, params: SendDurableExecutionCallbackFailureRequest, ctx: RequestContext
) -> SendDurableExecutionCallbackFailureResponse:
    _complete_callback(state, params["CallbackId"], "FAILED", None, dict(params.get("Error") or {}))
    return {}


def callback_heartbeat(
    state: LambdaState, params: SendDurableExecutionCallbackHeartbeatRequest, ctx: RequestContext
) -> SendDurableExecutionCallbackHeartbeatResponse:
    with state.store.transaction():
        ex, op = _callback(state, params["CallbackId"])
        if op.get("_heartbeat"):
            op["_heartbeat_at"] = clock.now() + int(op["_heartbeat"])
            repo.put_operation(state.store, ex.arn, 0, op)
    return {}
