"""The request side of a WebSocket route's non-proxy (``AWS``) integration: what AWS calls data mapping.

``RequestParameters`` map ``integration.request.header.<name>`` / ``querystring.<name>`` / ``path.<name>``
from ``'static'`` values, ``context.<variable>`` (the event's ``requestContext``: ``connectionId``,
``routeKey``, ``eventType``, ``domainName``, ``stage``, ``requestId``...), ``stageVariables.<name>``,
``route.request.body.<JSONPath>`` and, on ``$connect`` only, the handshake's
``route.request.header|querystring|multivalueheader|multivaluequerystring.<name>``.
``RequestTemplates`` render the integration's body in VTL (``apigateway/vtl.py``: ``$input.body``,
``$input.json('$.x')``, ``$input.path``, ``$input.params()``, ``$context``, ``$stageVariables``, ``$util``);
the template is the one ``TemplateSelectionExpression`` names (a static key such as ``\\$default``, or
``$request.body.<field>`` of the message), else ``$default``; with none, ``PassthroughBehavior`` decides
(WHEN_NO_MATCH passes the message, WHEN_NO_TEMPLATES only when there are no templates, NEVER refuses)."""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from labcloud import json_document
from labcloud.services.apigateway import vtl
from labcloud.services.apigatewayv2 import websocket_select
from labcloud.services.apigatewayv2.errors import bad_request

MAX_PARAMETERS = 50
MAX_TEMPLATE = 32 * 1024
MAX_TEMPLATES = 32
_NAME = r"[a-zA-Z0-9._$-]+"
_TARGET = re.compile(rf"^integration\.request\.(header|querystring|path)\.{_NAME}$")
_CONNECT_SOURCE = re.compile(
    rf"^route\.request\.(header|querystring|multivalueheader|multivaluequerystring)\.({_NAME})$"
)
_SOURCE = re.compile(rf"^(context|stageVariables)\.({_NAME})$")
_BODY = "route.request.body"
PASSTHROUGH = ("WHEN_NO_MATCH", "WHEN_NO_TEMPLATES", "NEVER")


class Refused(Exception):
    """No template fits and ``PassthroughBehavior`` refuses the message, or a template fails."""


@dataclass(slots=True)
class Inbound:
    """What a route request offers the mapping: the message (None on $connect and $disconnect), the event's
    ``requestContext``, the stage's variables and, on ``$connect``, the handshake's headers and query."""

    data: str | bytes | None
    context: dict[str, Any]
    stage_variables: dict[str, str]
    headers: list[tuple[str, str]] = field(default_factory=list)
    query: list[tuple[str, str]] = field(default_factory=list)

    @property
    def text(self) -> str:
        if self.data is None:
            return ""
        if isinstance(self.data, bytes):
            return base64.b64encode(self.data).decode("ascii")
        return self.data


# ---------------------------------------------------------------------- the control plane's checks


def check_parameters(parameters: Any) -> dict[str, str]:
    if not isinstance(parameters, dict) or len(parameters) > MAX_PARAMETERS:
        raise bad_request(f"RequestParameters must be a map of at most {MAX_PARAMETERS} parameters")
    for target, source in parameters.items():
        if not _TARGET.match(str(target)):
            raise bad_request(
                f"Invalid mapping expression specified: {target!r} (integration.request.header.<name>,"
                " integration.request.querystring.<name> or integration.request.path.<name>)"
            )
        text = str(source)
        static = len(text) >= 2 and text.startswith("'") and text.endswith("'")
        body = text == _BODY or (text.startswith(_BODY + ".") and len(text) > len(_BODY) + 1)
        if not (static or body or _SOURCE.match(text) or _CONNECT_SOURCE.match(text)):
            raise bad_request(
                f"Invalid mapping expression specified: {text!r} for {target} ('static', context.<name>,"
                " stageVariables.<name>, route.request.body.<JSONPath>, route.request.header|querystring.<name>)"
            )
    return {str(k): str(v) for k, v in parameters.items()}


def check_selection(expression: str) -> str:
    """A request TemplateSelectionExpression: a static key (``\\$default``) or ``$request.body.<field>``."""
    if len(expression) > 1024:
        raise bad_request("TemplateSelectionExpression is longer than 1024 characters")
    if expression.startswith("$") and expression != "$default":
        if websocket_select.check_expression(expression) is not None:
            raise bad_request(
                f"Unsupported TemplateSelectionExpression {expression!r}: a static value (such as"
                " \\$default) or $request.body.<field>"
            )
    return expression


