"""TestState: one state run on its own with a given input (and role, variables, context), answering
its output, next state and status (SUCCEEDED, FAILED, RETRIABLE, CAUGHT_ERROR) and, at the DEBUG and
TRACE inspection levels, the data after each processing step (AWS's ``inspectionData``).

The state runs in the execution engine inside a one-state machine whose ``Next`` targets are
pass-through stand-ins (the stand-in entered names the next state). Retry is not run, as AWS does
not: an error a retrier matches answers RETRIABLE with the retrier's index and first interval. Waits
do not wait. A Task calls the real service as ``roleArn``, so IAM applies."""

from __future__ import annotations

import json
import uuid
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.json_document import loads as load_json
from labcloud.services.stepfunctions import arns
from labcloud.services.stepfunctions.asl import definition as asl_definition
from labcloud.services.stepfunctions.asl import paths, resources, retry
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.asl.interpreter import Interpreter, Run, TaskCall, Thread, dumps, iso
from labcloud.services.stepfunctions.errors import sfn_error, validation
from labcloud.services.stepfunctions.repo.executions import Execution
from labcloud.services.stepfunctions.runner import Runner
from labcloud.services.stepfunctions.state import SfnState

if TYPE_CHECKING:
    from labcloud.services.stepfunctions.api import TestStateRequest, TestStateResponse

_UNSUPPORTED_TYPES = ("Parallel", "Map")
_STAND_IN = "__labcloud_caught_{}__"
_LEVELS = ("INFO", "DEBUG", "TRACE")


class _Probe(Runner):
    """The runner's Task calls and in-memory history, without timers, bus events or an outcome."""

    task_error: StatesError | None = None

    async def sleep(self, seconds: float) -> None:
        return None

    def _publish_state(self, kind: str, details: dict[str, Any] | None) -> None:
        return None

    async def task(self, call: TaskCall) -> Any:
        try:
            return await Runner.task(self, call)
        except StatesError as exc:
            self.task_error = exc
            raise


def _invalid(message: str) -> Exception:
    return sfn_error("InvalidDefinition", f"Invalid State Machine Definition: '{message}'")


def _json(text: str | None, member: str, code: str) -> Any:
    if text is None:
        return None
    try:
        return load_json(text)
    except ValueError as exc:
        raise sfn_error(code, f"Invalid {member}: '{exc}'") from None


def _the_state(request: TestStateRequest) -> tuple[str, dict[str, Any], str]:
    """The state to test, its name and the query language it runs in."""
    try:
        doc = json.loads(request["definition"])
    except ValueError as exc:
        raise _invalid(f"INVALID_JSON_DESCRIPTION: {exc}") from None
    if not isinstance(doc, dict):
        raise _invalid("SCHEMA_VALIDATION_FAILED: the definition must be a JSON object")
    language = "JSONPath"
    if "stateName" in request:
        name = request["stateName"]
        states = doc.get("States")
        if not isinstance(states, dict) or not isinstance(states.get(name), dict):
            raise validation(f"The state '{name}' is not in the state machine definition")
        _, found = asl_definition.parse(request["definition"])
        if found:
            raise sfn_error("InvalidDefinition", asl_definition.invalid_definition_message(found))
        language = str(doc.get("QueryLanguage", "JSONPath"))
        return name, states[name], language
    if "States" in doc:
        raise validation("A state machine definition needs stateName: the state to test")
    return "TestState", doc, language


def _targets(state: dict[str, Any]) -> list[str]:
    found = [state.get("Next"), state.get("Default")]
    found += [rule.get("Next") for rule in state.get("Choices") or [] if isinstance(rule, dict)]
    return [t for t in found if isinstance(t, str)]


