"""Patch operations (``UpdateRestApi``, ``UpdateStage``...): AWS's JSON-Patch-like edits of a document.

Each update names the paths it allows (:class:`Paths`); any other path, or an op the path does not
take, is refused with AWS's BadRequestException instead of being ignored. Path segments escape ``/`` as
``~1`` and ``~`` as ``~0`` (``/binaryMediaTypes/image~1png``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from labcloud.services.apigateway.errors import bad_request

OPS = ("add", "remove", "replace", "move", "copy", "test")


@dataclass(frozen=True, slots=True)
class Paths:
    #: top-level member → "str" | "bool" | "int" (replace; "str" members may also be removed)
    scalars: Mapping[str, str] = field(default_factory=dict)
    #: members holding a string → string map, edited at ``/<member>/<key>`` (add/replace/remove)
    maps: tuple[str, ...] = ()
    #: members holding a list of strings, edited at ``/<member>/<value>`` (add/remove)
    lists: tuple[str, ...] = ()
    #: ``maps`` whose values are booleans (a method's ``requestParameters``: required or not)
    boolean_maps: tuple[str, ...] = ()


def unescape(segment: str) -> str:
    return segment.replace("~1", "/").replace("~0", "~")


def _invalid(op: str, path: str) -> Exception:
    return bad_request(f"Invalid patch path '{path}' specified for op '{op}'")


def _value(kind: str, op: str, path: str, raw: Any) -> Any:
    if raw is None:
        raise bad_request(f"Invalid null value specified for op '{op}' at path '{path}'")
    text = str(raw)
    if kind == "bool":
        if text.lower() not in ("true", "false"):
            raise bad_request(f"Invalid boolean value '{text}' for path '{path}'")
        return text.lower() == "true"
    if kind == "int":
        try:
            return int(text)
        except ValueError:
            raise bad_request(f"Invalid integer value '{text}' for path '{path}'") from None
    return text


def apply(doc: dict[str, Any], operations: list[Any], paths: Paths) -> dict[str, Any]:
    """``doc`` with every operation applied in order (a copy; ``doc`` is left as it was)."""
    out = dict(doc)
    for operation in operations:
        op = str(operation.get("op") or "")
        path = str(operation.get("path") or "")
        if op not in OPS:
            raise bad_request(f"Invalid patch operation specified. Must be one of: {list(OPS)}")
        if not path.startswith("/"):
            raise _invalid(op, path)
        head, _, rest = path[1:].partition("/")
        value = operation.get("value")
        if not rest and head in paths.scalars:
            if op == "replace" or (op == "add" and paths.scalars[head] == "str"):
                out[head] = _value(paths.scalars[head], op, path, value)
            elif op == "remove" and paths.scalars[head] == "str":
                out.pop(head, None)
            else:
                raise _invalid(op, path)
        elif rest and head in paths.maps:
            key = unescape(rest)
            current = dict(out.get(head) or {})
            if op in ("add", "replace"):
                current[key] = _value("bool" if head in paths.boolean_maps else "str", op, path, value)
            elif op == "remove":
                current.pop(key, None)
            else:
                raise _invalid(op, path)
            out[head] = current
        elif rest and head in paths.lists:
            item = unescape(rest)
            items = [v for v in out.get(head) or [] if v != item]
            if op == "add":
                items.append(item)
            elif op != "remove":
                raise _invalid(op, path)
            out[head] = items
        else:
            raise _invalid(op, path)
    return out
