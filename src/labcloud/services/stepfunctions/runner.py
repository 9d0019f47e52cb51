"""Running one execution: the interpreter's :class:`Host` backed by the store (standard executions)
or memory (express ones): history events, Task attempts, token waits, real timers, and a persisted
cursor per top-level transition so a restarted server resumes where the execution stood."""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Any

from labcloud import clock
from labcloud.services.stepfunctions import activity_tasks, exec_logs, integrations, status_events
from labcloud.services.stepfunctions.asl import resources
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.asl.interpreter import (
    Failed,
    Interpreter,
    Resume,
    Run,
    TaskCall,
    Thread,
    dumps,
    iso,
)
from labcloud.services.stepfunctions.mock_config import MockCase
from labcloud.services.stepfunctions.repo.executions import Event, Execution
from labcloud.services.stepfunctions.state import SfnState, TokenWait
from labcloud.services.sts.interfaces import RoleSessions

#: The longest an Express execution may run (AWS's quota); past it the execution times out.
EXPRESS_MAX_SECONDS = 300.0
#: History events that are also published on the bus (the view draws executions from them).
_PUBLISHED_SUFFIXES = ("StateEntered", "StateExited")


def _details_key(kind: str) -> str:
    if kind.endswith("StateEntered"):
        return "stateEnteredEventDetails"
    if kind.endswith("StateExited"):
        return "stateExitedEventDetails"
    if kind.startswith("MapIteration"):
        return f"mapIteration{kind[len('MapIteration') :]}EventDetails"
    return kind[0].lower() + kind[1:] + "EventDetails"


def history_entry(event: Event) -> dict[str, Any]:
    out: dict[str, Any] = {
        "timestamp": datetime.fromtimestamp(event.ts, timezone.utc),
        "type": event.type,
        "id": event.id,
        "previousEventId": event.previous,
    }
    if event.details is not None:
        out[_details_key(event.type)] = event.details
    return out


