"""WebSocket route selection: ``$request.body.<path>`` (or ``${request.body.<path>}``) picks the route
key from the message's JSON; a message that is not JSON, or has no such string there, goes to
``$default``. Route keys of WebSocket APIs: ``$connect``, ``$disconnect``, ``$default`` or a custom key."""

from __future__ import annotations

import json
import re
from typing import Any

_EXPRESSION = re.compile(
    r"^(?:\$request\.body\.(?P<a>[A-Za-z0-9_.\-]+)|\$\{request\.body\.(?P<b>[A-Za-z0-9_.\-]+)\})$"
)
SPECIAL_KEYS = ("$connect", "$disconnect", "$default")
MAX_ROUTE_KEY = 128


def check_expression(expression: str) -> str | None:
    """Why ``expression`` cannot select WebSocket routes here, or None."""
    if _EXPRESSION.match(expression) is None:
        return (
            f"Invalid RouteSelectionExpression {expression!r}: labcloud selects WebSocket routes by"
            " $request.body.<field> (dotted for nested fields)"
        )
    return None


def check_route_key(key: str) -> str | None:
    if not key or len(key) > MAX_ROUTE_KEY:
        return f"Invalid route key {key!r}: 1 to {MAX_ROUTE_KEY} characters"
    if key.startswith("$") and key not in SPECIAL_KEYS:
        return f"Invalid route key {key!r}: the only keys starting with $ are {', '.join(SPECIAL_KEYS)}"
    return None


def select(expression: str, message: str | bytes) -> str | None:
    """The route key the message selects, or None (then ``$default``)."""
    match = _EXPRESSION.match(expression)
    if match is None or isinstance(message, bytes):
        return None
    try:
        value: Any = json.loads(message)
    except ValueError:
        return None
    for name in (match.group("a") or match.group("b")).split("."):
        if not isinstance(value, dict) or name not in value:
            return None
        value = value[name]
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return None
    return str(value)
