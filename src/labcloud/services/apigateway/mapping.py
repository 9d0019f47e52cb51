"""Mapping templates and integration responses, shared by MOCK and Lambda (non-proxy) integrations.

Request: the template for the request's Content-Type (``application/json`` when it has none) renders
the integration's payload; without one, ``passthroughBehavior`` decides (WHEN_NO_MATCH passes the body
through, WHEN_NO_TEMPLATES passes it only when no template is defined, NEVER refuses: 415).
Response: an integration response is selected by its ``selectionPattern`` (a regular expression over the
whole selection value: a MOCK's statusCode, a Lambda error's errorMessage), else the default one (no
pattern); its parameters set headers (static ``'value'``, ``method.request.*``, ``stageVariables.*``,
``integration.response.body[.member]``, an HTTP backend's ``integration.response.header.<name>``) and
its template renders the body, ``$input`` being the integration's answer; without a template the
answer passes through.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from labcloud import json_document
from labcloud.services.apigateway import vtl
from labcloud.services.apigateway.request_facts import Facts


class Unsupported(Exception):
    """No template fits the request's content type and the passthrough behaviour refuses it (415)."""


class NoMapping(Exception):
    """No integration response matches and none is the default: AWS answers 500."""


@dataclass(slots=True)
class Mapped:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""


def method_params(facts: Facts) -> dict[str, dict[str, str]]:
    return {
        "path": dict(facts.route.path_parameters),
        "querystring": dict(facts.request.query),
        "header": dict(facts.request.headers),
    }


def variables(facts: Facts, body: str) -> dict[str, Any]:
    return {
        "input": vtl.Input(body, method_params(facts)),
        "context": facts.request_context(),
        "stageVariables": vtl.Variables(facts.variables),
    }


def content_type(facts: Facts) -> str:
    return (
        facts.request.headers.get("content-type", "").split(";", 1)[0].strip().lower() or "application/json"
    )


def request_payload(facts: Facts, integration: dict[str, Any]) -> tuple[str, bool]:
    """(the integration request's body, whether a template rendered it)."""
    body = facts.request.body.decode("utf-8", errors="replace")
    templates = integration.get("requestTemplates") or {}
    template = templates.get(content_type(facts))
    if template is not None:
        return vtl.render(template, variables(facts, body)), True
    behaviour = integration.get("passthroughBehavior") or "WHEN_NO_MATCH"
    if behaviour == "NEVER" or (behaviour == "WHEN_NO_TEMPLATES" and templates):
        raise Unsupported(content_type(facts))
    return body, False


def select(responses: dict[str, dict[str, Any]], value: str) -> dict[str, Any] | None:
    default = None
    for response in responses.values():
        pattern = response.get("selectionPattern")
        if not pattern:
            default = default or response
        elif re.fullmatch(pattern, value, flags=re.DOTALL):
            return response
    return default


def parameter(
    source: str, facts: Facts, answer: str, answer_headers: dict[str, str] | None = None
) -> str | None:
    if len(source) >= 2 and source.startswith("'") and source.endswith("'"):
        return source[1:-1]
    if source.startswith("integration.response.header."):
        return (answer_headers or {}).get(source[len("integration.response.header.") :].lower())
    for prefix, found in (
        ("method.request.header.", lambda name: facts.request.headers.get(name.lower())),
        ("method.request.querystring.", lambda name: dict(facts.request.query).get(name)),
        ("method.request.path.", lambda name: facts.route.path_parameters.get(name)),
        ("stageVariables.", lambda name: facts.variables.get(name)),
    ):
        if source.startswith(prefix):
            return found(source[len(prefix) :])
    if source == "integration.response.body" or source.startswith("integration.response.body."):
        try:
            document = json_document.loads(answer) if answer.strip() else None
        except ValueError:
            return None
        value = vtl.json_path(document, "$" + source[len("integration.response.body") :])
        if value is None:
            return None
        return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
    return None


def respond(
    facts: Facts, chosen: dict[str, Any], answer: str, answer_headers: dict[str, str] | None = None
) -> Mapped:
    """The method response ``chosen`` gives for the integration's ``answer`` (``answer_headers``: an
    HTTP backend's, names lower-cased)."""
    headers: list[tuple[str, str]] = []
    for target, source in (chosen.get("responseParameters") or {}).items():
        prefix = "method.response.header."
        if target.startswith(prefix):
            value = parameter(str(source), facts, answer, answer_headers)
            if value is not None:
                headers.append((target[len(prefix) :], value))
    templates = chosen.get("responseTemplates") or {}
    kind = "application/json"
    if templates:
        kind, template = next(iter(templates.items()))
        if "application/json" in templates:
            kind, template = "application/json", templates["application/json"]
        out = vtl.render(template or "", variables(facts, answer)) if template else answer
    else:
        out = answer
    if not any(name.lower() == "content-type" for name, _ in headers):
        headers.append(("Content-Type", kind))
    return Mapped(int(chosen["statusCode"]), headers, out.encode())
