"""Identity sources of HTTP API authorizers: ``$request.header.<name>``, ``$request.querystring.<name>``,
``$context.<name>`` and ``$stageVariables.<name>``, read from one request."""

from __future__ import annotations

from labcloud.services.apigatewayv2.payload import Facts


def context_value(facts: Facts, name: str) -> str | None:
    """``$context.<name>`` for the variables labcloud knows (None for others)."""
    request = facts.request
    known = {
        "accountId": facts.account_id,
        "apiId": facts.api_id,
        "requestId": facts.request_id,
        "routeKey": facts.route_key,
        "stage": facts.stage,
        "httpMethod": request.method.upper(),
        "path": facts.path,
        "protocol": "HTTP/1.1",
        "identity.sourceIp": request.client_host,
        "identity.userAgent": request.headers.get("user-agent", ""),
        "domainPrefix": facts.api_id,
    }
    return known.get(name)


def value(source: str, facts: Facts) -> str | None:
    """The value ``source`` names in this request (None when the request has none, or it is empty)."""
    found: str | None = None
    if source.startswith("$request.header."):
        found = facts.request.headers.get(source.removeprefix("$request.header.").lower())
    elif source.startswith("$request.querystring."):
        name = source.removeprefix("$request.querystring.")
        values = [v for k, v in facts.request.query if k == name]
        found = ",".join(values) if values else None
    elif source.startswith("$context."):
        found = context_value(facts, source.removeprefix("$context."))
    elif source.startswith("$stageVariables."):
        found = facts.stage_variables.get(source.removeprefix("$stageVariables."))
    return found if found else None


def values(sources: list[str], facts: Facts) -> list[str] | None:
    """Every source's value, or None when any is missing (AWS then answers 401 without calling)."""
    found = [value(s, facts) for s in sources]
    return None if any(v is None for v in found) else [v for v in found if v is not None]
