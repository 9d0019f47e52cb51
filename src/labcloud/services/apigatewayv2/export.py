"""ExportApi: an HTTP API (as it is, or as a stage serves it) written as an OpenAPI 3.0.1 definition, the
inverse of ``import_ops``: each route a path operation (``ANY`` as ``x-amazon-apigateway-any-method``,
``$default`` as its own path), path parameters, a default response, security requirements and schemes,
and, with extensions (the default), ``x-amazon-apigateway-integration``, ``-authorizer``, ``-cors`` and
``-importexport-version``."""

from __future__ import annotations

import json
import re
import time
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import websocket_control
from labcloud.services.apigatewayv2.api_ops import endpoint
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.stage_ops import snapshot
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import ExportApiRequest, ExportApiResponse

SIGV4 = "sigv4"
_CORS = {
    "AllowOrigins": "allowOrigins",
    "AllowMethods": "allowMethods",
    "AllowHeaders": "allowHeaders",
    "ExposeHeaders": "exposeHeaders",
    "MaxAge": "maxAge",
    "AllowCredentials": "allowCredentials",
}
_INTEGRATION = {
    "PayloadFormatVersion": "payloadFormatVersion",
    "IntegrationSubtype": "integrationSubtype",
    "IntegrationUri": "uri",
    "IntegrationMethod": "httpMethod",
    "ConnectionType": "connectionType",
    "ConnectionId": "connectionId",
    "CredentialsArn": "credentials",
    "TimeoutInMillis": "timeoutInMillis",
    "RequestParameters": "requestParameters",
    "ResponseParameters": "responseParameters",
}


def _scheme(authorizer: dict[str, Any], extensions: bool) -> dict[str, Any]:
    jwt = authorizer["AuthorizerType"] == "JWT"
    scheme: dict[str, Any] = (
        {"type": "oauth2", "flows": {}} if jwt else {"type": "apiKey", "name": "Unused", "in": "header"}
    )
    if not extensions:
        return scheme
    raw: dict[str, Any] = {"type": str(authorizer["AuthorizerType"]).lower()}
    sources = authorizer.get("IdentitySource") or []
    if sources:
        raw["identitySource"] = ", ".join(sources)
    if jwt:
        config = authorizer.get("JwtConfiguration") or {}
        raw["jwtConfiguration"] = {
            "audience": list(config.get("Audience") or []),
            "issuer": config.get("Issuer"),
        }
    for member, name in (
        ("AuthorizerUri", "authorizerUri"),
        ("AuthorizerCredentialsArn", "authorizerCredentials"),
        ("AuthorizerPayloadFormatVersion", "authorizerPayloadFormatVersion"),
        ("AuthorizerResultTtlInSeconds", "authorizerResultTtlInSeconds"),
        ("EnableSimpleResponses", "enableSimpleResponses"),
    ):
        if authorizer.get(member) is not None:
            raw[name] = authorizer[member]
    scheme["x-amazon-apigateway-authorizer"] = raw
    return scheme


