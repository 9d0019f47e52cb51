"""The durable execution worker: one task per server that invokes the executions that are due.

An execution is due (``next_at``) when it starts, when a wait's timer or a step's retry time comes,
when a callback completes, when a chained invoke answers and when its ``ExecutionTimeout`` passes.
The worker reads labcloud's clock (a moved clock fires timers at once), runs one invocation per
execution at a time (:mod:`durable.lifecycle` records what it answers), runs chained invokes, and drops ended
executions whose retention has passed. Due rows are in the store, so a restart resumes them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import uuid
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.lambda_.repo import durable as repo
from labcloud.waits import wait_for_event

if TYPE_CHECKING:
    from labcloud.services.lambda_.state import LambdaState

WORKERS = 4
#: Seconds past the function's timeout after which an invocation lost with the server is run again.
LEASE_SLACK = 30.0
#: How often ended executions past their retention are dropped (seconds of labcloud's clock).
PURGE_EVERY = 60.0


async def start(state: LambdaState) -> None:
    state.durable_running = set()
    state.durable_wake = asyncio.Event()
    state.durable_wake.set()
    state.durable_task = asyncio.create_task(_loop(state))


async def stop(state: LambdaState) -> None:
    task, state.durable_task = state.durable_task, None
    if task is not None:
        task.cancel()
        with contextlib.suppress(BaseException):
            await task


def wake(state: LambdaState) -> None:
    if state.durable_wake is not None:
        state.durable_wake.set()


async def _loop(state: LambdaState) -> None:
    assert state.durable_wake is not None
    tasks: set[asyncio.Task[None]] = set()
    purged = 0.0
    try:
        while True:
            state.durable_wake.clear()
            now = clock.now()
            if now - purged >= PURGE_EVERY:
                purged = now
                _purge(state, now)
            while state.durable_chained:
                arn, op_id = state.durable_chained.pop(0)
                _spawn(tasks, _chained(state, arn, op_id))
            room = WORKERS - len(state.durable_running)
            if room > 0:
                for ex in repo.due(state.store, now, room + len(state.durable_running)):
                    if ex.arn in state.durable_running or room <= 0:
                        continue
                    room -= 1
                    state.durable_running.add(ex.arn)
                    _spawn(tasks, _drive(state, ex.arn))
            nxt = repo.next_due(state.store, now)
            wait = 1.0 if nxt is None else max(0.01, min(1.0, nxt - now))
            await wait_for_event(state.durable_wake, wait)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _spawn(tasks: set[asyncio.Task[None]], work: Any) -> None:
    task: asyncio.Task[None] = asyncio.create_task(work)
    tasks.add(task)
    task.add_done_callback(tasks.discard)


def _purge(state: LambdaState, now: float) -> None:
    for arn in repo.expired(state.store, now):
        with state.store.transaction():
            repo.delete(state.store, arn)


async def _drive(state: LambdaState, arn: str) -> None:
    """Run one invocation of the execution (or end it when its timeout has passed)."""
    from labcloud.services.lambda_ import invoke, records
    from labcloud.services.lambda_.durable import checkpoints, common, lifecycle, timers

    try:
        with state.store.transaction():
            ex = repo.get(state.store, arn)
            if ex is None or ex.status != "RUNNING":
                return
            now = clock.now()
            if now >= ex.timeout_at:
                lifecycle.time_out(state, ex)
                return
            timers.ripen(state, ex, now)
            # a lease: should the server die during this invocation, the execution is invoked again
            # (replaying from its checkpoints) once the function's timeout has surely passed
            resolved_timeout = _function_timeout(state, ex)
            ex.next_at = now + resolved_timeout + LEASE_SLACK
            ex.token = common.new_token()
            event = checkpoints.envelope(state, ex)
            ex.doc["_updated"] = []
            repo.save(state.store, ex)
        ctx = state.host.context("lambda", "Invoke", account_id=ex.account_id, region=ex.region)
        request_id = str(uuid.uuid4())
        payload = json.dumps(event).encode()
        try:
            resolved = records.resolve(state, ctx, ex.function_name, ex.version)
            result = await invoke.run_invocation(
                state, ctx, resolved, payload, trigger="durable", request_id=request_id, event=event
            )
            output, function_error = result.payload, result.function_error
        except AwsError as error:
            output = json.dumps({"errorType": error.code, "errorMessage": error.message}).encode()
            function_error = "Unhandled"
        lifecycle.settle(state, arn, output, function_error)
    finally:
        state.durable_running.discard(arn)
        wake(state)


async def _chained(state: LambdaState, arn: str, op_id: str) -> None:
    """A chained invoke: run the named function synchronously and record its answer on the operation."""
    from labcloud.services.lambda_ import invoke, records
    from labcloud.services.lambda_.durable import callbacks, config

    ex = repo.get(state.store, arn)
    op = repo.operation(state.store, arn, op_id) if ex is not None else None
    if ex is None or op is None or op.get("Status") != "STARTED":
        return
    target = (op.get("_invoke") or {}).get("FunctionName") or ""
    payload = ((op.get("_invoke") or {}).get("Payload") or "{}").encode()
    tenant_id = (op.get("_invoke") or {}).get("TenantId")
    ctx = state.host.context("lambda", "Invoke", account_id=ex.account_id, region=ex.region)
    result: str | None = None
    error: dict[str, Any] | None = None
    try:
        name, _, qualifier = target.partition(":") if not target.startswith("arn:") else (target, "", "")
        resolved = records.resolve(state, ctx, name, qualifier or None)
        if config.durable_config(resolved) is not None:
            raise AwsError(
                "InvalidParameterValueException",
                "labcloud does not support chained invokes of durable functions",
                status=400,
            )
        answer = await invoke.run_invocation(
            state,
            ctx,
            resolved,
            payload,
            trigger="durable-chained",
            request_id=str(uuid.uuid4()),
            tenant_id=tenant_id,
        )
        text = answer.payload.decode("utf-8", "replace")
        if answer.function_error:
            try:
                raw = json.loads(text)
                error = {
                    "ErrorType": raw.get("errorType", "Unhandled"),
                    "ErrorMessage": raw.get("errorMessage", ""),
                }
            except (ValueError, AttributeError):
                error = {"ErrorType": "Unhandled", "ErrorMessage": text[:1024]}
        else:
            result = text
    except AwsError as failure:
        error = {"ErrorType": failure.code, "ErrorMessage": failure.message}
    callbacks.complete_chained(state, arn, op_id, result, error)
    wake(state)


def _function_timeout(state: LambdaState, ex: repo.ExecutionRow) -> float:
    from labcloud.services.lambda_ import records

    ctx = state.host.context("lambda", "Invoke", account_id=ex.account_id, region=ex.region)
    try:
        return float(records.resolve(state, ctx, ex.function_name, ex.version).config.timeout)
    except AwsError:
        return 900.0
