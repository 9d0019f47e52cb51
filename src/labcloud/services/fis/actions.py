"""The three Lambda actions FIS offers, their parameters, and how a template's actions and targets are checked.

``aws:lambda:invocation-add-delay`` (startupDelayMilliseconds), ``aws:lambda:invocation-error``
(preventExecution) and ``aws:lambda:invocation-http-integration-response`` (statusCode,
contentTypeHeader, preventExecution) all take ``duration`` (ISO 8601, required) and
``invocationPercentage`` (1-100, default 100), and target ``Functions`` of resource type
``aws:lambda:function`` chosen by ARN or by tags.
"""

from __future__ import annotations

import re
from typing import Any

from labcloud.errors import AwsError

RESOURCE_TYPE = "aws:lambda:function"
TARGET_KEY = "Functions"
COMMON = {"duration", "invocationPercentage"}
ACTIONS: dict[str, set[str]] = {
    "aws:lambda:invocation-add-delay": COMMON | {"startupDelayMilliseconds"},
    "aws:lambda:invocation-error": COMMON | {"preventExecution"},
    "aws:lambda:invocation-http-integration-response": COMMON
    | {"preventExecution", "statusCode", "contentTypeHeader"},
}
MAX_DURATION_S = 12 * 3600
_DURATION = re.compile(r"^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$")
_FUNCTION_ARN = re.compile(
    r"^arn:aws:lambda:([a-z]{2}(?:-[a-z]+)+-\d):(\d{12}):function:([A-Za-z0-9_-]{1,64})$"
)
_SELECTION = re.compile(r"^(ALL|COUNT\((\d+)\)|PERCENT\((\d+)\))$")


def invalid(message: str) -> AwsError:
    return AwsError("ValidationException", message, status=400)


def unsupported(what: str) -> AwsError:
    return invalid(f"labcloud does not support {what}")


def duration_seconds(text: str) -> float:
    found = _DURATION.match(text or "")
    if found is None or text == "PT":
        raise invalid(f"Invalid duration {text!r}: use an ISO 8601 duration such as PT5M")
    hours, minutes, seconds = found.groups()
    total = int(hours or 0) * 3600 + int(minutes or 0) * 60 + float(seconds or 0)
    if not 0 < total <= MAX_DURATION_S:
        raise invalid(f"Invalid duration {text!r}: it must be more than 0 and at most 12 hours")
    return total


def _int_param(name: str, value: str, low: int, high: int) -> int:
    if not re.fullmatch(r"\d{1,7}", value or "") or not low <= int(value) <= high:
        raise invalid(
            f"Invalid value {value!r} for parameter {name}: expected a whole number from {low} to {high}"
        )
    return int(value)


def check_parameters(action_name: str, action_id: str, parameters: dict[str, str]) -> None:
    allowed = ACTIONS[action_id]
    unknown = sorted(set(parameters) - allowed)
    if unknown:
        raise invalid(f"Action {action_name} ({action_id}) does not take parameter(s) {', '.join(unknown)}")
    if "duration" not in parameters:
        raise invalid(f"Action {action_name} ({action_id}) requires the parameter duration")
    duration_seconds(parameters["duration"])
    if "invocationPercentage" in parameters:
        _int_param("invocationPercentage", parameters["invocationPercentage"], 1, 100)
    if "startupDelayMilliseconds" in parameters:
        _int_param("startupDelayMilliseconds", parameters["startupDelayMilliseconds"], 0, 900_000)
    if "preventExecution" in parameters and parameters["preventExecution"] not in ("true", "false"):
        raise invalid(
            f"Invalid value {parameters['preventExecution']!r} for parameter preventExecution: "
            "expected true or false"
        )
    if action_id == "aws:lambda:invocation-http-integration-response":
        for required in ("statusCode", "contentTypeHeader"):
            if required not in parameters:
                raise invalid(f"Action {action_name} ({action_id}) requires the parameter {required}")
        _int_param("statusCode", parameters["statusCode"], 100, 599)
        if not parameters["contentTypeHeader"] or len(parameters["contentTypeHeader"]) > 256:
            raise invalid("Invalid value for parameter contentTypeHeader")


