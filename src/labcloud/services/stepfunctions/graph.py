"""A state machine as a graph for the view, and an execution drawn over it.

``graph(definition)``: one node per state (states inside a Parallel branch or a Map processor name
their container), edges for Next, Choice rules and Default, and Catch. ``overlay(events, status)``:
per state, whether the execution went through it (succeeded, failed, caught, running) and each visit's
input, output and Task attempts (with their errors: the retries), from the execution's history."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.stepfunctions.repo.executions import Event


def _walk(
    machine: dict[str, Any], parent: str | None, branch: int | None, nodes: list[Any], edges: list[Any]
) -> None:
    states = machine.get("States") or {}
    start = machine.get("StartAt")
    for name, state in states.items():
        if not isinstance(state, dict):
            continue
        kind = state.get("Type", "")
        node: dict[str, Any] = {
            "id": name,
            "type": kind,
            "parent": parent,
            "branch": branch,
            "start": name == start,
            "end": bool(state.get("End")) or kind in ("Succeed", "Fail"),
        }
        if "Resource" in state:
            node["resource"] = state["Resource"]
        if kind == "Map":
            processor = state.get("ItemProcessor") or state.get("Iterator") or {}
            mode = (processor.get("ProcessorConfig") or {}).get("Mode", "INLINE")
            node["mode"] = mode
        nodes.append(node)
        if isinstance(state.get("Next"), str):
            edges.append({"from": name, "to": state["Next"], "kind": "next"})
        for rule in state.get("Choices") or []:
            if isinstance(rule, dict) and isinstance(rule.get("Next"), str):
                edges.append({"from": name, "to": rule["Next"], "kind": "choice"})
        if isinstance(state.get("Default"), str):
            edges.append({"from": name, "to": state["Default"], "kind": "default"})
        for rule in state.get("Catch") or []:
            if isinstance(rule, dict) and isinstance(rule.get("Next"), str):
                edges.append(
                    {"from": name, "to": rule["Next"], "kind": "catch", "errors": rule.get("ErrorEquals", [])}
                )
        if kind == "Parallel":
            for i, sub in enumerate(state.get("Branches") or []):
                if isinstance(sub, dict):
                    if isinstance(sub.get("StartAt"), str):
                        edges.append({"from": name, "to": sub["StartAt"], "kind": "branch"})
                    _walk(sub, name, i, nodes, edges)
        elif kind == "Map":
            sub = state.get("ItemProcessor") or state.get("Iterator")
            if isinstance(sub, dict):
                if isinstance(sub.get("StartAt"), str):
                    edges.append({"from": name, "to": sub["StartAt"], "kind": "iteration"})
                _walk(sub, name, 0, nodes, edges)


def graph(definition: dict[str, Any]) -> dict[str, Any]:
    nodes: list[Any] = []
    edges: list[Any] = []
    _walk(definition, None, None, nodes, edges)
    return {"startAt": definition.get("StartAt"), "nodes": nodes, "edges": edges}


_TASK_START = ("TaskScheduled", "LambdaFunctionScheduled")
_TASK_END = {
    "TaskSucceeded": "succeeded",
    "TaskFailed": "failed",
    "TaskTimedOut": "timed_out",
    "LambdaFunctionSucceeded": "succeeded",
    "LambdaFunctionFailed": "failed",
    "LambdaFunctionTimedOut": "timed_out",
    "LambdaFunctionScheduleFailed": "failed",
    "LambdaFunctionStartFailed": "failed",
    "TaskSubmitFailed": "failed",
    "TaskStartFailed": "failed",
}


def _json(text: Any) -> Any:
    if not isinstance(text, str):
        return text
    try:
        return json.loads(text)
    except ValueError:
        return text


def overlay(events: list[Event], status: str) -> dict[str, Any]:
    """Per state name: its status and visits, from the history (threads follow previousEventId)."""
    owner: dict[int, str] = {}
    visit_of: dict[int, dict[str, Any]] = {}
    states: dict[str, dict[str, Any]] = {}
    for event in events:
        details = event.details or {}
        here = owner.get(event.previous)
        visit = visit_of.get(event.previous)
        if event.type.endswith("StateEntered"):
            here = str(details.get("name"))
            entry = states.setdefault(here, {"type": event.type[: -len("StateEntered")], "visits": []})
            visit = {"entered": event.ts, "input": _json(details.get("input")), "attempts": []}
            entry["visits"].append(visit)
        if event.type.endswith("StateExited") and details.get("name") in states:
            here = str(details["name"])
            visit = states[here]["visits"][-1]
            visit["exited"] = event.ts
            visit["output"] = _json(details.get("output"))
        if here is None or visit is None:
            continue
        owner[event.id] = here
        visit_of[event.id] = visit
        if event.type.endswith("StateExited"):
            pass
        elif event.type in _TASK_START:
            attempt: dict[str, Any] = {"scheduled": event.ts, "status": "running"}
            if event.type == "LambdaFunctionScheduled":
                attempt["resource"] = details.get("resource")
                attempt["input"] = _json(details.get("input"))
            else:
                attempt["resource"] = f"{details.get('resourceType')}:{details.get('resource')}"
                attempt["input"] = _json(details.get("parameters"))
            visit["attempts"].append(attempt)
        elif event.type in _TASK_END and visit["attempts"]:
            attempt = visit["attempts"][-1]
            attempt["status"] = _TASK_END[event.type]
            attempt["finished"] = event.ts
            if "output" in details:
                attempt["output"] = _json(details["output"])
            if "error" in details:
                attempt["error"] = details.get("error")
                attempt["cause"] = details.get("cause")
        elif event.type == "MapRunStarted":
            visit["mapRunArn"] = details.get("mapRunArn")
    for entry in states.values():
        last = entry["visits"][-1]
        if "exited" not in last:
            entry["status"] = "running" if status == "RUNNING" else "failed"
        elif entry["type"] == "Fail":
            entry["status"] = "failed"
        elif last["attempts"] and last["attempts"][-1]["status"] != "succeeded":
            entry["status"] = "caught"
        else:
            entry["status"] = "succeeded"
        entry["retries"] = sum(max(0, len(v["attempts"]) - 1) for v in entry["visits"])
    return states
