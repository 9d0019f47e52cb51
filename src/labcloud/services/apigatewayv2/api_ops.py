"""HTTP APIs: create (with quick create's ``$default`` route, integration and auto-deployed stage),
get, list, update and delete. WebSocket APIs are created by ``websocket_control``. The control-plane modules
quick create and WebSocket APIs need are imported where they are used, so that the first GetApis after a
start imports only what reading an API needs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import cors, ids
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.lookup import api_of
from labcloud.services.apigatewayv2.publish import emit
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateApiRequest,
        CreateApiResponse,
        DeleteApiRequest,
        DeleteApiResponse,
        DeleteCorsConfigurationRequest,
        DeleteCorsConfigurationResponse,
        GetApiRequest,
        GetApiResponse,
        GetApisRequest,
        GetApisResponse,
        UpdateApiRequest,
        UpdateApiResponse,
    )

UNSUPPORTED = ("CredentialsArn", "ApiKeySelectionExpression")
API_KEYS = "$request.header.x-api-key"  # the one value of an HTTP API (Terraform sends it)
UPDATABLE = ("Name", "Description", "Version", "DisableExecuteApiEndpoint")


def endpoint(state: HttpApiState, api_id: str) -> str:
    return f"http://{api_id}.execute-api.localhost:{state.settings.port}"


def create_api(state: HttpApiState, request: CreateApiRequest, ctx: RequestContext) -> CreateApiResponse:
    given: dict[str, Any] = dict(request)
    if request["ProtocolType"] == "WEBSOCKET":
        from labcloud.services.apigatewayv2 import websocket_control

        return websocket_control.create_api(state, request, ctx)
    if request["ProtocolType"] != "HTTP":
        raise bad_request(f"Invalid ProtocolType: {request['ProtocolType']}")
    for member in UNSUPPORTED:
        if request.get(member) and not (member == "ApiKeySelectionExpression" and given[member] == API_KEYS):
            raise bad_request(f"labcloud does not support {member} on HTTP APIs")
    selection = request.get("RouteSelectionExpression") or "${request.method} ${request.path}"
    if selection not in ("${request.method} ${request.path}", "$request.method $request.path"):
        raise bad_request("RouteSelectionExpression of an HTTP API must be ${request.method} ${request.path}")
    if request.get("RouteKey") and not request.get("Target"):
        raise bad_request("RouteKey is only allowed with Target (quick create)")
    now = clock.now()
    api_id = ids.new_id(10)
    doc: dict[str, Any] = {
        "ApiId": api_id,
        "Name": request["Name"],
        "ProtocolType": "HTTP",
        "RouteSelectionExpression": selection,
        "ApiKeySelectionExpression": "$request.header.x-api-key",
        "ApiEndpoint": endpoint(state, api_id),
        "CreatedDate": now,
        "DisableExecuteApiEndpoint": bool(request.get("DisableExecuteApiEndpoint", False)),
        "IpAddressType": request.get("IpAddressType") or "ipv4",
        "Tags": checked_tags(request.get("Tags")),
    }
    for member in ("Description", "Version", "DisableSchemaValidation"):
        if given.get(member) is not None:
            doc[member] = given[member]
    if request.get("CorsConfiguration"):
        doc["CorsConfiguration"] = cors.checked(dict(request["CorsConfiguration"]))
    api = ApiRecord(api_id, ctx.account_id, ctx.region, now, doc)
    with state.store.transaction():
        while state.apis.api(api_id) is not None:  # pragma: no cover - 36^10 ids
            api.id = doc["ApiId"] = api_id = ids.new_id(10)
        state.apis.save_api(api)
        if request.get("Target"):
            _quick_create(state, api, str(request["Target"]), request.get("RouteKey") or "$default")
        emit(state, "apigatewayv2.api.created", ctx.account_id, ctx.region, api_id, name=doc["Name"])
    return cast("CreateApiResponse", doc)


def _quick_create(state: HttpApiState, api: ApiRecord, target: str, route_key: str) -> None:
    """AWS's quick create: an integration to ``target``, a route to it, and an auto-deployed ``$default`` stage."""
    from labcloud.services.apigatewayv2.integration_ops import new_integration
    from labcloud.services.apigatewayv2.route_ops import new_route
    from labcloud.services.apigatewayv2.stage_ops import new_stage

    if target.startswith("arn:aws:lambda:") or "/functions/" in target:
        spec = {"IntegrationType": "AWS_PROXY", "IntegrationUri": target, "PayloadFormatVersion": "2.0"}
    else:
        spec = {"IntegrationType": "HTTP_PROXY", "IntegrationUri": target, "IntegrationMethod": "ANY"}
    integration = {**new_integration(api, spec), "ApiGatewayManaged": True}
    now = clock.now()
    state.apis.save_part(PartRecord(api.id, "integration", integration["IntegrationId"], now, integration))
    route = new_route(
        state, api, {"RouteKey": route_key, "Target": f"integrations/{integration['IntegrationId']}"}
    )
    route["ApiGatewayManaged"] = True
    state.apis.save_part(PartRecord(api.id, "route", route["RouteId"], now, route))
    stage = {
        **new_stage(state, api, {"StageName": "$default", "AutoDeploy": True}),
        "ApiGatewayManaged": True,
    }
    state.apis.save_part(PartRecord(api.id, "stage", "$default", now, stage))
    api.doc["ApiGatewayManaged"] = True
    state.apis.save_api(api)


def get_api(state: HttpApiState, request: GetApiRequest, ctx: RequestContext) -> GetApiResponse:
    return cast("GetApiResponse", api_of(state, ctx, request["ApiId"]).doc)


def get_apis(state: HttpApiState, request: GetApisRequest, ctx: RequestContext) -> GetApisResponse:
    return cast("GetApisResponse", {"Items": [a.doc for a in state.apis.listing(ctx.account_id, ctx.region)]})


def update_api(state: HttpApiState, request: UpdateApiRequest, ctx: RequestContext) -> UpdateApiResponse:
    from labcloud.services.apigatewayv2 import websocket_control

    for member in ("Target", "RouteKey", "CredentialsArn", "ApiKeySelectionExpression"):
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on UpdateApi")
    selection = request.get("RouteSelectionExpression")
    if selection and websocket_control.is_websocket(api_of(state, ctx, request["ApiId"])):
        websocket_control.check_selection(selection)
    elif selection and selection != "${request.method} ${request.path}":
        raise bad_request("RouteSelectionExpression of an HTTP API must be ${request.method} ${request.path}")
    given: dict[str, Any] = dict(request)
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        for member in UPDATABLE:
            if given.get(member) is not None:
                api.doc[member] = given[member]
        if selection and websocket_control.is_websocket(api):
            api.doc["RouteSelectionExpression"] = selection
        if request.get("CorsConfiguration") is not None:
            api.doc["CorsConfiguration"] = cors.checked(dict(request["CorsConfiguration"]))
        state.apis.save_api(api)
    return cast("UpdateApiResponse", api.doc)


def delete_api(state: HttpApiState, request: DeleteApiRequest, ctx: RequestContext) -> DeleteApiResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        state.apis.remove_api(api.id)
        emit(state, "apigatewayv2.api.deleted", ctx.account_id, ctx.region, api.id)
    return {}


def delete_cors(
    state: HttpApiState, request: DeleteCorsConfigurationRequest, ctx: RequestContext
) -> DeleteCorsConfigurationResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        api.doc.pop("CorsConfiguration", None)
        state.apis.save_api(api)
    return {}