def _checked(name: str, state: dict[str, Any], language: str) -> None:
    machine: dict[str, Any] = {"StartAt": name, "States": {name: state}, "QueryLanguage": language}
    stand_ins = _targets(state) + [c.get("Next") for c in state.get("Catch") or [] if isinstance(c, dict)]
    for target in stand_ins:
        if isinstance(target, str) and target != name:
            machine["States"][target] = {"Type": "Succeed"}
    _, found = asl_definition.parse(json.dumps(machine))
    if found:
        raise sfn_error("InvalidDefinition", asl_definition.invalid_definition_message(found))
    kind = state.get("Type")
    if kind in _UNSUPPORTED_TYPES:
        raise validation(f"labcloud's TestState does not run {kind} states")
    if kind == "Task":
        target = resources.parse(str(state.get("Resource", "")))
        if target is None or target.pattern or state["Resource"].endswith((".sync", ".sync:2")):
            raise validation(
                "TestState runs request-response Task integrations only (no activities, .sync or "
                ".waitForTaskToken)"
            )


def _runnable(name: str, state: dict[str, Any], language: str) -> dict[str, Any]:
    """The one-state machine: Retry left out, each catcher sent to its own stand-in, and every other
    target a pass-through stand-in."""
    runnable = {k: v for k, v in state.items() if k != "Retry"}
    if "Catch" in state:
        runnable["Catch"] = [{**c, "Next": _STAND_IN.format(i)} for i, c in enumerate(state["Catch"])]
    machine: dict[str, Any] = {"StartAt": name, "States": {name: runnable}, "QueryLanguage": language}
    through = {"Type": "Pass", "End": True}
    for target in [*_targets(state), *(_STAND_IN.format(i) for i in range(len(state.get("Catch") or [])))]:
        if target == name:
            raise validation("TestState cannot test a state whose next state is itself")
        machine["States"][target] = through
    return machine


def _entered_stand_in(events: list[Any], name: str) -> str | None:
    for event in reversed(events):
        if event.type.endswith("StateEntered") and event.details and event.details.get("name") != name:
            return str(event.details["name"])
    return None


def _inspection(
    state: dict[str, Any],
    language: str,
    raw: Any,
    context: dict[str, Any],
    events: list[Any],
    variables: dict[str, Any],
) -> dict[str, Any]:
    """The data after each processing step, as far as the state got."""
    out: dict[str, Any] = {"input": dumps(raw)}
    sent = received = None
    for event in events:
        details = event.details or {}
        if event.type == "TaskScheduled":
            sent = details.get("parameters")
        elif event.type == "LambdaFunctionScheduled":
            sent = details.get("input")
        elif event.type in ("TaskSucceeded", "LambdaFunctionSucceeded"):
            received = details.get("output")
    jsonata = state.get("QueryLanguage", language) == "JSONata"
    if jsonata:
        if sent is not None:
            out["afterArguments"] = sent
        if received is not None:
            out["result"] = received
        out["variables"] = dumps(variables)
        return out
    try:
        effective = paths.select(state.get("InputPath", "$"), raw, context, "InputPath")
        out["afterInputPath"] = dumps(effective)
        if state.get("Type") not in ("Task", "Pass"):
            return out
        if state["Type"] == "Pass":
            params = (
                paths.payload(state["Parameters"], effective, context) if "Parameters" in state else effective
            )
            out["afterParameters"] = dumps(params)
            result = state["Result"] if "Result" in state else params
        else:
            if sent is None:
                return out
            out["afterParameters"] = sent
            if received is None:
                return out
            result = json.loads(received)
        out["result"] = dumps(result)
        if "ResultSelector" in state:
            result = paths.payload(state["ResultSelector"], result, context)
        out["afterResultSelector"] = dumps(result)
        out["afterResultPath"] = dumps(paths.place(state.get("ResultPath", "$"), raw, result))
    except StatesError:
        pass  # the state failed at this step: the steps before it are what there is to see
    return out


