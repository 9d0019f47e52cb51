"""Request validation of WebSocket messages: a route's ``ModelSelectionExpression`` (``$default``, or
``$request.body.<field>`` as route selection reads it) picks a key of its ``RequestModels`` (else the
``$default`` entry), and the message must be JSON valid against that model's draft-4 schema
(``jsonschema``). A message that fails, or that selects no model, is refused before the integration
runs: the client gets AWS's "Bad request body" answer (``{"message": "Invalid request body", ...}``)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.apigatewayv2 import websocket_select

INVALID = "Invalid request body"


def check_route(request: dict[str, Any], models: set[str]) -> str | None:
    """Why a route's RequestModels / ModelSelectionExpression cannot be served (None: they can, or are absent)."""
    expression = request.get("ModelSelectionExpression")
    chosen = request.get("RequestModels")
    if not expression and not chosen:
        return None
    if not expression or not chosen:
        return "RequestModels and ModelSelectionExpression are given together (one selects among the other)"
    if expression != "$default" and websocket_select.check_expression(str(expression)) is not None:
        return (
            f"Invalid ModelSelectionExpression {expression!r}: $default or $request.body.<field>"
            " (dotted for nested fields)"
        )
    if not isinstance(chosen, dict):
        return "RequestModels must map selection keys to model names"
    for key, name in chosen.items():
        if name not in models:
            return f"Invalid model identifier specified: {name} (RequestModels {key!r})"
    return None


def problem(route: dict[str, Any], schemas: dict[str, str], message: str | bytes) -> str | None:
    """Why ``message`` fails the route's validation (None: it passes, or the route validates nothing)."""
    expression = route.get("ModelSelectionExpression")
    chosen: dict[str, str] = route.get("RequestModels") or {}
    if not expression or not chosen:
        return None
    key = "$default" if expression == "$default" else websocket_select.select(str(expression), message)
    name = chosen.get(key or "") or chosen.get("$default")
    schema_text = schemas.get(name or "")
    if schema_text is None:
        return f"no model for selection key {key!r}"
    if isinstance(message, bytes):
        return "a binary message cannot be validated against a JSON model"
    try:
        document = json.loads(message)
    except ValueError:
        return "the message is not JSON"
    from jsonschema import Draft4Validator

    errors = sorted(Draft4Validator(json.loads(schema_text)).iter_errors(document), key=str)
    return f"{errors[0].message}" if errors else None
