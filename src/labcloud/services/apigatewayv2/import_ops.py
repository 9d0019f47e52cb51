"""ImportApi: an HTTP API from an OpenAPI 3 document (JSON or YAML), as SAM's ``HttpApi`` and
CloudFormation's ``Body`` give it: each path's operations (``x-amazon-apigateway-any-method`` is
``ANY``) become routes, their ``x-amazon-apigateway-integration`` (``aws_proxy`` to Lambda or
``http_proxy`` to loopback) integrations, ``x-amazon-apigateway-cors`` the CORS configuration,
security schemes and requirements the authorizers and the routes' authorization (``import_auth.py``).
Anything else the gateway would act on is refused. ReimportApi replaces an API's routes, integrations
and authorizers with a document's."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import api_ops, cors, import_auth, vpc_link_ops, websocket_control
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.integration_ops import new_integration
from labcloud.services.apigatewayv2.lookup import api_of
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.route_ops import new_route
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateApiRequest,
        ImportApiRequest,
        ImportApiResponse,
        ReimportApiRequest,
        ReimportApiResponse,
    )

_METHODS = ("get", "post", "put", "patch", "delete", "head", "options")
_CORS = {
    "allowOrigins": "AllowOrigins",
    "allowMethods": "AllowMethods",
    "allowHeaders": "AllowHeaders",
    "exposeHeaders": "ExposeHeaders",
    "maxAge": "MaxAge",
    "allowCredentials": "AllowCredentials",
}


def _document(body: str) -> dict[str, Any]:
    try:
        doc = json.loads(body) if body.lstrip().startswith("{") else _yaml(body)
    except ValueError as exc:
        raise bad_request(f"Unable to parse the OpenAPI document: {exc}") from exc
    if not isinstance(doc, dict) or not str(doc.get("openapi", "")).startswith("3"):
        raise bad_request("labcloud imports OpenAPI 3 documents only (an 'openapi: 3.x' member)")
    return doc


def _integration(spec: Any, where: str) -> dict[str, Any]:
    if not isinstance(spec, dict):
        raise bad_request(f"{where}: x-amazon-apigateway-integration is required")
    kind = str(spec.get("type", "")).upper()
    out: dict[str, Any] = {"IntegrationType": kind}
    if spec.get("uri"):
        out["IntegrationUri"] = spec["uri"]
    if spec.get("payloadFormatVersion"):
        out["PayloadFormatVersion"] = str(spec["payloadFormatVersion"])
    if kind == "HTTP_PROXY":
        out["IntegrationMethod"] = str(spec.get("httpMethod") or "ANY").upper()
    for member, field in (
        ("requestParameters", "RequestParameters"),
        ("responseParameters", "ResponseParameters"),
        ("integrationSubtype", "IntegrationSubtype"),
        ("credentials", "CredentialsArn"),
    ):
        if spec.get(member):
            out[field] = spec[member]
    if spec.get("timeoutInMillis"):
        out["TimeoutInMillis"] = int(spec["timeoutInMillis"])
    if spec.get("connectionType"):
        out["ConnectionType"] = str(spec["connectionType"]).upper()
    if spec.get("connectionId"):
        out["ConnectionId"] = str(spec["connectionId"])
    return out


def _api_members(doc: dict[str, Any]) -> dict[str, Any]:
    """CreateApi's members from the document's ``info``, CORS extension and tags."""
    info = doc.get("info") or {}
    create: dict[str, Any] = {"Name": str(info.get("title") or "imported"), "ProtocolType": "HTTP"}
    if info.get("description"):
        create["Description"] = str(info["description"])
    if info.get("version"):
        create["Version"] = str(info["version"])
    cors_given = doc.get("x-amazon-apigateway-cors")
    if isinstance(cors_given, dict):
        create["CorsConfiguration"] = {_CORS[k]: v for k, v in cors_given.items() if k in _CORS}
    tags = doc.get("tags") or []
    named = {str(t["name"]): str(t.get("x-amazon-apigateway-tag-value", "")) for t in tags if "name" in t}
    if named:
        create["Tags"] = named
    return create


def _build(state: HttpApiState, api: ApiRecord, doc: dict[str, Any]) -> None:
    """The document's authorizers, integrations and routes saved on ``api``."""
    authorizers = import_auth.import_authorizers(state, api, doc)
    for path, operations in (doc.get("paths") or {}).items():
        for method, operation in (operations or {}).items():
            if method == "x-amazon-apigateway-any-method":
                verb = "ANY"
            elif method in _METHODS:
                verb = method.upper()
            else:
                continue
            security = (operation or {}).get("security", doc.get("security"))
            authorization = import_auth.route_members(security, authorizers, f"{verb} {path}")
            spec = _integration((operation or {}).get("x-amazon-apigateway-integration"), f"{verb} {path}")
            integration = new_integration(api, spec)
            vpc_link_ops.check_integration_link(state, api.account_id, api.region, integration)
            now = clock.now()
            state.apis.save_part(
                PartRecord(api.id, "integration", integration["IntegrationId"], now, integration)
            )
            key = "$default" if path == "$default" else f"{verb} {path}"
            target = f"integrations/{integration['IntegrationId']}"
            route = new_route(state, api, {"RouteKey": key, "Target": target, **authorization})
            state.apis.save_part(PartRecord(api.id, "route", route["RouteId"], now, route))


def import_api(state: HttpApiState, request: ImportApiRequest, ctx: RequestContext) -> ImportApiResponse:
    if request.get("Basepath"):
        raise bad_request("labcloud does not support Basepath on ImportApi")
    doc = _document(request["Body"])
    create = _api_members(doc)
    with state.store.transaction():
        made = api_ops.create_api(state, cast("CreateApiRequest", create), ctx)
        api = state.apis.api(made["ApiId"])
        assert api is not None
        _build(state, api, doc)
    return cast("ImportApiResponse", made)


def reimport_api(
    state: HttpApiState, request: ReimportApiRequest, ctx: RequestContext
) -> ReimportApiResponse:
    """The API's routes, integrations and authorizers replaced by the document's; its name, description,
    version and CORS configuration taken from it (stages and their deployments stay)."""
    if request.get("Basepath"):
        raise bad_request("labcloud does not support Basepath on ReimportApi")
    doc = _document(request["Body"])
    given = _api_members(doc)
    if given.pop("Tags", None):
        raise bad_request("labcloud does not take tags on ReimportApi: use TagResource")
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        if websocket_control.is_websocket(api):
            raise bad_request("ReimportApi is supported for HTTP APIs only, not WebSocket APIs")
        for kind in ("route", "integration", "authorizer"):
            for part in state.apis.parts(api.id, kind):
                state.apis.delete_part(api.id, kind, part.id)
        for member in ("Description", "Version", "CorsConfiguration"):
            api.doc.pop(member, None)
        api.doc["Name"] = given["Name"]
        for member in ("Description", "Version"):
            if member in given:
                api.doc[member] = given[member]
        if "CorsConfiguration" in given:
            api.doc["CorsConfiguration"] = cors.checked(dict(given["CorsConfiguration"]))
        state.apis.save_api(api)
        _build(state, api, doc)
    return cast("ReimportApiResponse", api.doc)


def _yaml(text: str) -> Any:
    """A YAML document (PyYAML is imported on first use, not at start-up); ``ValueError`` when malformed."""
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ValueError(str(exc)) from exc
