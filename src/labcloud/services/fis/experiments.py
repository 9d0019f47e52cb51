"""Experiments: the schedule of their actions, their state at a moment, and the faults they put on invocations.

An experiment's state is derived from its start time and its actions' durations (and
``startAfter`` order): an action runs from the end of the actions it starts after for its
``duration``; a stop freezes the clock. Nothing runs in the background, so a restart loses nothing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud.faults.chance import chance
from labcloud.services.fis.actions import TARGET_KEY, duration_seconds

if TYPE_CHECKING:
    # the sandbox machinery's records: FIS is built before the server answers, a fault made only as it applies
    from labcloud.runtime.faults import SandboxFault
    from labcloud.runtime.spec import FunctionSpec


def schedule(actions: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Each action's (start, end) in seconds after the experiment started."""
    out: dict[str, tuple[float, float]] = {}

    def place(name: str) -> tuple[float, float]:
        if name not in out:
            action = actions[name]
            start = max((place(other)[1] for other in action.get("startAfter", [])), default=0.0)
            out[name] = (start, start + duration_seconds(action["parameters"]["duration"]))
        return out[name]

    for name in actions:
        place(name)
    return out


def _time(epoch: float | None) -> datetime | None:
    return None if epoch is None else datetime.fromtimestamp(epoch, timezone.utc)


def state_of(doc: dict[str, Any], now: float) -> dict[str, Any]:
    """The experiment as the API shows it at ``now``."""
    started = doc["startTime"]
    stopped = doc.get("stoppedAt")
    failure = doc.get("failure")
    times = schedule(doc["actions"])
    clock = (stopped if stopped is not None else now) - started
    actions: dict[str, Any] = {}
    done = True
    for name, action in doc["actions"].items():
        start, end = times[name]
        entry = {k: v for k, v in action.items()}
        if failure is not None:
            status, reason = "cancelled", "Experiment failed."
        elif name in doc.get("skipped", []):
            status, reason = "skipped", "No targets were resolved for this action."
        elif clock < start:
            status, reason = (
                ("cancelled", "Experiment stopped.") if stopped is not None else ("pending", "Pending.")
            )
            done = done and stopped is not None
        elif clock < end:
            status, reason = (
                ("stopped", "Action stopped.") if stopped is not None else ("running", "Action is running.")
            )
            done = done and stopped is not None
        else:
            status, reason = "completed", "Action completed."
        entry["state"] = {"status": status, "reason": reason}
        if status in ("running", "completed", "stopped"):
            entry["startTime"] = _time(started + start)
        if status in ("completed", "stopped"):
            entry["endTime"] = _time(started + min(end, clock))
        actions[name] = entry
    if failure is not None:
        state: dict[str, Any] = {"status": "failed", "reason": failure}
        ended: float | None = started
    elif stopped is not None:
        state, ended = {"status": "stopped", "reason": "Experiment stopped."}, stopped
    elif done:
        state = {"status": "completed", "reason": "Experiment completed."}
        ended = started + max((end for _, end in times.values()), default=0.0)
    else:
        state, ended = {"status": "running", "reason": "Experiment is running."}, None
    out = {
        k: v
        for k, v in doc.items()
        if not k.startswith("_") and k not in ("stoppedAt", "failure", "skipped", "resolved")
    }
    out.update(
        {
            "state": state,
            "actions": actions,
            "creationTime": _time(doc["creationTime"]),
            "startTime": _time(started),
        }
    )
    if ended is not None:
        out["endTime"] = _time(ended)
    return out


def summary_of(doc: dict[str, Any], now: float) -> dict[str, Any]:
    full = state_of(doc, now)
    return {
        k: full[k]
        for k in ("id", "arn", "experimentTemplateId", "state", "creationTime", "tags", "experimentOptions")
        if k in full
    }


def http_integration_response(parameters: dict[str, str]) -> bytes:
    """What the function answers under ``aws:lambda:invocation-http-integration-response``."""
    return json.dumps(
        {
            "statusCode": int(parameters["statusCode"]),
            "headers": {"Content-Type": parameters["contentTypeHeader"]},
            "body": "",
            "isBase64Encoded": False,
        }
    ).encode()


def fault_for(
    live: list[dict[str, Any]],
    spec: FunctionSpec,
    request_id: str,
    now: float,
    publish: Callable[[dict[str, Any], str, str, str], None],
) -> SandboxFault | None:
    """The faults the running experiments put on one invocation of ``spec``'s function."""
    fault: SandboxFault | None = None
    hits: list[tuple[dict[str, Any], str, str]] = []
    for doc in live:
        if doc.get("stoppedAt") is not None or doc.get("failure") is not None:
            continue
        clock = now - doc["startTime"]
        times = schedule(doc["actions"])
        for name, action in doc["actions"].items():
            start, end = times[name]
            if not start <= clock < end or name in doc.get("skipped", []):
                continue
            if spec.function_arn not in doc["resolved"].get(action["targets"][TARGET_KEY], []):
                continue
            parameters = action["parameters"]
            percentage = int(parameters.get("invocationPercentage", "100"))
            if chance(doc["id"], name, request_id) * 100 >= percentage:
                continue
            if fault is None:
                from labcloud.runtime.faults import SandboxFault

                fault = SandboxFault()
            prevent = parameters.get("preventExecution", "false") == "true"
            action_id = action["actionId"]
            if action_id == "aws:lambda:invocation-add-delay":
                fault.delay_s += int(parameters.get("startupDelayMilliseconds", "1000")) / 1000
            elif action_id == "aws:lambda:invocation-error":
                fault.error = "before" if prevent else "after"
            else:
                fault.response = http_integration_response(parameters)
                fault.response_when = "before" if prevent else "after"
            hits.append((doc, name, action_id))
    if fault is not None:
        noted: set[tuple[str, str]] = set()

        def applied(_what: str) -> None:
            for doc, name, action_id in hits:
                if (doc["id"], name) not in noted:
                    noted.add((doc["id"], name))
                    publish(doc, name, action_id, request_id)

        fault.applied = applied
    return fault
