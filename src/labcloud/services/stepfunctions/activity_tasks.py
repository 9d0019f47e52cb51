"""A Task state on an activity, as its execution's runner runs it: the task is queued (durably) for
a worker's GetActivityTask, whose task token SendTaskSuccess/Failure/Heartbeat answer; TimeoutSeconds
counts from scheduling, HeartbeatSeconds from the worker's start and each heartbeat. After a restart
the execution waits for the same task (still queued or already handed out)."""

from __future__ import annotations

import asyncio
import json
from typing import Any, Protocol

from labcloud.services.stepfunctions.asl import resources
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.asl.interpreter import Resume, TaskCall, Thread, dumps
from labcloud.services.stepfunctions.repo.activities import ActivityTask
from labcloud.services.stepfunctions.repo.executions import Execution
from labcloud.services.stepfunctions.state import SfnState, TokenWait


class Runner(Protocol):
    """What of its execution's runner an activity Task uses (``runner.Runner``)."""

    state: SfnState
    execution: Execution

    def now(self) -> float: ...

    def new_token(self) -> str: ...

    def event(self, thread: Thread, kind: str, details: dict[str, Any] | None = None) -> None: ...

    def flush(self, cursor: dict[str, Any] | None = None) -> None: ...

    def transition(
        self,
        next_state: str,
        data: Any,
        resume: Resume | None = None,
        variables: dict[str, Any] | None = None,
    ) -> None: ...


def wake(state: SfnState, activity_arn: str) -> None:
    """A task was queued: every GetActivityTask polling that activity looks again."""
    for poll in state.polls.get(activity_arn, ()):
        if not poll.done():
            poll.set_result(None)


async def run(runner: Runner, call: TaskCall, target: resources.Target, entered: float) -> Any:
    state = runner.state
    e = runner.execution
    arn = target.resource
    token = call.token or runner.new_token()
    if call.resumed and call.token is not None:
        queued = state.activities.task(token)
        scheduled = queued.scheduled if queued is not None else runner.now()
        started = None if queued is None else queued.started
    else:
        activity = state.activities.find(arn)
        if activity is None or activity.account_id != e.account_id:
            cause = f"Activity does not exist: '{arn}'"
            runner.event(call.thread, "ActivityScheduleFailed", {"error": "States.Runtime", "cause": cause})
            raise StatesError("States.Runtime", cause)
        details: dict[str, Any] = {
            "resource": arn,
            "input": dumps(call.parameters),
            "inputDetails": {"truncated": False},
        }
        if call.timeout is not None:
            details["timeoutInSeconds"] = int(call.timeout)
        if call.heartbeat is not None:
            details["heartbeatInSeconds"] = int(call.heartbeat)
        runner.event(call.thread, "ActivityScheduled", details)
        scheduled, started = runner.now(), None
        with state.store.transaction():
            state.executions.add_token(token, e.arn, scheduled)
            state.activities.enqueue(
                ActivityTask(token, arn, e.arn, dumps(call.parameters), scheduled, None, None)
            )
        _checkpoint(runner, call, token, entered)
        wake(state, arn)
    deadline = None if call.timeout is None else scheduled + call.timeout
    last_beat: list[float | None] = [started]
    loop = asyncio.get_running_loop()
    waiter = TokenWait(loop.create_future())

    def beat() -> None:
        last_beat[0] = runner.now()

    kick: list[asyncio.Future[None]] = [loop.create_future()]

    def on_start(worker: str | None) -> None:
        last_beat[0] = runner.now()
        runner.event(call.thread, "ActivityStarted", {"workerName": worker} if worker else {})
        _checkpoint(runner, call, token, entered)
        if not kick[0].done():  # the heartbeat clock starts: the wait below is measured again
            kick[0].set_result(None)

    waiter.beat, waiter.started = beat, on_start
    state.tokens[token] = waiter
    try:
        found = state.executions.token(token)
        if found is not None and found[1] is not None:
            waiter.future.set_result(found[1])
        while True:
            limits = []
            if deadline is not None:
                limits.append(deadline - runner.now())
            beat_at = last_beat[0]
            if call.heartbeat is not None and beat_at is not None:
                limits.append(beat_at + call.heartbeat - runner.now())
            wait = min(limits) if limits else None
            if wait is not None and wait <= 0 and not waiter.future.done():
                heartbeat = (
                    call.heartbeat is not None
                    and beat_at is not None
                    and beat_at + call.heartbeat <= runner.now()
                    and (deadline is None or deadline > runner.now())
                )
                error = StatesError("States.HeartbeatTimeout" if heartbeat else "States.Timeout", "")
                with state.store.transaction():
                    state.executions.settle_token(token, {"error": error.error, "cause": ""})
                    state.activities.done(token)
                runner.event(call.thread, "ActivityTimedOut", {"error": error.error, "cause": ""})
                raise error
            runner.flush()
            if kick[0].done():
                kick[0] = loop.create_future()
            watched: set[asyncio.Future[Any]] = {waiter.future, kick[0]}
            await asyncio.wait(watched, timeout=wait, return_when=asyncio.FIRST_COMPLETED)
            if waiter.future.done():
                outcome = waiter.future.result()
                break
    except asyncio.CancelledError:
        if not state.stopping:  # aborted: no worker gets the task (a stopping server keeps it queued)
            with state.store.transaction():
                state.activities.done(token)
        raise
    finally:
        state.tokens.pop(token, None)
    with state.store.transaction():
        state.activities.done(token)
    if "error" in outcome:
        runner.event(
            call.thread,
            "ActivityFailed",
            {"error": outcome.get("error") or "", "cause": outcome.get("cause") or ""},
        )
        raise StatesError(outcome.get("error") or "", outcome.get("cause") or "")
    output = outcome["output"]
    runner.event(call.thread, "ActivitySucceeded", {"output": output, "outputDetails": {"truncated": False}})
    return json.loads(output)


def _checkpoint(runner: Runner, call: TaskCall, token: str, entered: float) -> None:
    """A top-level state waiting for its activity resumes waiting for the same task after a restart."""
    if call.top:
        runner.transition(call.state_name, call.raw, Resume(token=token, entered_time=entered))
    else:
        runner.flush()
