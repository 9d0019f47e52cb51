"""Integrations: Lambda proxy (``AWS_PROXY``, payload 1.0 or 2.0) and ``HTTP_PROXY`` to loopback URLs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast
from urllib.parse import urlsplit

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import ids, parameter_checks, subtypes, websocket_control
from labcloud.services.apigatewayv2.errors import bad_request, conflict
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.loopback import is_loopback
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateIntegrationRequest,
        CreateIntegrationResponse,
        DeleteIntegrationRequest,
        DeleteIntegrationResponse,
        GetIntegrationRequest,
        GetIntegrationResponse,
        GetIntegrationsRequest,
        GetIntegrationsResponse,
    )

UNSUPPORTED = (
    "IntegrationSubtype",
    "CredentialsArn",
    "ConnectionId",
    "RequestTemplates",
    "TemplateSelectionExpression",
    "TlsConfig",
    "ContentHandlingStrategy",
    "PassthroughBehavior",
)


def function_of(uri: str) -> str:
    """The function a Lambda integration URI names (a function ARN, or API Gateway's invocation ARN)."""
    if "/functions/" in uri:
        return uri.split("/functions/", 1)[1].rsplit("/invocations", 1)[0]
    return uri


def new_integration(api: ApiRecord, request: dict[str, Any]) -> dict[str, Any]:
    """The Integration document AWS answers CreateIntegration with (checked)."""
    if websocket_control.is_websocket(api):
        return websocket_control.new_integration(api, request)
    if request.get("IntegrationSubtype"):
        return subtypes.new_service_integration(request)
    for member in UNSUPPORTED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on HTTP API integrations")
    if (request.get("ConnectionType") or "INTERNET") != "INTERNET":
        raise bad_request("labcloud does not support VPC links: ConnectionType must be INTERNET")
    kind = request["IntegrationType"]
    uri = str(request.get("IntegrationUri") or "")
    version = request.get("PayloadFormatVersion")
    doc: dict[str, Any] = {
        "IntegrationId": ids.new_id(),
        "IntegrationType": kind,
        "ConnectionType": "INTERNET",
        "IntegrationUri": uri,
        "TimeoutInMillis": int(request.get("TimeoutInMillis") or 30000),
        "ApiGatewayManaged": False,
    }
    if not 50 <= doc["TimeoutInMillis"] <= 30000:
        raise bad_request("TimeoutInMillis must be between 50 and 30000 for HTTP APIs")
    if kind == "AWS_PROXY":
        if not function_of(uri).startswith("arn:aws:lambda:"):
            raise bad_request(f"Invalid integration URI specified: {uri!r} (a Lambda function ARN)")
        if version not in ("1.0", "2.0"):
            raise bad_request("PayloadFormatVersion must be 1.0 or 2.0 for AWS_PROXY integrations")
        doc["IntegrationMethod"] = "POST"
    elif kind == "HTTP_PROXY":
        if urlsplit(uri).scheme not in ("http", "https") or not is_loopback(uri):
            raise bad_request(
                f"Invalid integration URI specified: {uri!r} (labcloud reaches loopback URLs only)"
            )
        method = str(request.get("IntegrationMethod") or "")
        if method not in ("ANY", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"):
            raise bad_request("IntegrationMethod is required for HTTP_PROXY integrations")
        if (version or "1.0") != "1.0":
            raise bad_request("PayloadFormatVersion must be 1.0 for HTTP_PROXY integrations")
        doc["IntegrationMethod"] = method
        version = "1.0"
    else:
        raise bad_request(f"labcloud does not support integration type {kind} for HTTP APIs")
    doc["PayloadFormatVersion"] = version
    doc.update(parameter_checks.members(kind, request))
    if request.get("Description"):
        doc["Description"] = request["Description"]
    return doc


def create_integration(
    state: HttpApiState, request: CreateIntegrationRequest, ctx: RequestContext
) -> CreateIntegrationResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        doc = new_integration(api, dict(request))
        state.apis.save_part(PartRecord(api.id, "integration", doc["IntegrationId"], clock.now(), doc))
    return cast("CreateIntegrationResponse", doc)


def get_integration(
    state: HttpApiState, request: GetIntegrationRequest, ctx: RequestContext
) -> GetIntegrationResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast("GetIntegrationResponse", part_of(state, api, "integration", request["IntegrationId"]).doc)


def get_integrations(
    state: HttpApiState, request: GetIntegrationsRequest, ctx: RequestContext
) -> GetIntegrationsResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast(
        "GetIntegrationsResponse", {"Items": [p.doc for p in state.apis.parts(api.id, "integration")]}
    )


def delete_integration(
    state: HttpApiState, request: DeleteIntegrationRequest, ctx: RequestContext
) -> DeleteIntegrationResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "integration", request["IntegrationId"])
        target = f"integrations/{part.id}"
        if any(r.doc.get("Target") == target for r in state.apis.parts(api.id, "route")):
            raise conflict(f"Cannot delete integration {part.id}: routes still target it")
        state.apis.delete_part(api.id, "integration", part.id)
    return {}
