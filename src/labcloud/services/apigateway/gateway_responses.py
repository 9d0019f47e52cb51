"""The gateway's own answers (403 Missing Authentication Token, 401, 429, 400 validation, 5xx ...) through
the API's gateway responses: the response type an answer stands for (``Refused.response_type`` or
the error's kind), then the customised response of that type, else the customised DEFAULT_4XX or
DEFAULT_5XX, else AWS's default ``{"message": ...}``. A customised response sets the status, renders
its ``application/json`` template (VTL: ``$context.error.message``/``messageString``/``responseType``,
``$context.requestId``..., ``$stageVariables``) and adds its ``gatewayresponse.header.*`` parameters
(static ``'values'``, ``method.request.header/querystring/path.*``, ``stageVariables.*``, ``context.*``)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.services.apigateway import vtl
from labcloud.services.apigateway.gateway_response_ops import KIND
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.apis import ApiRecord
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState

BY_ERROR = {
    "MissingAuthenticationTokenException": "MISSING_AUTHENTICATION_TOKEN",
    "AccessDeniedException": "ACCESS_DENIED",
    "UnauthorizedException": "UNAUTHORIZED",
    "AuthorizerConfigurationException": "AUTHORIZER_CONFIGURATION_ERROR",
    "TooManyRequestsException": "THROTTLED",
    "LimitExceededException": "QUOTA_EXCEEDED",
    "InvalidSignatureException": "INVALID_SIGNATURE",
    "RequestTooLongException": "REQUEST_TOO_LARGE",
    "UnsupportedMediaTypeException": "UNSUPPORTED_MEDIA_TYPE",
}


def response_type_of(status: int, error_type: str, message: str | None) -> str:
    if status == 504:
        return "INTEGRATION_TIMEOUT"
    found = BY_ERROR.get(error_type)
    if found is not None:
        return found
    return "DEFAULT_4XX" if status < 500 else "DEFAULT_5XX"


def customised(state: ApigwState, api_id: str, response_type: str, status: int) -> dict[str, Any] | None:
    found = parts.find_part(state.store, api_id, KIND, response_type)
    if found is None:
        found = parts.find_part(state.store, api_id, KIND, "DEFAULT_4XX" if status < 500 else "DEFAULT_5XX")
    return None if found is None else found.doc


def _source(value: str, facts: Facts | None, context: dict[str, Any]) -> str | None:
    if len(value) >= 2 and value.startswith("'") and value.endswith("'"):
        return value[1:-1]
    if facts is None:
        return None
    request = facts.request
    if value.startswith("method.request.header."):
        return request.headers.get(value.removeprefix("method.request.header.").lower())
    if value.startswith("method.request.querystring."):
        name = value.removeprefix("method.request.querystring.")
        return next((v for k, v in request.query if k == name), None)
    if value.startswith("method.request.path."):
        return facts.route.path_parameters.get(value.removeprefix("method.request.path."))
    if value.startswith("stageVariables."):
        return facts.variables.get(value.removeprefix("stageVariables."))
    found: Any = context
    for part in value.removeprefix("context.").split("."):
        found = found.get(part) if isinstance(found, dict) else None
    return None if found is None else str(found)


def render(
    doc: dict[str, Any],
    api: ApiRecord,
    facts: Facts | None,
    status: int,
    message: str | None,
    response_type: str,
    request_id: str,
) -> tuple[int, bytes, str, list[tuple[str, str]]]:
    """(status, body, content type, headers) of a customised gateway response."""
    context: dict[str, Any] = (
        facts.request_context() if facts is not None else {"requestId": request_id, "apiId": api.id}
    )
    context["error"] = {
        "message": message,
        "messageString": json.dumps(message),
        "responseType": response_type,
        "validationErrorString": message if response_type.startswith("BAD_REQUEST") else "",
    }
    templates = doc.get("responseTemplates") or {}
    content_type = (
        "application/json" if "application/json" in templates or not templates else next(iter(templates))
    )
    template = templates.get(content_type)
    if template is None:
        body = json.dumps({"message": message}).encode()
    else:
        variables = {"context": context, "stageVariables": vtl.Variables(facts.variables if facts else {})}
        try:
            body = vtl.render(str(template), variables).encode()
        except vtl.TemplateError:
            body = json.dumps({"message": message}).encode()
    headers = []
    for key, value in (doc.get("responseParameters") or {}).items():
        found = _source(str(value), facts, context)
        if found is not None:
            headers.append((key.removeprefix("gatewayresponse.header."), found))
    chosen = int(doc["statusCode"]) if doc.get("statusCode") else status
    return chosen, body, content_type, headers
