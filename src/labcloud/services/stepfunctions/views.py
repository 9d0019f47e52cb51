"""The view's Step Functions JSON: ``GET /_labcloud/stepfunctions/machines`` (machines and their
latest executions) and ``GET /_labcloud/stepfunctions/graph?stateMachineArn=|executionArn=`` (the
machine as a graph and, for an execution, the path it took: each state's status, visits, input,
output and Task attempts, a Lambda attempt linked to the invocation the view shows by its request id)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.internal.routes import (
    InternalRequest,
    InternalResponse,
    InternalRoute,
    error_response,
    json_response,
)
from labcloud.services.stepfunctions import graph
from labcloud.services.stepfunctions.repo.executions import Execution
from labcloud.services.stepfunctions.state import SfnState

#: Executions listed per machine, and the most history events read for one graph.
RECENT = 10
MAX_EVENTS = 20000
#: How many of a function's newest invocation events are looked at to link one attempt.
LINK_WINDOW = 500


def _function_name(attempt: dict[str, Any]) -> tuple[str, Any] | None:
    """The function a Lambda attempt invoked and the event it sent, or None for other Tasks."""
    resource = str(attempt.get("resource") or "")
    given = attempt.get("input")
    if resource.startswith("arn:") and ":function:" in resource:
        target, payload = resource, given
    elif resource.startswith("lambda:invoke") and isinstance(given, dict):
        target, payload = str(given.get("FunctionName") or ""), given.get("Payload")
    else:
        return None
    name = target.split(":function:", 1)[1] if ":function:" in target else target
    return name.split(":", 1)[0], payload


def _link_lambdas(state: SfnState, states: dict[str, Any]) -> None:
    used: set[str] = set()
    for entry in states.values():
        for visit in entry["visits"]:
            for attempt in visit["attempts"]:
                found = _function_name(attempt)
                if found is None:
                    continue
                name, payload = found
                start = attempt["scheduled"] - 0.05
                end = attempt.get("finished", float("inf")) + 0.05
                for event in reversed(
                    state.bus.query(
                        kinds=["lambda.invocation.started"],
                        data_field=("function_name", name),
                        limit=LINK_WINDOW,
                        newest_first=True,
                    )
                ):
                    request_id = str(event.data.get("request_id"))
                    if (
                        start <= event.ts <= end
                        and request_id not in used
                        and event.data.get("event") == payload
                    ):
                        attempt["lambdaRequestId"] = request_id
                        used.add(request_id)
                        break


def _execution(e: Execution) -> dict[str, Any]:
    return {
        "executionArn": e.arn,
        "name": e.name,
        "status": e.status,
        "startDate": e.started,
        "stopDate": e.stopped,
        "error": e.error,
        "cause": e.cause,
    }


def view_routes(state: SfnState) -> list[InternalRoute]:
    def machines(request: InternalRequest) -> InternalResponse:
        account = request.arg("account_id")
        out = []
        for machine in state.machines.all():
            if account and machine.account_id != account:
                continue
            recent = (
                state.executions.page(machine.arn, None, None, RECENT) if machine.type == "STANDARD" else []
            )
            out.append(
                {
                    "stateMachineArn": machine.arn,
                    "name": machine.name,
                    "type": machine.type,
                    "executions": [_execution(e) for e in recent],
                }
            )
        return json_response({"stateMachines": out})

    def graph_route(request: InternalRequest) -> InternalResponse:
        execution_arn = request.arg("executionArn")
        machine_arn = request.arg("stateMachineArn")
        if bool(execution_arn) == bool(machine_arn):
            return error_response(
                400, "ValidationException", "give exactly one of stateMachineArn or executionArn"
            )
        execution = None
        if execution_arn:
            execution = state.executions.find(execution_arn)
            if execution is None:
                return error_response(404, "ExecutionDoesNotExist", f"no execution {execution_arn}")
            definition = json.loads(execution.definition)
            machine = state.machines.find(execution.machine_arn)
            name = machine.name if machine is not None else execution.machine_arn.rsplit(":", 1)[-1]
            described = {"stateMachineArn": execution.machine_arn, "name": name}
        else:
            assert machine_arn is not None
            machine = state.machines.find(machine_arn)
            if machine is None:
                return error_response(404, "StateMachineDoesNotExist", f"no state machine {machine_arn}")
            definition = json.loads(machine.definition)
            described = {"stateMachineArn": machine.arn, "name": machine.name, "type": machine.type}
        out: dict[str, Any] = {
            "stateMachine": described,
            "graph": graph.graph(definition),
            "execution": None,
            "states": {},
        }
        if execution is not None:
            events = state.executions.events(execution.arn, 0, MAX_EVENTS, False)
            states = graph.overlay(events, execution.status)
            _link_lambdas(state, states)
            out["execution"] = _execution(execution)
            out["states"] = states
        return json_response(out)

    return [
        InternalRoute("GET", "/stepfunctions/machines", machines),
        InternalRoute("GET", "/stepfunctions/graph", graph_route),
    ]
