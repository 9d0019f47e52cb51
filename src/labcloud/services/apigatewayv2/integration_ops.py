"""Integrations: Lambda proxy (``AWS_PROXY``, payload 1.0 or 2.0) and ``HTTP_PROXY`` to loopback URLs."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.loopback import is_loopback_url
from labcloud.services.apigatewayv2 import (
    ids,
    integration_response_ops,
    parameter_checks,
    subtypes,
    vpc_link_ops,
    websocket_control,
)
from labcloud.services.apigatewayv2.errors import bad_request, conflict
from labcloud.services.apigatewayv2.lookup import api_of, part_of
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

#: What a VPC link reaches: an ALB or NLB listener, or a Cloud Map service.
_PRIVATE_TARGET = re.compile(
    r"^arn:aws:(elasticloadbalancing:[a-z0-9-]+:\d{12}:listener/(app|net)/.+"
    r"|servicediscovery:[a-z0-9-]+:\d{12}:service/srv-.+)$"
)
UNSUPPORTED = (
    "IntegrationSubtype",
    "CredentialsArn",
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
    connection = request.get("ConnectionType") or "INTERNET"
    if connection not in ("INTERNET", "VPC_LINK"):
        raise bad_request(f"Invalid ConnectionType {connection}: INTERNET or VPC_LINK")
    kind = request["IntegrationType"]
    if connection == "VPC_LINK":
        return private_integration(request)
    if request.get("ConnectionId"):
        raise bad_request("ConnectionId requires ConnectionType VPC_LINK")
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
        if not is_loopback_url(uri):
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


def private_integration(request: dict[str, Any]) -> dict[str, Any]:
    """An ``HTTP_PROXY`` integration through a VPC link (``ConnectionId``) to a load balancer's listener
    or a Cloud Map service (``IntegrationUri``, an ARN); the link is checked by vpc_link_ops.py."""
    if request["IntegrationType"] != "HTTP_PROXY":
        raise bad_request("ConnectionType VPC_LINK requires IntegrationType HTTP_PROXY")
    if not request.get("ConnectionId"):
        raise bad_request("ConnectionId is required for ConnectionType VPC_LINK")
    uri = str(request.get("IntegrationUri") or "")
    if not _PRIVATE_TARGET.match(uri):
        raise bad_request(
            f"Invalid integration URI specified: {uri!r} (a load balancer listener or Cloud Map service ARN)"
        )
    method = str(request.get("IntegrationMethod") or "")
    if method not in ("ANY", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"):
        raise bad_request("IntegrationMethod is required for HTTP_PROXY integrations")
    if (request.get("PayloadFormatVersion") or "1.0") != "1.0":
        raise bad_request("PayloadFormatVersion must be 1.0 for HTTP_PROXY integrations")
    doc: dict[str, Any] = {
        "IntegrationId": ids.new_id(),
        "IntegrationType": "HTTP_PROXY",
        "ConnectionType": "VPC_LINK",
        "ConnectionId": str(request["ConnectionId"]),
        "IntegrationUri": uri,
        "IntegrationMethod": method,
        "PayloadFormatVersion": "1.0",
        "TimeoutInMillis": int(request.get("TimeoutInMillis") or 30000),
        "ApiGatewayManaged": False,
    }
    if not 50 <= doc["TimeoutInMillis"] <= 30000:
        raise bad_request("TimeoutInMillis must be between 50 and 30000 for HTTP APIs")
    doc.update(parameter_checks.members("HTTP_PROXY", request))
    if request.get("Description"):
        doc["Description"] = request["Description"]
    return doc


def create_integration(
    state: HttpApiState, request: CreateIntegrationRequest, ctx: RequestContext
) -> CreateIntegrationResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        doc = new_integration(api, dict(request))
        vpc_link_ops.check_integration_link(state, api.account_id, api.region, doc)
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
        integration_response_ops.remove_for(state, api.id, part.id)
    return {}
