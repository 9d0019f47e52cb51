"""MOCK integrations: the request template's ``statusCode`` selects an integration response, whose
template (VTL) renders the body and whose parameters set the headers — no backend is called."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from labcloud import json_document
from labcloud.services.apigateway import vtl
from labcloud.services.apigateway.request_facts import Facts


class NoMapping(Exception):
    """No integration response matches and none is the default: AWS answers 500."""


@dataclass(slots=True)
class MockAnswer:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""


def method_params(facts: Facts) -> dict[str, dict[str, str]]:
    query: dict[str, str] = {}
    for name, value in facts.request.query:
        query[name] = value
    return {
        "path": dict(facts.route.path_parameters),
        "querystring": query,
        "header": dict(facts.request.headers),
    }


def variables(facts: Facts, body: str) -> dict[str, Any]:
    return {
        "input": vtl.Input(body, method_params(facts)),
        "context": facts.request_context(),
        "stageVariables": facts.variables,
    }


def _content_type(facts: Facts) -> str:
    return (
        facts.request.headers.get("content-type", "").split(";", 1)[0].strip().lower() or "application/json"
    )


def select(responses: dict[str, dict[str, Any]], status: str) -> dict[str, Any] | None:
    default = None
    for response in responses.values():
        pattern = response.get("selectionPattern")
        if not pattern:
            default = default or response
        elif re.fullmatch(pattern, status, flags=re.DOTALL):
            return response
    return default


def _header_value(source: str, facts: Facts) -> str | None:
    if len(source) >= 2 and source.startswith("'") and source.endswith("'"):
        return source[1:-1]
    prefix = "method.request.header."
    if source.startswith(prefix):
        return facts.request.headers.get(source[len(prefix) :].lower())
    prefix = "method.request.querystring."
    if source.startswith(prefix):
        return dict(facts.request.query).get(source[len(prefix) :])
    prefix = "method.request.path."
    if source.startswith(prefix):
        return facts.route.path_parameters.get(source[len(prefix) :])
    prefix = "stageVariables."
    if source.startswith(prefix):
        return facts.variables.get(source[len(prefix) :])
    return None


def respond(facts: Facts, integration: dict[str, Any]) -> MockAnswer:
    body = facts.request.body.decode("utf-8", errors="replace")
    templates = integration.get("requestTemplates") or {}
    template = templates.get(_content_type(facts))
    if (
        template is None
        and templates
        and integration.get("passthroughBehavior") in ("NEVER", "WHEN_NO_TEMPLATES")
    ):
        return MockAnswer(
            415,
            [("x-amzn-ErrorType", "UnsupportedMediaTypeException")],
            b'{"message":"Unsupported Media Type"}',
        )
    status = "200"
    if template is not None:
        rendered = vtl.render(template, variables(facts, body))
        try:
            parsed = json_document.loads(rendered) if rendered.strip() else {}
        except ValueError:
            parsed = {}
        if isinstance(parsed, dict) and "statusCode" in parsed:
            status = str(parsed["statusCode"])
    chosen = select(integration.get("integrationResponses") or {}, status)
    if chosen is None:
        raise NoMapping(status)
    headers: list[tuple[str, str]] = []
    for target, source in (chosen.get("responseParameters") or {}).items():
        prefix = "method.response.header."
        if target.startswith(prefix):
            value = _header_value(str(source), facts)
            if value is not None:
                headers.append((target[len(prefix) :], value))
    out_templates = chosen.get("responseTemplates") or {}
    out = b""
    content_type = "application/json"
    if out_templates:
        content_type, out_template = next(iter(out_templates.items()))
        if "application/json" in out_templates:
            content_type, out_template = "application/json", out_templates["application/json"]
        out = vtl.render(out_template or "", variables(facts, "")).encode()
    if not any(name.lower() == "content-type" for name, _ in headers):
        headers.append(("Content-Type", content_type))
    return MockAnswer(int(chosen["statusCode"]), headers, out)
