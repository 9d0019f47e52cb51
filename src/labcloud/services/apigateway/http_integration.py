"""HTTP (non-proxy) integrations: the method request mapped into a request to a loopback address (or
through a VPC link), its answer mapped back through an integration response.

The integration request carries only what the integration maps, as on AWS: its body is the request
template's rendering for the request's Content-Type (or the body passed through, by
``passthroughBehavior``); ``requestParameters`` give ``integration.request.header.<name>``,
``.querystring.<name>`` and ``.path.<name>`` (filling ``{name}`` in the URI) from
``method.request.*``, ``stageVariables.*`` or ``'static'`` values. The backend's status code is the
selection value: the integration response whose ``selectionPattern`` matches it (a regular expression
over the whole code), else the default one; none is AWS's 500. The chosen response's parameters may
read ``integration.response.header.<name>`` and ``integration.response.body``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlencode

from labcloud.services.apigateway import http_proxy, mapping
from labcloud.services.apigateway.request_facts import Facts


@dataclass(slots=True)
class Outcome:
    """The method response, or None when no integration response matches the backend's status."""

    mapped: mapping.Mapped | None
    status: int


def request_of(facts: Facts, integration: dict[str, Any], body: str) -> tuple[str, dict[str, str]]:
    """(URL, headers) of the integration request."""
    headers: dict[str, str] = {}
    query: list[tuple[str, str]] = []
    url = str(integration.get("uri") or "")
    for target, source in (integration.get("requestParameters") or {}).items():
        value = mapping.parameter(str(source), facts, "")
        if value is None:
            continue
        kind, _, name = target.removeprefix("integration.request.").partition(".")
        if kind == "header":
            headers[name] = value
        elif kind == "querystring":
            query.append((name, value))
        elif kind == "path":
            url = url.replace("{" + name + "}", quote(value, safe=""))
            url = url.replace("{" + name + "+}", quote(value, safe="/"))
    if query:
        url += ("&" if "?" in url else "?") + urlencode(query)
    if body and not any(n.lower() == "content-type" for n in headers):
        headers["Content-Type"] = mapping.content_type(facts)
    return url, headers


async def call(
    facts: Facts, integration: dict[str, Any], timeout: float, sender: http_proxy.Sender
) -> Outcome:
    """Raises ``mapping.Unsupported`` (415), ``vtl.TemplateError`` (500) or ``http_proxy.Unreachable``."""
    body, _ = mapping.request_payload(facts, integration)
    url, headers = request_of(facts, integration, body)
    method = str(integration.get("httpMethod") or facts.http_method)
    if method == "ANY":
        method = facts.http_method
    got = await sender(method, url, headers, body.encode(), timeout)
    chosen = mapping.select(integration.get("integrationResponses") or {}, str(got.status))
    if chosen is None:
        return Outcome(None, got.status)
    answer_headers = {name.lower(): value for name, value in got.headers}
    text = got.body.decode("utf-8", errors="replace")
    return Outcome(mapping.respond(facts, chosen, text, answer_headers), got.status)
