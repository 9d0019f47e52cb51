"""``Fn::Transform`` in a template: the ``AWS::Include`` transform, applied before any other transform.

``{"Fn::Transform": {"Name": "AWS::Include", "Parameters": {"Location": "s3://bucket/key"}}}`` is
replaced by the snippet read from labcloud's S3 (JSON or YAML with the short-form tags); where the
map holding ``Fn::Transform`` has other keys too (a section such as ``Resources``, or a resource's
``Properties``), the snippet's keys are merged into it. Snippets may include further snippets, to a
bounded depth. Any other transform name is a macro labcloud does not host, refused as AWS refuses a
macro that does not exist.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from labcloud.services.cloudformation.sam import TransformFailed

INCLUDE = "AWS::Include"
_KEY = "Fn::Transform"
_MAX_DEPTH = 8
#: Reads the text at an S3 location (``s3://bucket/key`` or an S3 https URL); raises on failure.
Reader = Callable[[str], Awaitable[str]]


def uses_transform(value: Any) -> bool:
    if isinstance(value, dict):
        return _KEY in value or any(uses_transform(v) for v in value.values())
    if isinstance(value, list):
        return any(uses_transform(v) for v in value)
    return False


async def expand(value: Any, read: Reader, account: str, parameters: dict[str, str], depth: int = 0) -> Any:
    """``value`` with every ``Fn::Transform`` applied (raises TransformFailed with AWS's reason)."""
    if isinstance(value, list):
        return [await expand(item, read, account, parameters, depth) for item in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for key, item in value.items():
        if key != _KEY:
            out[key] = await expand(item, read, account, parameters, depth)
    if _KEY not in value:
        return out
    snippet = await _apply(value[_KEY], read, account, parameters, depth)
    if not out:
        return snippet
    if not isinstance(snippet, dict):
        raise TransformFailed(
            f"Transform {INCLUDE} failed with: the snippet merged into an object must be an object"
        )
    out.update(snippet)
    return out


async def _apply(spec: Any, read: Reader, account: str, parameters: dict[str, str], depth: int) -> Any:
    if isinstance(spec, list) and len(spec) == 1:
        spec = spec[0]
    if not isinstance(spec, dict) or "Name" not in spec:
        raise TransformFailed("Template format error: Fn::Transform requires a Name and Parameters object")
    name = spec["Name"]
    if not isinstance(name, str):
        raise TransformFailed("Key Name of transform definition must be a string.")
    if name != INCLUDE:
        raise TransformFailed(f"No transform named {account}::{name} found.")
    if depth >= _MAX_DEPTH:
        raise TransformFailed(f"Transform {INCLUDE} failed with: snippets nested deeper than {_MAX_DEPTH}")
    location = (
        (spec.get("Parameters") or {}).get("Location") if isinstance(spec.get("Parameters"), dict) else None
    )
    if isinstance(location, dict) and set(location) == {"Ref"} and location["Ref"] in parameters:
        location = parameters[location["Ref"]]
    if not isinstance(location, str) or not location:
        raise TransformFailed(
            f"Transform {INCLUDE} failed with: The location parameter is not a valid S3 uri."
        )
    text = await read(location)
    snippet = parse_snippet(text)
    return await expand(snippet, read, account, parameters, depth + 1)


def parse_snippet(text: str) -> Any:
    """A snippet is any JSON or YAML value (read with the template's loader and shape bounds)."""
    from labcloud.services.cloudformation import template

    stripped = text.strip()
    try:
        if stripped.startswith(("{", "[")):
            try:
                document = json.loads(stripped)
            except json.JSONDecodeError:
                document = _yaml(stripped)
        else:
            document = _yaml(stripped)
        template.check_shape(document)
    except Exception as error:  # noqa: BLE001 - any unreadable snippet is the transform's failure
        raise TransformFailed(
            f"Transform {INCLUDE} failed with: The specified S3 object's content should be valid Yaml/JSON"
        ) from error
    return document


def _yaml(text: str) -> Any:
    import yaml

    from labcloud.services.cloudformation.template_yaml import Loader

    return yaml.load(text, Loader=Loader)  # noqa: S506 - a SafeLoader subclass
