"""JSONata in state machines (``QueryLanguage: "JSONata"``): ``{% expression %}`` strings evaluated by
jsonata-python with ``$states`` (input, result, errorOutput, context) and the workflow's variables bound.

A value that is not a ``{% %}`` string is taken literally; objects and arrays are walked so an
expression can sit at any depth (AWS's Arguments, Output, Assign, Items, ItemSelector...).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from labcloud.services.stepfunctions.asl.errors import StatesError

OPEN, CLOSE = "{%", "%}"


def is_expression(value: Any) -> bool:
    return isinstance(value, str) and value.startswith(OPEN) and value.endswith(CLOSE) and len(value) >= 4


@lru_cache(maxsize=1024)
def compile_expression(text: str) -> Any:
    """The compiled expression inside ``{% ... %}`` (ValueError: it does not parse). jsonata is imported
    on first use: a server that never sees a JSONata state never pays for it."""
    import jsonata

    try:
        return jsonata.Jsonata(text[2:-2].strip())
    except Exception as exc:  # noqa: BLE001 - the library raises its own exception types
        raise ValueError(str(exc)) from None


def expressions(value: Any) -> list[str]:
    """Every ``{% %}`` string inside ``value``."""
    if is_expression(value):
        return [value]
    if isinstance(value, dict):
        return [e for item in value.values() for e in expressions(item)]
    if isinstance(value, list):
        return [e for item in value for e in expressions(item)]
    return []


def evaluate(text: str, bindings: dict[str, Any]) -> Any:
    try:
        expression = compile_expression(text)
    except ValueError as exc:
        raise StatesError(
            "States.QueryEvaluationError", f"The JSONata expression '{text}' is not valid: {exc}"
        ) from None
    try:
        value = expression.evaluate(None, bindings)
    except Exception as exc:  # noqa: BLE001 - an evaluation error of any kind fails the state
        raise StatesError(
            "States.QueryEvaluationError", f"The JSONata expression '{text}' could not be evaluated: {exc}"
        ) from None
    # the library's own list and function types become plain JSON values
    try:
        return json.loads(json.dumps(value))
    except (TypeError, ValueError):
        raise StatesError(
            "States.QueryEvaluationError",
            f"The JSONata expression '{text}' returned a value that is not JSON",
        ) from None


def resolve(value: Any, bindings: dict[str, Any]) -> Any:
    if is_expression(value):
        return evaluate(value, bindings)
    if isinstance(value, dict):
        return {key: resolve(item, bindings) for key, item in value.items()}
    if isinstance(value, list):
        return [resolve(item, bindings) for item in value]
    return value
