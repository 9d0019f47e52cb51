"""What a two-way WebSocket route sends back from a non-proxy (``AWS``) Lambda integration: the integration
response whose ``IntegrationResponseKey`` matches the backend's status (a ``/regex/`` key, else
``$default``), then its template chosen by ``TemplateSelectionExpression`` (a static value such as
``\\$default``, or ``${integration.response.statuscode}``) among ``ResponseTemplates`` and rendered in
VTL (the REST APIs' engine, ``apigateway/vtl.py``: ``$input``, ``$context``, ``$stageVariables``,
``$util``); no template sends the answer as it is. ``CONVERT_TO_BINARY`` sends the result base64-decoded
as a binary frame. No matching response, or a template that fails, is AWS's "Internal server error".
Proxy integrations never come here: AWS passes their answer whole."""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any

from labcloud.services.apigateway import vtl

#: TemplateSelectionExpression values evaluated from the integration's answer.
STATUS_EXPRESSIONS = ("${integration.response.statuscode}", "$integration.response.statuscode")


class NoMapping(Exception):
    """No integration response matches, or its template fails: the client gets "Internal server error"."""


def check_selection(expression: str) -> str | None:
    """Why an integration response's TemplateSelectionExpression cannot be served (None: it can)."""
    if expression in STATUS_EXPRESSIONS or not expression.startswith("$") or expression == "$default":
        return None
    return (
        f"Unsupported TemplateSelectionExpression {expression!r}: a static value (such as \\$default) "
        "or ${integration.response.statuscode}"
    )


def choose(responses: list[dict[str, Any]], status: str) -> dict[str, Any] | None:
    """The integration response for the backend's ``status``: the first ``/regex/`` key it matches, else ``$default``."""
    for response in responses:
        key = str(response.get("IntegrationResponseKey", ""))
        if key != "$default" and re.fullmatch(key[1:-1], status):
            return response
    return next((r for r in responses if r.get("IntegrationResponseKey") == "$default"), None)


def _selected(expression: str, status: str) -> str:
    if expression in STATUS_EXPRESSIONS:
        return status
    return expression.removeprefix("\\")  # ``\$default``: the literal ``$default``


def mapped(
    responses: list[dict[str, Any]],
    status: str,
    body: str,
    context: dict[str, Any],
    stage_variables: dict[str, str],
) -> str | bytes:
    """The frame a two-way route sends for the integration's ``body`` (raise :class:`NoMapping`)."""
    response = choose(responses, status)
    if response is None:
        raise NoMapping(f"No match for output mapping and no default output mapping configured ({status})")
    templates: dict[str, str] = response.get("ResponseTemplates") or {}
    expression = str(response.get("TemplateSelectionExpression") or "")
    template = templates.get(_selected(expression, status)) if expression else None
    if template is None and templates:
        template = templates.get("$default")
    out = body
    if template is not None:
        variables = {
            "input": vtl.Input(body, {}),
            "context": context,
            "stageVariables": vtl.Variables(stage_variables),
        }
        try:
            out = vtl.render(template, variables)
        except vtl.TemplateError as exc:
            raise NoMapping(str(exc)) from None
    if response.get("ContentHandlingStrategy") == "CONVERT_TO_BINARY":
        try:
            return base64.b64decode(out, validate=True)
        except (binascii.Error, ValueError):
            raise NoMapping("CONVERT_TO_BINARY: the answer is not base64") from None
    return out