def check_target(name: str, target: dict[str, Any]) -> dict[str, Any]:
    if target.get("resourceType") != RESOURCE_TYPE:
        raise unsupported(
            f"target resource type {target.get('resourceType')!r} (target {name}); "
            f"the Lambda actions target {RESOURCE_TYPE}"
        )
    if target.get("filters"):
        raise unsupported(f"target filters (target {name})")
    if target.get("parameters"):
        raise unsupported(f"target parameters (target {name})")
    arns = target.get("resourceArns")
    tags = target.get("resourceTags")
    if bool(arns) == bool(tags):
        raise invalid(f"Target {name} must specify either resourceArns or resourceTags")
    for arn in arns or []:
        if _FUNCTION_ARN.match(arn) is None:
            raise invalid(f"Target {name}: {arn} is not a Lambda function ARN")
    mode = target.get("selectionMode")
    found = _SELECTION.match(mode or "")
    if found is None:
        raise invalid(f"Target {name}: invalid selectionMode {mode!r}; use ALL, COUNT(n) or PERCENT(n)")
    if found.group(3) is not None and not 1 <= int(found.group(3)) <= 100:
        raise invalid(f"Target {name}: PERCENT must be from 1 to 100")
    if found.group(2) is not None and int(found.group(2)) < 1:
        raise invalid(f"Target {name}: COUNT must be at least 1")
    out: dict[str, Any] = {"resourceType": RESOURCE_TYPE, "selectionMode": mode}
    if arns:
        out["resourceArns"] = list(arns)
    else:
        out["resourceTags"] = dict(tags or {})
    return out


def check_actions(actions: dict[str, Any], targets: dict[str, Any]) -> dict[str, Any]:
    if not actions:
        raise invalid("An experiment template must have at least one action")
    out: dict[str, Any] = {}
    for name, action in actions.items():
        action_id = action.get("actionId")
        if action_id not in ACTIONS:
            raise unsupported(
                f"action {action_id!r} (action {name}); labcloud runs " + ", ".join(sorted(ACTIONS))
            )
        parameters = dict(action.get("parameters") or {})
        check_parameters(name, action_id, parameters)
        action_targets = dict(action.get("targets") or {})
        if set(action_targets) != {TARGET_KEY}:
            raise invalid(f"Action {name} ({action_id}) requires exactly one target, named {TARGET_KEY}")
        if action_targets[TARGET_KEY] not in targets:
            raise invalid(
                f"Action {name} references target {action_targets[TARGET_KEY]!r}, "
                "which is not defined in the template"
            )
        start_after = list(action.get("startAfter") or [])
        for other in start_after:
            if other not in actions or other == name:
                raise invalid(f"Action {name}: startAfter names an unknown action {other!r}")
        entry: dict[str, Any] = {"actionId": action_id, "parameters": parameters, "targets": action_targets}
        if action.get("description"):
            entry["description"] = action["description"]
        if start_after:
            entry["startAfter"] = start_after
        out[name] = entry
    _no_cycles(out)
    return out


def _no_cycles(actions: dict[str, Any]) -> None:
    state: dict[str, int] = {}

    def visit(name: str) -> None:
        if state.get(name) == 1:
            raise invalid(f"The actions' startAfter references form a cycle at {name}")
        if state.get(name) == 2:
            return
        state[name] = 1
        for other in actions[name].get("startAfter", []):
            visit(other)
        state[name] = 2

    for name in actions:
        visit(name)


def parse_function_arn(arn: str) -> tuple[str, str, str] | None:
    """(region, account, function name) of a function ARN."""
    found = _FUNCTION_ARN.match(arn)
    return (found.group(1), found.group(2), found.group(3)) if found else None
