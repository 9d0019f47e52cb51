"""JSONPath processing of a state's input and output (jsonpath-ng does the path language).

``read`` answers a path against the input (``$``) or the context object (``$$``); ``payload``
builds Parameters/ResultSelector/ItemSelector templates (``"key.$"`` values are paths or intrinsic
functions); ``place`` applies ResultPath; ``select`` applies InputPath and OutputPath.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from typing import Any

from labcloud.services.stepfunctions.asl import intrinsics
from labcloud.services.stepfunctions.asl.errors import StatesError, runtime

_INDEFINITE = ("*", "..", "[?", ":", ",")


@lru_cache(maxsize=2048)
def compile_path(path: str) -> Any:
    """jsonpath-ng's compiled path (imported on first use, like the other engines' libraries)."""
    from jsonpath_ng import parse as jsonpath_parse

    try:
        return jsonpath_parse(path)
    except Exception as exc:  # noqa: BLE001 - the library raises bare Exception as well as its own
        raise runtime(f"Invalid path '{path}'") from exc


def is_path(text: str) -> bool:
    if not text.startswith("$"):
        return False
    try:
        compile_path(text[1:] if text.startswith("$$") else text)
    except StatesError:
        return False
    return True


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def read(path: str, data: Any, context: Any, field: str = "") -> Any:
    """The value at ``path``: a single value for a definite path, a list for wildcards and filters."""
    target, text = (context, path[1:]) if path.startswith("$$") else (data, path)
    if text == "$":
        return target
    matches = compile_path(text).find(target)
    if any(marker in text for marker in _INDEFINITE):
        return [m.value for m in matches]
    if not matches:
        where = f" specified for the field '{field}'" if field else ""
        raise runtime(f"The JSONPath '{path}'{where} could not be found in the input '{_dumps(target)}'")
    return matches[0].value


def exists(path: str, data: Any, context: Any) -> bool:
    target, text = (context, path[1:]) if path.startswith("$$") else (data, path)
    return text == "$" or bool(compile_path(text).find(target))


def payload(template: Any, data: Any, context: Any) -> Any:
    """A Parameters-style template with its ``.$`` keys resolved against ``data`` and ``context``."""
    if isinstance(template, dict):
        out: dict[str, Any] = {}
        for key, value in template.items():
            if key.endswith(".$") and isinstance(value, str):
                out[key[:-2]] = dynamic(value, data, context, key)
            else:
                out[key] = payload(value, data, context)
        return out
    if isinstance(template, list):
        return [payload(v, data, context) for v in template]
    return template


def dynamic(value: str, data: Any, context: Any, field: str = "") -> Any:
    if intrinsics.is_intrinsic(value):
        return intrinsics.evaluate(value, lambda p: read(p, data, context, field))
    return read(value, data, context, field)


def select(path: str | None, data: Any, context: Any, field: str) -> Any:
    """InputPath/OutputPath: ``None`` (JSON null) gives ``{}``, the default ``$`` the whole value."""
    if path is None:
        return {}
    return read(path, data, context, field)


def place(result_path: str | None, data: Any, result: Any) -> Any:
    """ResultPath: ``$`` replaces the input, ``None`` keeps it, a reference path sets that field."""
    if result_path is None:
        return data
    if result_path == "$":
        return result
    if not isinstance(data, dict):
        raise runtime(
            f"Unable to apply ResultPath \"{result_path}\" to input '{_dumps(data)}': the input is not an object"
        )
    out = copy.deepcopy(data)
    try:
        compile_path(result_path).update_or_create(out, result)
    except StatesError:
        raise
    except Exception as exc:  # noqa: BLE001 - jsonpath-ng raises plain errors for impossible updates
        raise runtime(f"Unable to apply ResultPath \"{result_path}\" to input '{_dumps(data)}'") from exc
    return out