@dataclass(slots=True)
class Runner:
    """The host of one execution's interpreter."""

    state: SfnState
    execution: Execution
    machine_name: str
    express: bool
    next_id: int = 1
    events: list[Event] = field(default_factory=list)  # express executions keep their history here
    outcome: asyncio.Future[Execution] | None = None
    #: A standard execution's events not stored yet: written with the next cursor, or before the
    #: execution awaits anything (a timer, a Task), so the history shows what it is waiting on.
    pending: list[Event] = field(default_factory=list)
    #: The workflow's variables (JSONata ``Assign``) where a resumed execution stood.
    variables: dict[str, Any] = field(default_factory=dict)
    #: Runs a distributed Map state's Map run (``distributed.run``, bound by ``lifecycle.launch``).
    map_runs: Callable[..., Awaitable[Any]] | None = None
    #: The Step Functions Local test case this execution runs (mocked Task answers), if any.
    mock: MockCase | None = None

    # ---------------------------------------------------------------- Host

    def now(self) -> float:
        return clock.now()

    async def sleep(self, seconds: float) -> None:
        self.flush()
        await clock.sleep(max(0.0, seconds))

    def new_token(self) -> str:
        # AWS's tokens begin "AQ"; a token beginning with "-" would read as an option to the aws CLI
        return "AQ" + secrets.token_urlsafe(96)

    def event(self, thread: Thread, kind: str, details: dict[str, Any] | None = None) -> None:
        event = Event(self.next_id, self.now(), kind, thread.last, details)
        self.next_id += 1
        thread.last = event.id
        if self.express:
            self.events.append(event)
            self._publish_state(kind, details)
            exec_logs.record(self.state, self.execution, [event])
        else:
            self.pending.append(event)

    def flush(self, cursor: dict[str, Any] | None = None) -> None:
        """Store the pending events (and the cursor they lead to) in one transaction."""
        if self.express or not (self.pending or cursor is not None):
            return
        events, self.pending = self.pending, []
        with self.state.store.transaction():
            self._write(events)
            if cursor is not None:
                self.state.executions.save_cursor(self.execution.arn, cursor, self.next_id - 1)

    def _write(self, events: list[Event]) -> None:
        if events:
            self.state.executions.add_events(self.execution.arn, events)
            exec_logs.record(self.state, self.execution, events)
        for event in events:
            self._publish_state(event.type, event.details)

    def _publish_state(self, kind: str, details: dict[str, Any] | None) -> None:
        if not kind.endswith(_PUBLISHED_SUFFIXES) or details is None:
            return
        e = self.execution
        self.state.bus.publish(
            "stepfunctions.state.entered" if kind.endswith("StateEntered") else "stepfunctions.state.exited",
            service="stepfunctions",
            account_id=e.account_id,
            region=e.region,
            resource=e.machine_arn,
            data={
                "execution_arn": e.arn,
                "state": details.get("name"),
                "type": kind[: -len("StateEntered")]
                if kind.endswith("Entered")
                else kind[: -len("StateExited")],
            },
        )

    def transition(
        self,
        next_state: str,
        data: Any,
        resume: Resume | None = None,
        variables: dict[str, Any] | None = None,
    ) -> None:
        if self.express:
            return
        cursor: dict[str, Any] = {"state": next_state, "input": data}
        if variables:
            cursor["variables"] = variables
        if resume is not None:
            cursor["resume"] = {
                "wait_until": resume.wait_until,
                "token": resume.token,
                "entered": resume.entered_time,
            }
        self.flush(cursor)

    async def map_run(
        self, name: str, state: dict[str, Any], data: Any, thread: Thread, context: dict[str, Any]
    ) -> Any:
        if self.map_runs is None:
            raise StatesError("States.Runtime", "labcloud cannot run a distributed Map here")
        return await self.map_runs(self, name, state, data, thread, context)

    async def task(self, call: TaskCall) -> Any:
        target = resources.parse(call.resource)
        if target is None:  # refused at creation; a stored definition from elsewhere
            raise StatesError("States.Runtime", f"The resource {call.resource} is not supported")
        if target.kind == "activity":
            return await activity_tasks.run(self, call, target, _entered(call))
        function = target.kind == "function"
        started = self.now()
        deadline = None if call.timeout is None else started + call.timeout
        if not call.resumed:
            if function:
                details: dict[str, Any] = {
                    "resource": target.resource,
                    "input": dumps(call.parameters),
                    "inputDetails": {"truncated": False},
                }
                if call.timeout is not None:
                    details["timeoutInSeconds"] = int(call.timeout)
                self.event(call.thread, "LambdaFunctionScheduled", details)
                self.event(call.thread, "LambdaFunctionStarted")
            else:
                details = {
                    "resourceType": target.resource_type,
                    "resource": target.resource,
                    "region": self.execution.region,
                    "parameters": dumps(call.parameters),
                }
                if call.timeout is not None:
                    details["timeoutInSeconds"] = int(call.timeout)
                if call.heartbeat is not None:
                    details["heartbeatInSeconds"] = int(call.heartbeat)
                self.event(call.thread, "TaskScheduled", details)
                self.event(
                    call.thread,
                    "TaskStarted",
                    {"resourceType": target.resource_type, "resource": target.resource},
                )
        try:
            if self.mock is not None and self.mock.covers(call.state_name):
                result = self.mock.answer(call.state_name)
            elif call.token is not None:
                result = await self._token_task(call, target, deadline)
            else:
                remaining = None if deadline is None else max(0.0, deadline - self.now())
                self.flush()
                result = await asyncio.wait_for(self._invoke(target, call), remaining)
        except (asyncio.TimeoutError, TimeoutError):
            error = StatesError("States.Timeout", "")
            self._failed(call, target, "TimedOut", error)
            raise error from None
        except StatesError as exc:
            self._failed(call, target, "TimedOut" if exc.error.endswith("Timeout") else "Failed", exc)
            raise
        if function:
            self.event(
                call.thread,
                "LambdaFunctionSucceeded",
                {"output": dumps(result), "outputDetails": {"truncated": False}},
            )
        else:
            self.event(
                call.thread,
                "TaskSucceeded",
                {
                    "resourceType": target.resource_type,
                    "resource": target.resource,
                    "output": dumps(result),
                    "outputDetails": {"truncated": False},
                },
            )
        return result

    def _failed(self, call: TaskCall, target: resources.Target, how: str, error: StatesError) -> None:
        details: dict[str, Any] = {"error": error.error, "cause": error.cause}
        if target.kind == "function":
            self.event(call.thread, f"LambdaFunction{how}", details)
        else:
            self.event(
                call.thread,
                f"Task{how}",
                {"resourceType": target.resource_type, "resource": target.resource, **details},
            )

    async def _invoke(self, target: resources.Target, call: TaskCall) -> Any:
        e = self.execution
        principal = None
        sessions = self.state.caller.interface(RoleSessions)
        if sessions is not None:
            principal = sessions.role_principal(e.role_arn, _session_name(e.name))
        return await integrations.invoke(
            self.state.caller,
            target,
            call.parameters,
            principal,
            e.account_id,
            e.region,
            e.machine_arn,
            execution_arn=e.arn,
        )

    async def _token_task(self, call: TaskCall, target: resources.Target, deadline: float | None) -> Any:
        token = call.token
        assert token is not None
        loop = asyncio.get_running_loop()
        waiter = TokenWait(loop.create_future())
        last_beat = [self.now()]

        def beat() -> None:
            last_beat[0] = self.now()

        waiter.beat = beat
        self.state.tokens[token] = waiter
        try:
            if not call.resumed:
                with self.state.store.transaction():
                    self.state.executions.add_token(token, self.execution.arn, self.now())
                remaining = None if deadline is None else max(0.0, deadline - self.now())
                self.flush()
                submitted = await asyncio.wait_for(self._invoke(target, call), remaining)
                self.event(
                    call.thread,
                    "TaskSubmitted",
                    {
                        "resourceType": target.resource_type,
                        "resource": target.resource,
                        "output": dumps(submitted),
                        "outputDetails": {"truncated": False},
                    },
                )
                if call.top:
                    self.transition(
                        call.state_name, call.raw, Resume(token=token, entered_time=_entered(call))
                    )
            else:
                found = self.state.executions.token(token)
                if found is not None and found[1] is not None and not waiter.future.done():
                    waiter.future.set_result(found[1])
            while True:
                limits = []
                if deadline is not None:
                    limits.append(deadline - self.now())
                if call.heartbeat is not None:
                    limits.append(last_beat[0] + call.heartbeat - self.now())
                wait = min(limits) if limits else None
                if wait is not None and wait <= 0:
                    if (
                        call.heartbeat is not None
                        and last_beat[0] + call.heartbeat <= self.now()
                        and (deadline is None or deadline > self.now())
                    ):
                        raise StatesError("States.HeartbeatTimeout", "")
                    raise asyncio.TimeoutError
                self.flush()
                done, _ = await asyncio.wait({waiter.future}, timeout=wait)
                if done:
                    outcome = waiter.future.result()
                    break
        finally:
            self.state.tokens.pop(token, None)
        if "error" in outcome:
            raise StatesError(outcome.get("error") or "", outcome.get("cause") or "")
        return json.loads(outcome["output"])

    # ---------------------------------------------------------------- the execution

    async def run(
        self, definition: dict[str, Any], start: str | None, data: Any, resume: Resume | None
    ) -> None:
        e = self.execution
        context = {
            "Execution": {
                "Id": e.arn,
                "Input": json.loads(e.input),
                "Name": e.name,
                "RoleArn": e.role_arn,
                "StartTime": iso(e.started),
                "RedriveCount": e.redrive_count,
            },
            "StateMachine": {"Id": e.machine_arn, "Name": self.machine_name},
        }
        if e.redrive_date is not None:
            context["Execution"]["RedriveTime"] = iso(e.redrive_date)
        interpreter = Interpreter(Run(self, context, resume))
        thread = Thread(self.next_id - 1, dict(self.variables))
        timeout = definition.get("TimeoutSeconds")
        if self.express:  # an Express execution runs at most five minutes
            timeout = min(float(timeout or EXPRESS_MAX_SECONDS), EXPRESS_MAX_SECONDS)
        status, output, error, cause = "SUCCEEDED", None, None, None
        try:
            began = e.redrive_date or e.started  # a redriven execution has its whole timeout again
            remaining = None if timeout is None else max(0.0, began + float(timeout) - self.now())
            result = await asyncio.wait_for(
                interpreter.states(definition, data, thread, top=True, start=start), remaining
            )
            output = dumps(result)
            self.event(
                thread, "ExecutionSucceeded", {"output": output, "outputDetails": {"truncated": False}}
            )
        except (asyncio.TimeoutError, TimeoutError):
            status, error = "TIMED_OUT", "States.Timeout"
            self.event(thread, "ExecutionTimedOut", {"error": error, "cause": ""})
        except Failed as exc:
            status = "FAILED"
            error = exc.error if exc.has_error else None
            cause = exc.cause if exc.has_cause else None
            self.event(thread, "ExecutionFailed", _only(error=error, cause=cause))
        except StatesError as exc:
            status, error, cause = "FAILED", exc.error, exc.cause
            self.event(thread, "ExecutionFailed", {"error": exc.error, "cause": exc.cause})
        self.finish(status, output, error, cause)

    def finish(self, status: str, output: str | None, error: str | None, cause: str | None) -> None:
        now = self.now()
        e = self.execution
        if not self.express:
            events, self.pending = self.pending, []
            with self.state.store.transaction():
                if not self.state.executions.finish(e.arn, status, output, error, cause, now):
                    return
                self._write(events)
                self._publish_outcome(status, error)
                status_events.announce(
                    self.state,
                    replace(e, status=status, output=output, error=error, cause=cause, stopped=now),
                )
        else:
            self._publish_outcome(status, error)
        done = replace(e, status=status, output=output, error=error, cause=cause, stopped=now)
        self.execution = done
        if self.outcome is not None and not self.outcome.done():
            self.outcome.set_result(done)

    def _publish_outcome(self, status: str, error: str | None) -> None:
        e = self.execution
        self.state.bus.publish(
            f"stepfunctions.execution.{status.lower()}",
            service="stepfunctions",
            account_id=e.account_id,
            region=e.region,
            resource=e.machine_arn,
            data={
                "execution_arn": e.arn,
                "name": e.name,
                "status": status,
                "error": error,
                "started": e.started,
            },
        )


def _only(**members: str | None) -> dict[str, str]:
    return {k: v for k, v in members.items() if v is not None}


def _entered(call: TaskCall) -> float:
    text = call.context.get("State", {}).get("EnteredTime", "")
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return clock.now()


def _session_name(name: str) -> str:
    return ("states-" + name)[:64]