async def test_state(state: SfnState, request: TestStateRequest, ctx: RequestContext) -> TestStateResponse:
    for unsupported in ("mock", "stateConfiguration"):
        if unsupported in request:
            raise validation(f"labcloud's TestState does not support {unsupported}")
    level = request.get("inspectionLevel", "INFO")
    if level not in _LEVELS:
        raise validation("inspectionLevel must be one of INFO, DEBUG, TRACE")
    if request.get("revealSecrets") and level != "TRACE":
        raise validation("revealSecrets can only be used with the TRACE inspection level")
    name, the_state, language = _the_state(request)
    _checked(name, the_state, language)
    role = request.get("roleArn")
    if role is not None:
        arns.check_role(role)
    elif the_state.get("Type") == "Task":
        raise validation("A roleArn is required to test a Task state")
    raw = _json(request.get("input"), "State Machine Execution Input", "InvalidExecutionInput")
    raw = {} if raw is None else raw
    variables = _json(request.get("variables"), "variables", "ValidationException") or {}
    if not isinstance(variables, dict):
        raise validation("variables must be a JSON object")
    given_context = _json(request.get("context"), "context", "ValidationException") or {}
    if not isinstance(given_context, dict):
        raise validation("context must be a JSON object")

    now = clock.now()
    run_name = f"TestState-{uuid.uuid4()}"
    machine_arn = arns.machine_arn(ctx.region, ctx.account_id, "TestStateMachine")
    execution = Execution(
        arns.execution_arn(ctx.region, ctx.account_id, "TestStateMachine", run_name),
        machine_arn,
        ctx.account_id,
        ctx.region,
        run_name,
        "RUNNING",
        dumps(raw),
        None,
        None,
        None,
        now,
        None,
        "{}",
        role or "",
        None,
        None,
        0,
        0,
    )
    probe = _Probe(state, execution, "TestStateMachine", True)
    context: dict[str, Any] = {
        "Execution": {
            "Id": execution.arn,
            "Input": raw,
            "Name": run_name,
            "RoleArn": role or "",
            "StartTime": iso(now),
            "RedriveCount": 0,
        },
        "StateMachine": {"Id": machine_arn, "Name": "TestStateMachine"},
    }
    for key, value in given_context.items():
        context[key] = {**context.get(key, {}), **value} if isinstance(value, dict) else value
    thread = Thread(0, dict(variables))
    out: TestStateResponse = {}
    error: StatesError | None = None
    try:
        result = await Interpreter(Run(probe, context)).states(
            _runnable(name, the_state, language), raw, thread, top=True
        )
    except StatesError as exc:
        error = exc
    after = _entered_stand_in(probe.events, name)
    caught = after is not None and after.startswith("__labcloud_caught_")
    if error is None and caught:
        error = probe.task_error
    failure = error if error is not None else None
    retrier = None if failure is None else retry.find(list(the_state.get("Retry") or []), failure.error)
    if failure is not None and retrier is not None and retry.max_attempts(the_state["Retry"][retrier]) > 0:
        out["status"] = "RETRIABLE"
        out["error"], out["cause"] = failure.error, failure.cause
    elif caught:
        assert after is not None
        index = int(after.strip("_").rsplit("_", 1)[-1])
        out["status"] = "CAUGHT_ERROR"
        out["nextState"] = str(the_state["Catch"][index]["Next"])
        out["output"] = dumps(result)
        if failure is not None:
            out["error"], out["cause"] = failure.error, failure.cause
    elif error is not None:
        out["status"] = "FAILED"
        out["error"], out["cause"] = error.error, error.cause
    else:
        out["status"] = "SUCCEEDED"
        out["output"] = dumps(result)
        if after is not None:
            out["nextState"] = after
    if level != "INFO":
        inspection = _inspection(the_state, language, raw, context, probe.events, thread.variables)
        if out["status"] == "RETRIABLE" and retrier is not None:
            inspection["errorDetails"] = {
                "retryIndex": retrier,
                "retryBackoffIntervalSeconds": int(
                    retry.delay({**the_state["Retry"][retrier], "JitterStrategy": "NONE"}, 0)
                ),
            }
        elif out["status"] == "CAUGHT_ERROR" and after is not None:
            inspection["errorDetails"] = {"catchIndex": int(after.strip("_").rsplit("_", 1)[-1])}
        out["inspectionData"] = inspection  # type: ignore[typeddict-item]
    return out
