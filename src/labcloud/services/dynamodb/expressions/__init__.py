"""DynamoDB's expression language: tokenize -> parse -> resolve/validate -> evaluate.

The provider calls :func:`compile_request` once per request with every expression (or legacy
parameter) it carries, then runs the compiled pieces on items.
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from labcloud.services.dynamodb.expressions.errors import ExpressionError
    from labcloud.services.dynamodb.expressions.evaluate import get_path
    from labcloud.services.dynamodb.expressions.key_condition import KeyCondition, KeySchema, RangeCondition
    from labcloud.services.dynamodb.expressions.projection import CompiledProjection, project_paths
    from labcloud.services.dynamodb.expressions.render import render_tree, value_text
    from labcloud.services.dynamodb.expressions.request import (
        CompiledCondition,
        CompiledRequest,
        compile_request,
    )
    from labcloud.services.dynamodb.expressions.reserved import RESERVED_WORDS, is_reserved
    from labcloud.services.dynamodb.expressions.update import CompiledUpdate

__all__ = [
    "RESERVED_WORDS",
    "CompiledCondition",
    "CompiledProjection",
    "CompiledRequest",
    "CompiledUpdate",
    "ExpressionError",
    "KeyCondition",
    "KeySchema",
    "RangeCondition",
    "compile_request",
    "get_path",
    "is_reserved",
    "project_paths",
    "render_tree",
    "value_text",
]

#: Where each name lives: a module is imported when one of its names is first asked for (PEP 562), so
#: a module needing only ``KeySchema`` (a table's definition) does not load the whole language.
#: (``render`` the function is imported from ``expressions.render``: the submodule's name would shadow it.)
_HOMES: dict[str, str] = {
    "render_tree": "labcloud.services.dynamodb.expressions.render",
    "value_text": "labcloud.services.dynamodb.expressions.render",
    "ExpressionError": "labcloud.services.dynamodb.expressions.errors",
    "get_path": "labcloud.services.dynamodb.expressions.evaluate",
    "KeyCondition": "labcloud.services.dynamodb.expressions.key_condition",
    "KeySchema": "labcloud.services.dynamodb.expressions.key_condition",
    "RangeCondition": "labcloud.services.dynamodb.expressions.key_condition",
    "CompiledProjection": "labcloud.services.dynamodb.expressions.projection",
    "project_paths": "labcloud.services.dynamodb.expressions.projection",
    "CompiledCondition": "labcloud.services.dynamodb.expressions.request",
    "CompiledRequest": "labcloud.services.dynamodb.expressions.request",
    "compile_request": "labcloud.services.dynamodb.expressions.request",
    "RESERVED_WORDS": "labcloud.services.dynamodb.expressions.reserved",
    "is_reserved": "labcloud.services.dynamodb.expressions.reserved",
    "CompiledUpdate": "labcloud.services.dynamodb.expressions.update",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