def check_templates(templates: Any, member: str = "ResponseTemplates") -> dict[str, str]:
    """``member`` (a map of key → VTL template) checked: bounded, each template's syntax sound."""
    if not isinstance(templates, dict) or len(templates) > MAX_TEMPLATES:
        raise bad_request(f"{member} must be a map of at most {MAX_TEMPLATES} templates")
    import airspeed

    for key, template in templates.items():
        if not key or not isinstance(template, str) or len(template) > MAX_TEMPLATE:
            raise bad_request(f"Invalid {member} template for {key!r}: at most {MAX_TEMPLATE} characters")
        try:
            airspeed.Template(template).merge({})
        except airspeed.TemplateSyntaxError as exc:
            raise bad_request(f"Invalid mapping template specified for {key!r}: {exc}") from None
        except Exception:  # noqa: BLE001,S110 - evaluation needs the request's variables; syntax is what counts
            pass
    return dict(templates)


# ---------------------------------------------------------------------- the data plane


def _body_document(inbound: Inbound) -> Any:
    text = inbound.text
    try:
        return json_document.loads(text) if text.strip() else None
    except ValueError:
        return None


def _params(inbound: Inbound) -> dict[str, dict[str, str]]:
    return {"path": {}, "querystring": dict(inbound.query), "header": dict(inbound.headers)}


def _source(source: str, inbound: Inbound) -> str | None:
    if len(source) >= 2 and source.startswith("'") and source.endswith("'"):
        return source[1:-1]
    if source == _BODY or source.startswith(_BODY + "."):
        try:
            value = vtl.json_path(_body_document(inbound), "$" + source[len(_BODY) :])
        except vtl.TemplateError:
            return None
        if value is None:
            return None
        return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
    found = _CONNECT_SOURCE.match(source)
    if found is not None:
        kind, name = found.groups()
        pairs = inbound.headers if kind.endswith("header") else inbound.query
        fold = kind.endswith("header")
        values = [v for k, v in pairs if (k.lower() == name.lower() if fold else k == name)]
        if not values:
            return None
        return ",".join(values) if kind.startswith("multivalue") else values[-1]
    found = _SOURCE.match(source)
    if found is not None:
        kind, name = found.groups()
        if kind == "stageVariables":
            return inbound.stage_variables.get(name)
        found_value: Any = inbound.context
        for part in name.split("."):
            found_value = found_value.get(part) if isinstance(found_value, dict) else None
        return None if found_value is None else str(found_value)
    return None


@dataclass(slots=True)
class Mapped:
    """What the integration's RequestParameters give its request."""

    headers: dict[str, str] = field(default_factory=dict)  # names lower case
    query: list[tuple[str, str]] = field(default_factory=list)
    path: dict[str, str] = field(default_factory=dict)  # ``{name}`` of a ``path/`` URI


def parameters(integration: dict[str, Any], inbound: Inbound) -> Mapped:
    mapped = Mapped()
    for target, source in (integration.get("RequestParameters") or {}).items():
        value = _source(str(source), inbound)
        if value is None:
            continue
        kind, name = target.split(".", 3)[2:]
        if kind == "header":
            mapped.headers[name.lower()] = value
        elif kind == "querystring":
            mapped.query.append((name, value))
        else:
            mapped.path[name] = value
    return mapped


def with_path(path: str, values: dict[str, str]) -> str:
    """``path`` with each ``{name}`` the parameters map replaced by its value (URL-encoded)."""
    for name, value in values.items():
        path = path.replace("{" + name + "}", quote(value, safe=""))
    return path


def _template(integration: dict[str, Any], inbound: Inbound) -> str | None:
    templates: dict[str, str] = integration.get("RequestTemplates") or {}
    expression = str(integration.get("TemplateSelectionExpression") or "")
    key: str | None
    if expression.startswith("$") and expression != "$default":
        key = websocket_select.select(expression, inbound.data or "")
    else:
        key = expression.removeprefix("\\") or None  # ``\$default``: the literal ``$default``
    template = templates.get(key) if key is not None else None
    return template if template is not None else templates.get("$default")


def payload(integration: dict[str, Any], inbound: Inbound) -> str | bytes:
    """The integration request's body (raise :class:`Refused`); a binary message passed through as it is."""
    template = _template(integration, inbound)
    if template is None:
        behaviour = integration.get("PassthroughBehavior") or "WHEN_NO_MATCH"
        if behaviour == "NEVER" or (behaviour == "WHEN_NO_TEMPLATES" and integration.get("RequestTemplates")):
            raise Refused(f"no request template matches and PassthroughBehavior is {behaviour}")
        return inbound.data if isinstance(inbound.data, bytes) else inbound.text
    variables = {
        "input": vtl.Input(inbound.text, _params(inbound)),
        "context": inbound.context,
        "stageVariables": vtl.Variables(inbound.stage_variables),
    }
    try:
        return vtl.render(template, variables)
    except vtl.TemplateError as exc:
        raise Refused(f"the request template failed: {exc}") from None
