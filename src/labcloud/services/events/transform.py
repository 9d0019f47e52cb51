"""What a target receives: the whole event, ``Input`` (constant JSON), ``InputPath`` (a JSONPath into
the event) or ``InputTransformer`` (values picked by ``InputPathsMap`` placed into ``InputTemplate``).

Quoting follows AWS: in a template that is JSON, a placeholder inside a JSON string takes a string
value's characters (escaped for JSON) and outside one takes the value as JSON (a string with its
quotes); in a template that is not JSON (plain text), string values go in as they are. A path that
finds nothing gives ``null`` (or nothing, inside a string). The predefined placeholders are
``aws.events.rule-arn``, ``aws.events.rule-name``, ``aws.events.event.ingestion-time``,
``aws.events.event`` and ``aws.events.event.json``.
"""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud.json_document import loads

PLACEHOLDER = re.compile(r"<([A-Za-z0-9_.\-]+)>")
KEY = re.compile(r"^[A-Za-z0-9_\-]+$")
PREDEFINED = (
    "aws.events.rule-arn",
    "aws.events.rule-name",
    "aws.events.event.ingestion-time",
    "aws.events.event",
    "aws.events.event.json",
)
MAX_PATHS = 100
_SEGMENT = re.compile(r"\.([^.\[\]]+)|\[(\d+)\]|\['([^']*)'\]|\[\"([^\"]*)\"\]")
_MISSING = object()
#: What :func:`resolve` answers for a path that finds nothing.
MISSING = _MISSING


class InputError(ValueError):
    """A target's input settings AWS would refuse (the message is AWS's ValidationException text)."""


def parse_path(path: str) -> list[str | int]:
    """A JSONPath as EventBridge takes it: ``$``, then ``.name``, ``['name']`` or ``[index]`` steps."""
    if not path.startswith("$"):
        raise ValueError(path)
    steps: list[str | int] = []
    position = 1
    while position < len(path):
        match = _SEGMENT.match(path, position)
        if match is None:
            raise ValueError(path)
        name, index, quoted, double = match.groups()
        steps.append(int(index) if index is not None else (name or quoted or double or ""))
        position = match.end()
    return steps


def resolve(document: Any, path: str) -> Any:
    value = document
    for step in parse_path(path):
        if isinstance(step, int) and isinstance(value, list) and step < len(value):
            value = value[step]
        elif isinstance(step, str) and isinstance(value, dict) and step in value:
            value = value[step]
        else:
            return _MISSING
    return value


def check(target: dict[str, Any]) -> None:
    """PutTargets' checks of Input, InputPath and InputTransformer."""
    target_id = target.get("Id", "")
    given = [key for key in ("Input", "InputPath", "InputTransformer") if target.get(key) is not None]
    if len(given) > 1:
        raise InputError(
            f"Only one of Input, InputPath, or InputTransformer must be provided for target {target_id}."
        )
    if target.get("Input") is not None:
        try:
            loads(target["Input"])
        except ValueError:
            raise InputError(f"Input for target {target_id} is not valid JSON text.") from None
    if target.get("InputPath") is not None:
        try:
            parse_path(target["InputPath"])
        except ValueError:
            raise InputError(f"InputPath for target {target_id} is invalid.") from None
    transformer = target.get("InputTransformer")
    if transformer is not None:
        paths = transformer.get("InputPathsMap") or {}
        if len(paths) > MAX_PATHS:
            raise InputError(f"InputPathsMap for target {target_id} has more than {MAX_PATHS} entries.")
        for key, path in paths.items():
            if not KEY.match(key) or key.startswith("aws."):
                raise InputError(f"InputPathsMap for target {target_id} contains invalid key {key}.")
            try:
                parse_path(path)
            except ValueError:
                raise InputError(
                    f"InputPathsMap for target {target_id} contains invalid path {path}."
                ) from None
        for name in PLACEHOLDER.findall(transformer["InputTemplate"]):
            if name not in paths and name not in PREDEFINED:
                raise InputError(f"InputTemplate for target {target_id} contains invalid placeholder {name}.")


def render(target: dict[str, Any], event: dict[str, Any], rule_arn: str, ingestion_time: str) -> str:
    """The text the target receives for ``event``."""
    if target.get("Input") is not None:
        return str(target["Input"])
    if target.get("InputPath") is not None:
        found = resolve(event, target["InputPath"])
        return "null" if found is _MISSING else json.dumps(found)
    transformer = target.get("InputTransformer")
    if transformer is None:
        return json.dumps(event)
    values: dict[str, Any] = {
        "aws.events.rule-arn": rule_arn,
        "aws.events.rule-name": rule_arn.rsplit("/", 1)[-1],
        "aws.events.event.ingestion-time": ingestion_time,
        "aws.events.event": event,
        "aws.events.event.json": event,
    }
    for key, path in (transformer.get("InputPathsMap") or {}).items():
        values[key] = resolve(event, path)
    return fill(transformer["InputTemplate"], values)


def fill(template: str, values: dict[str, Any]) -> str:
    in_string = _string_positions(template)
    is_json = _is_json(template, in_string)
    out: list[str] = []
    last = 0
    for match in PLACEHOLDER.finditer(template):
        name = match.group(1)
        if name not in values:
            continue
        out.append(template[last : match.start()])
        last = match.end()
        value = values[name]
        if value is _MISSING:
            value = None
        if is_json and in_string[match.start()]:
            text = value if isinstance(value, str) else ("" if value is None else json.dumps(value))
            out.append(json.dumps(text)[1:-1])
        elif is_json or not isinstance(value, str):
            out.append(json.dumps(value))
        else:
            out.append(value)
    out.append(template[last:])
    return "".join(out)


def _string_positions(template: str) -> list[bool]:
    """For each character: is it inside a JSON string literal (quotes and backslash escapes)?"""
    inside = False
    escaped = False
    marks: list[bool] = []
    for char in template:
        marks.append(inside)
        if escaped:
            escaped = False
        elif char == "\\" and inside:
            escaped = True
        elif char == '"':
            inside = not inside
    return marks


def _is_json(template: str, in_string: list[bool]) -> bool:
    probe = PLACEHOLDER.sub(lambda m: "x" if in_string[m.start()] else "null", template)
    try:
        loads(probe)
    except ValueError:
        return False
    return True
