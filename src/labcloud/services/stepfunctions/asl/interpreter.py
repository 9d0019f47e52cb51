"""Running states: the JSONPath input/output pipeline of each state type, Retry and Catch, Parallel
branches and inline Map iterations, with history events through the :class:`Host`.

The interpreter holds no storage: the host records events, runs Task integrations, sleeps on real
timers and (for the top-level states only) persists each transition so a restart resumes there.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Protocol

from labcloud.services.stepfunctions.asl import choice, paths, retry
from labcloud.services.stepfunctions.asl import jsonata_expr as jx
from labcloud.services.stepfunctions.asl.distributed_check import is_distributed
from labcloud.services.stepfunctions.asl.errors import StatesError, runtime

#: Task integrations may answer "wait for a task token": the host then waits for SendTask*.
NO_TIMEOUT = 99999999
#: The largest input or output a state may pass on, in bytes of JSON text (AWS's 256 KiB quota).
MAX_PAYLOAD = 262144


def dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


@dataclass(slots=True)
class Thread:
    """One line of an execution: the id of its last history event (the next event's
    ``previousEventId``) and its variables (``Assign``; a branch or iteration gets a copy)."""

    last: int = 0
    variables: dict[str, Any] = field(default_factory=dict)

    def branch(self) -> Thread:
        return Thread(self.last, dict(self.variables))


@dataclass(slots=True)
class Resume:
    """Where a resumed execution's first state already was when the server stopped."""

    wait_until: float | None = None
    token: str | None = None
    entered_time: float | None = None


@dataclass(slots=True)
class TaskCall:
    """One Task attempt as the host runs it."""

    state_name: str
    resource: str
    parameters: Any
    context: dict[str, Any]
    thread: Thread
    timeout: float | None
    heartbeat: float | None
    #: The task token (``.waitForTaskToken``), and whether it was issued before a restart (then the
    #: host waits for it instead of invoking again).
    token: str | None = None
    resumed: bool = False
    #: The state's raw input and whether it is a top-level state (the host checkpoints token waits).
    raw: Any = None
    top: bool = False


class Host(Protocol):
    def event(self, thread: Thread, kind: str, details: dict[str, Any] | None = None) -> None: ...

    def now(self) -> float: ...

    def sleep(self, seconds: float) -> Awaitable[None]: ...

    def task(self, call: TaskCall) -> Awaitable[Any]: ...

    def new_token(self) -> str: ...

    def map_run(
        self, name: str, state: dict[str, Any], data: Any, thread: Thread, context: dict[str, Any]
    ) -> Awaitable[Any]:
        """A distributed Map state's attempt: its Map run (child executions); the state's result."""
        ...

    def transition(
        self,
        next_state: str,
        data: Any,
        resume: Resume | None = None,
        variables: dict[str, Any] | None = None,
    ) -> None:
        """A top-level state is done (or a Wait began): persist where the execution stands."""
        ...


@dataclass(slots=True)
class Run:
    """What every state of one execution shares: the host, and the context object's fixed parts."""

    host: Host
    context: dict[str, Any]
    resume: Resume | None = None
    first: bool = True
    children: list[asyncio.Task[Any]] = field(default_factory=list)


def _event_type(kind: str, state: dict[str, Any]) -> str:
    return f"{state['Type']}State{kind}"


def _io(value: Any) -> dict[str, Any]:
    return {"truncated": False}


JSONATA = "JSONata"


