"""MOCK integrations: the request template's ``statusCode`` selects an integration response, whose
template (VTL) renders the body and whose parameters set the headers — no backend is called."""

from __future__ import annotations

from typing import Any

from labcloud import json_document
from labcloud.services.apigateway.mapping import Mapped, NoMapping, request_payload, respond, select
from labcloud.services.apigateway.request_facts import Facts


def answer(facts: Facts, integration: dict[str, Any]) -> Mapped:
    rendered, templated = request_payload(facts, integration)
    status = "200"
    if templated:
        try:
            parsed = json_document.loads(rendered) if rendered.strip() else {}
        except ValueError:
            parsed = {}
        if isinstance(parsed, dict) and "statusCode" in parsed:
            status = str(parsed["statusCode"])
    chosen = select(integration.get("integrationResponses") or {}, status)
    if chosen is None:
        raise NoMapping(status)
    return respond(facts, chosen, "")
