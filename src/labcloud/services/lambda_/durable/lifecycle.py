"""An execution's life: its start by an Invoke (or a repeated name finding it), what each invocation's
answer means (``settle``: the end, the next invocation's time, or a retry), its end (``finish``, also by
``ExecutionTimeout``) and the waits of synchronous Invokes on that end."""

from __future__ import annotations

import asyncio
import json
import uuid
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.core import Resolved
from labcloud.services.lambda_.durable.common import error_doc, history_event, new_token, payload_doc, publish
from labcloud.services.lambda_.durable.config import DEFAULT_RETENTION_DAYS, check_invocable
from labcloud.services.lambda_.durable.timers import next_due
from labcloud.services.lambda_.repo import durable as repo
from labcloud.services.lambda_.repo.durable import ExecutionRow
from labcloud.services.lambda_.state import LambdaState

#: An invocation that fails (an unhandled error, not the SDK's FAILED) is retried this many times.
INVOCATION_RETRIES = 2
TERMINAL = ("SUCCEEDED", "FAILED", "TIMED_OUT", "STOPPED")


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
        token=new_token(),
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
        history_event(
            state, ex, "ExecutionStarted", execution_op, Input={"Payload": text}, ExecutionTimeout=timeout
        )
        ex.doc["_execution_op"] = execution_op["Id"]
        repo.save(state.store, ex)
        publish(state, ex, "started")
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
    ex.token = new_token()  # revokes the running invocation's token
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
        history_event(state, ex, kind, op, Result=payload_doc(result))
    elif kind == "ExecutionFailed":
        history_event(state, ex, kind, op, Error=error_doc(error))
    elif status == "TIMED_OUT":
        history_event(state, ex, "ExecutionTimedOut", op, Error=error_doc(error))
    else:
        history_event(state, ex, "ExecutionStopped", op, Error=error_doc(error))
    repo.save(state.store, ex)
    publish(state, ex, "finished", result=result, error=error)
    for waiter in state.durable_waiters.pop(ex.arn, []):
        if not waiter.done():
            waiter.set_result(None)


async def wait_finished(state: LambdaState, arn: str, seconds: float) -> ExecutionRow | None:
    """The execution once it has ended, or None when ``seconds`` passed first."""
    ex = repo.get(state.store, arn)
    if ex is None or ex.status in TERMINAL:
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