def document(
    api: ApiRecord, served: dict[str, Any], server: dict[str, Any] | None, version: str, extensions: bool
) -> dict[str, Any]:
    info: dict[str, Any] = {"title": api.doc.get("Name", "")}
    if api.doc.get("Description"):
        info["description"] = api.doc["Description"]
    info["version"] = version
    doc: dict[str, Any] = {"openapi": "3.0.1", "info": info}
    if server is not None:
        doc["servers"] = [server]
    authorizers: dict[str, dict[str, Any]] = served.get("authorizers") or {}
    schemes: dict[str, Any] = {}
    paths: dict[str, dict[str, Any]] = {}
    for route in sorted(served.get("routes") or [], key=lambda r: r["RouteKey"]):
        key = route["RouteKey"]
        verb, _, path = key.partition(" ")
        if key == "$default":
            verb, path = "ANY", "$default"
        operation: dict[str, Any] = {}
        names = re.findall(r"\{([^}]+)\}", path)
        if names:
            operation["parameters"] = [
                {"name": n, "in": "path", "required": True, "schema": {"type": "string"}} for n in names
            ]
        operation["responses"] = {"default": {"description": f"Default response for {key}"}}
        kind = route.get("AuthorizationType") or "NONE"
        if kind == "AWS_IAM":
            schemes[SIGV4] = {"type": "apiKey", "name": "Authorization", "in": "header"}
            if extensions:
                schemes[SIGV4]["x-amazon-apigateway-authtype"] = "awsSigv4"
            operation["security"] = [{SIGV4: []}]
        elif kind in ("JWT", "CUSTOM") and route.get("AuthorizerId") in authorizers:
            authorizer = authorizers[route["AuthorizerId"]]
            schemes[authorizer["Name"]] = _scheme(authorizer, extensions)
            operation["security"] = [{authorizer["Name"]: list(route.get("AuthorizationScopes") or [])}]
        target = str(route.get("Target") or "").removeprefix("integrations/")
        integration = (served.get("integrations") or {}).get(target)
        if extensions and integration is not None:
            raw: dict[str, Any] = {"type": str(integration["IntegrationType"]).lower()}
            for member, name in _INTEGRATION.items():
                if integration.get(member) not in (None, "", {}):
                    raw[name] = integration[member]
            operation["x-amazon-apigateway-integration"] = raw
        method = "x-amazon-apigateway-any-method" if verb == "ANY" else verb.lower()
        paths.setdefault(path, {})[method] = operation
    doc["paths"] = paths
    if schemes:
        doc["components"] = {"securitySchemes": schemes}
    if extensions:
        cors = api.doc.get("CorsConfiguration")
        if cors:
            doc["x-amazon-apigateway-cors"] = {_CORS[k]: v for k, v in cors.items() if k in _CORS}
        doc["x-amazon-apigateway-importexport-version"] = "1.0"
    return doc


def _stamp(seconds: Any) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%SUTC", time.gmtime(float(seconds)))


def export_api(state: HttpApiState, request: ExportApiRequest, ctx: RequestContext) -> ExportApiResponse:
    if request["Specification"] != "OAS30":
        raise bad_request(f"Invalid specification: {request['Specification']}. The only valid value is OAS30")
    output = request["OutputType"]
    if output not in ("JSON", "YAML"):
        raise bad_request(f"Invalid outputType: {output}. Valid values are JSON, YAML")
    if request.get("ExportVersion", "1.0") != "1.0":
        raise bad_request(
            f"Invalid exportVersion: {request.get('ExportVersion')}. The only valid value is 1.0"
        )
    api = api_of(state, ctx, request["ApiId"])
    if websocket_control.is_websocket(api):
        raise bad_request("Export is supported for HTTP APIs only, not WebSocket APIs")
    base = endpoint(state, api.id)
    stage_name = request.get("StageName")
    served: dict[str, Any]
    if stage_name:
        stage = part_of(state, api, "stage", stage_name).doc
        deployment = state.apis.part(api.id, "deployment", str(stage.get("DeploymentId") or ""))
        if stage.get("AutoDeploy") or deployment is None:
            served, stamp = snapshot(state, api), stage.get("LastUpdatedDate") or api.doc["CreatedDate"]
        else:
            served, stamp = deployment.doc["_snapshot"], deployment.doc["CreatedDate"]
        server: dict[str, Any] = (
            {"url": f"{base}/"}
            if stage_name == "$default"
            else {"url": f"{base}/{{basePath}}", "variables": {"basePath": {"default": stage_name}}}
        )
    else:
        served, stamp, server = snapshot(state, api), api.doc["CreatedDate"], {"url": base}
    version = str(api.doc.get("Version") or _stamp(stamp))
    doc = document(api, served, server, version, bool(request.get("IncludeExtensions", True)))
    if output == "YAML":
        import yaml  # only for a YAML export: not paid at start-up

        body = yaml.safe_dump(doc, sort_keys=False).encode()
    else:
        body = json.dumps(doc, indent=2).encode()
    return cast("ExportApiResponse", {"body": body})