class Interpreter:
    def __init__(self, run: Run) -> None:
        self.run = run
        self.host = run.host
        self.language = "JSONPath"
        self.top_thread = Thread()

    def _context(
        self, name: str, entered: float, retries: int = 0, extra: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        ctx = dict(self.run.context)
        ctx["State"] = {"EnteredTime": iso(entered), "Name": name, "RetryCount": retries}
        if extra:
            ctx.update(extra)
        return ctx

    async def states(
        self,
        machine: dict[str, Any],
        data: Any,
        thread: Thread,
        top: bool,
        start: str | None = None,
        extra: dict[str, Any] | None = None,
    ) -> Any:
        """Run a machine (or a branch, or a Map iteration) from ``start``; its final output."""
        name = start or machine["StartAt"]
        states = machine["States"]
        if top:
            self.language = machine.get("QueryLanguage", "JSONPath")
            self.top_thread = thread
        while True:
            state = states[name]
            resume = None
            if top and self.run.first:
                resume, self.run.first = self.run.resume, False
            next_name, data = await self.state(name, state, data, thread, top, resume, extra)
            if next_name is None:
                return data
            if top:
                self.host.transition(next_name, data, None, thread.variables)
            name = next_name

    async def state(
        self,
        name: str,
        state: dict[str, Any],
        raw: Any,
        thread: Thread,
        top: bool,
        resume: Resume | None,
        extra: dict[str, Any] | None,
    ) -> tuple[str | None, Any]:
        entered = resume.entered_time if resume and resume.entered_time else self.host.now()
        kind = state["Type"]
        if not (resume and (resume.wait_until is not None or resume.token is not None)):
            self.host.event(
                thread,
                _event_type("Entered", state),
                {"name": name, "input": dumps(raw), "inputDetails": _io(raw)},
            )
        context = self._context(name, entered, extra=extra)
        if state.get("QueryLanguage", self.language) == JSONATA:
            return await self._jsonata_state(name, state, raw, thread, context, entered, resume, extra, top)
        if kind == "Fail":
            self._fail(state, raw, context)
        effective = paths.select(state.get("InputPath", "$"), raw, context, "InputPath")
        if kind == "Choice":
            next_name: str | None = self._choice(state, effective, context)
            output = paths.select(state.get("OutputPath", "$"), effective, context, "OutputPath")
        elif kind in ("Succeed", "Wait"):
            if kind == "Wait":
                await self._wait(name, state, effective, raw, context, top, resume)
            next_name = None if kind == "Succeed" else state.get("Next")
            output = paths.select(state.get("OutputPath", "$"), effective, context, "OutputPath")
        else:
            return await self._with_handlers(
                name, state, raw, effective, thread, context, entered, resume, extra, top
            )
        self._exited(thread, state, name, output)
        return next_name, output

    def _exited(self, thread: Thread, state: dict[str, Any], name: str, output: Any) -> None:
        text = dumps(output)
        if len(text.encode()) > MAX_PAYLOAD:
            raise StatesError(
                "States.DataLimitExceeded",
                f"The state/task '{name}' returned a result with a size exceeding the maximum number of "
                f"bytes service limit ({MAX_PAYLOAD}).",
            )
        self.host.event(
            thread, _event_type("Exited", state), {"name": name, "output": text, "outputDetails": _io(output)}
        )

    # ---------------------------------------------------------------- simple states

    def _fail(self, state: dict[str, Any], raw: Any, context: dict[str, Any]) -> None:
        error = state.get("Error")
        cause = state.get("Cause")
        if "ErrorPath" in state:
            error = paths.dynamic(state["ErrorPath"], raw, context, "ErrorPath")
        if "CausePath" in state:
            cause = paths.dynamic(state["CausePath"], raw, context, "CausePath")
        for label, value in (("ErrorPath", error), ("CausePath", cause)):
            if value is not None and not isinstance(value, str):
                raise runtime(f"The {label} field must resolve to a string, got {dumps(value)}")
        raise Failed(error, cause)

    def _choice(self, state: dict[str, Any], data: Any, context: dict[str, Any]) -> str:
        for rule in state["Choices"]:
            if choice.evaluate(rule, data, context):
                return str(rule["Next"])
        if "Default" in state:
            return str(state["Default"])
        raise StatesError("States.NoChoiceMatched", "No Matches!")

    async def _wait(
        self,
        name: str,
        state: dict[str, Any],
        data: Any,
        raw: Any,
        context: dict[str, Any],
        top: bool,
        resume: Resume | None,
    ) -> None:
        now = self.host.now()
        if resume is not None and resume.wait_until is not None:
            until = resume.wait_until
        else:
            until = now + self._wait_seconds(state, data, context, now)
            if top:
                self.host.transition(
                    name, raw, Resume(wait_until=until, entered_time=now), self.top_thread.variables
                )
        if until > now:
            await self.host.sleep(until - now)

    def _wait_seconds(self, state: dict[str, Any], data: Any, context: dict[str, Any], now: float) -> float:
        if "Seconds" in state:
            return float(state["Seconds"])
        if "SecondsPath" in state:
            value = paths.read(state["SecondsPath"], data, context, "SecondsPath")
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise runtime(
                    f"The SecondsPath parameter does not reference a valid integer value: {dumps(value)}"
                )
            return float(value)
        stamp = state.get("Timestamp")
        if "TimestampPath" in state:
            stamp = paths.read(state["TimestampPath"], data, context, "TimestampPath")
        parsed = choice.parse_timestamp(stamp)
        if parsed is None:
            raise runtime(
                f"The TimestampPath parameter does not reference a valid ISO-8601 timestamp: {dumps(stamp)}"
            )
        return max(0.0, parsed.timestamp() - now)

    # ---------------------------------------------------------------- states with Retry and Catch

    async def _with_handlers(
        self,
        name: str,
        state: dict[str, Any],
        raw: Any,
        effective: Any,
        thread: Thread,
        context: dict[str, Any],
        entered: float,
        resume: Resume | None,
        extra: dict[str, Any] | None,
        top: bool,
    ) -> tuple[str | None, Any]:
        kind = state["Type"]
        attempts: dict[int, int] = {}
        retries = 0
        token = resume.token if resume else None
        while True:
            context = self._context(name, entered, retries, extra)
            try:
                if kind == "Pass":
                    result = (
                        state["Result"] if "Result" in state else self._parameters(state, effective, context)
                    )
                elif kind == "Task":
                    result = await self._task(name, state, effective, raw, thread, context, token, top)
                    token = None
                elif kind == "Parallel":
                    result = await self._parallel(state, self._parameters(state, effective, context), thread)
                elif is_distributed(state):
                    result = await self.host.map_run(name, state, effective, thread, context)
                else:
                    result = await self._map(name, state, effective, thread, context)
                if "ResultSelector" in state:
                    result = paths.payload(state["ResultSelector"], result, context)
                output = paths.place(state.get("ResultPath", "$"), raw, result)
                output = paths.select(state.get("OutputPath", "$"), output, context, "OutputPath")
            except StatesError as exc:
                token = None
                if kind == "Pass":
                    raise
                index = retry.find(list(state.get("Retry") or []), exc.error)
                if index is not None:
                    rule = state["Retry"][index]
                    done = attempts.get(index, 0)
                    if done < retry.max_attempts(rule):
                        attempts[index] = done + 1
                        retries += 1
                        await self.host.sleep(retry.delay(rule, done))
                        continue
                index = retry.find(list(state.get("Catch") or []), exc.error)
                if index is None:
                    raise
                catcher = state["Catch"][index]
                output = paths.place(
                    catcher.get("ResultPath", "$"), raw, {"Error": exc.error, "Cause": exc.cause}
                )
                self._exited(thread, state, name, output)
                return str(catcher["Next"]), output
            self._exited(thread, state, name, output)
            return (None if state.get("End") else state.get("Next")), output

    def _parameters(self, state: dict[str, Any], data: Any, context: dict[str, Any]) -> Any:
        return paths.payload(state["Parameters"], data, context) if "Parameters" in state else data

    async def _task(
        self,
        name: str,
        state: dict[str, Any],
        data: Any,
        raw: Any,
        thread: Thread,
        context: dict[str, Any],
        token: str | None,
        top: bool,
        arguments: Any = None,
        given: bool = False,
    ) -> Any:
        resumed = token is not None
        if state["Resource"].endswith(".waitForTaskToken"):
            token = token or self.host.new_token()
            context = {**context, "Task": {"Token": token}}
        parameters = arguments(context) if given else self._parameters(state, data, context)
        timeout = state.get("TimeoutSeconds")
        if "TimeoutSecondsPath" in state:
            timeout = paths.read(state["TimeoutSecondsPath"], data, context, "TimeoutSecondsPath")
        heartbeat = state.get("HeartbeatSeconds")
        if "HeartbeatSecondsPath" in state:
            heartbeat = paths.read(state["HeartbeatSecondsPath"], data, context, "HeartbeatSecondsPath")
        call = TaskCall(
            name,
            state["Resource"],
            parameters,
            context,
            thread,
            None if timeout in (None, NO_TIMEOUT) else float(timeout),
            None if heartbeat is None else float(heartbeat),
            token,
            resumed,
            raw,
            top,
        )
        return await self.host.task(call)

    async def _parallel(self, state: dict[str, Any], data: Any, thread: Thread) -> list[Any]:
        self.host.event(thread, "ParallelStateStarted")
        branch_threads = [thread.branch() for _ in state["Branches"]]
        tasks = [
            asyncio.ensure_future(self.states(branch, data, t, top=False))
            for branch, t in zip(state["Branches"], branch_threads, strict=True)
        ]
        try:
            results = await asyncio.gather(*tasks)
        except StatesError:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            thread.last = max(t.last for t in branch_threads)
            self.host.event(thread, "ParallelStateFailed")
            raise
        thread.last = max(t.last for t in branch_threads)
        self.host.event(thread, "ParallelStateSucceeded")
        return list(results)

    async def _map(
        self,
        name: str,
        state: dict[str, Any],
        data: Any,
        thread: Thread,
        context: dict[str, Any],
        jsonata_items: Any = None,
        jsonata_select: Any = None,
    ) -> list[Any]:
        items = (
            jsonata_items
            if jsonata_select is not None
            else paths.read(state.get("ItemsPath", "$"), data, context, "ItemsPath")
        )
        if not isinstance(items, list):
            raise runtime(
                f"Map state input must be an array: the ItemsPath '{state.get('ItemsPath', '$')}' "
                f"resolved to {dumps(items)}"
            )
        processor = state.get("ItemProcessor") or state["Iterator"]
        selector = state.get("ItemSelector", state.get("Parameters"))
        limit = int(state.get("MaxConcurrency", 0))
        gate = asyncio.Semaphore(limit) if limit > 0 else None
        self.host.event(thread, "MapStateStarted", {"length": len(items)})
        threads = [thread.branch() for _ in items]

        async def iteration(index: int, item: Any) -> Any:
            if gate is not None:
                await gate.acquire()
            try:
                here = threads[index]
                item_ctx = {"Map": {"Item": {"Index": index, "Value": item}}}
                full = dict(context)
                full.update(item_ctx)
                if jsonata_select is not None:
                    value = jsonata_select(full, item)
                else:
                    value = paths.payload(selector, data, full) if selector is not None else item
                self.host.event(here, "MapIterationStarted", {"name": name, "index": index})
                try:
                    out = await self.states(processor, value, here, top=False)
                except StatesError:
                    self.host.event(here, "MapIterationFailed", {"name": name, "index": index})
                    raise
                self.host.event(here, "MapIterationSucceeded", {"name": name, "index": index})
                return out
            finally:
                if gate is not None:
                    gate.release()

        tasks = [asyncio.ensure_future(iteration(i, item)) for i, item in enumerate(items)]
        try:
            results = await asyncio.gather(*tasks)
        except StatesError:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            thread.last = max([t.last for t in threads] or [thread.last])
            self.host.event(thread, "MapStateFailed")
            raise
        thread.last = max([t.last for t in threads] or [thread.last])
        self.host.event(thread, "MapStateSucceeded")
        return list(results)

    # ---------------------------------------------------------------- JSONata states

    def _bindings(self, thread: Thread, raw: Any, context: dict[str, Any], **more: Any) -> dict[str, Any]:
        return {**thread.variables, "states": {"input": raw, "context": context, **more}}

    @staticmethod
    def _assign(thread: Thread, assign: Any, bindings: dict[str, Any]) -> None:
        """Assign: every value is evaluated against the variables as they were, then all are set."""
        if assign:
            thread.variables.update(jx.resolve(assign, bindings))

    async def _jsonata_state(
        self,
        name: str,
        state: dict[str, Any],
        raw: Any,
        thread: Thread,
        context: dict[str, Any],
        entered: float,
        resume: Resume | None,
        extra: dict[str, Any] | None,
        top: bool,
    ) -> tuple[str | None, Any]:
        kind = state["Type"]
        bindings = self._bindings(thread, raw, context)
        if kind == "Fail":
            error, cause = jx.resolve(state.get("Error"), bindings), jx.resolve(state.get("Cause"), bindings)
            for label, value in (("Error", error), ("Cause", cause)):
                if value is not None and not isinstance(value, str):
                    raise StatesError(
                        "States.QueryEvaluationError",
                        f"The {label} field must evaluate to a string, got {dumps(value)}",
                    )
            raise Failed(error, cause)
        if kind in ("Task", "Parallel", "Map"):
            return await self._jsonata_handlers(name, state, raw, thread, entered, resume, extra, top)
        next_name: str | None = None if kind == "Succeed" or state.get("End") else state.get("Next")
        source = state
        if kind == "Choice":
            for rule in state["Choices"]:
                if jx.resolve(rule["Condition"], bindings) is True:
                    next_name, source = str(rule["Next"]), rule
                    break
            else:
                if "Default" not in state:
                    raise StatesError("States.NoChoiceMatched", "No Matches!")
                next_name = str(state["Default"])
        if kind == "Wait":
            timing: dict[str, Any] = {
                key: jx.resolve(state[key], bindings) for key in ("Seconds", "Timestamp") if key in state
            }
            if "Seconds" in timing and (
                isinstance(timing["Seconds"], bool)
                or not isinstance(timing["Seconds"], int)
                or timing["Seconds"] < 0
            ):
                raise StatesError(
                    "States.QueryEvaluationError",
                    f"Seconds must evaluate to a non-negative integer, got {dumps(timing['Seconds'])}",
                )
            await self._wait(name, timing, raw, raw, context, top, resume)
        spec = source if "Output" in source else state
        output = jx.resolve(spec["Output"], bindings) if "Output" in spec else raw
        if source is not state:
            self._assign(thread, state.get("Assign"), bindings)
        self._assign(thread, source.get("Assign"), bindings)
        self._exited(thread, state, name, output)
        return next_name, output

    async def _jsonata_handlers(
        self,
        name: str,
        state: dict[str, Any],
        raw: Any,
        thread: Thread,
        entered: float,
        resume: Resume | None,
        extra: dict[str, Any] | None,
        top: bool,
    ) -> tuple[str | None, Any]:
        kind = state["Type"]
        attempts: dict[int, int] = {}
        retries = 0
        token = resume.token if resume else None
        while True:
            context = self._context(name, entered, retries, extra)
            try:
                if kind == "Task":

                    def arguments(ctx: dict[str, Any]) -> Any:
                        if "Arguments" not in state:
                            return raw
                        return jx.resolve(state["Arguments"], self._bindings(thread, raw, ctx))

                    result = await self._task(
                        name, state, raw, raw, thread, context, token, top, arguments=arguments, given=True
                    )
                    token = None
                elif kind == "Parallel":
                    args = (
                        jx.resolve(state["Arguments"], self._bindings(thread, raw, context))
                        if "Arguments" in state
                        else raw
                    )
                    result = await self._parallel(state, args, thread)
                else:
                    items = (
                        jx.resolve(state["Items"], self._bindings(thread, raw, context))
                        if "Items" in state
                        else raw
                    )

                    def select(ctx: dict[str, Any], item: Any) -> Any:
                        if "ItemSelector" not in state:
                            return item
                        return jx.resolve(state["ItemSelector"], self._bindings(thread, raw, ctx))

                    result = await self._map(name, state, raw, thread, context, items, select)
                bindings = self._bindings(thread, raw, context, result=result)
                output = jx.resolve(state["Output"], bindings) if "Output" in state else result
                self._assign(thread, state.get("Assign"), bindings)
            except StatesError as exc:
                token = None
                index = retry.find(list(state.get("Retry") or []), exc.error)
                if index is not None:
                    rule = state["Retry"][index]
                    done = attempts.get(index, 0)
                    if done < retry.max_attempts(rule):
                        attempts[index] = done + 1
                        retries += 1
                        await self.host.sleep(retry.delay(rule, done))
                        continue
                index = retry.find(list(state.get("Catch") or []), exc.error)
                if index is None:
                    raise
                catcher = state["Catch"][index]
                error_output = {"Error": exc.error, "Cause": exc.cause}
                bindings = self._bindings(thread, raw, context, errorOutput=error_output)
                output = jx.resolve(catcher["Output"], bindings) if "Output" in catcher else error_output
                self._assign(thread, catcher.get("Assign"), bindings)
                self._exited(thread, state, name, output)
                return str(catcher["Next"]), output
            self._exited(thread, state, name, output)
            return (None if state.get("End") else state.get("Next")), output


class Failed(StatesError):
    """A Fail state: ends the execution (never caught, never retried)."""

    def __init__(self, error: str | None, cause: str | None) -> None:
        super().__init__(error or "", cause or "")
        self.has_error = error is not None
        self.has_cause = cause is not None
