"""Partial updates of an API's parts: UpdateRoute, UpdateIntegration, UpdateStage, UpdateDeployment and
UpdateRouteResponse, DeleteRouteSettings, DeleteAccessLogSettings and ResetAuthorizersCache. As on AWS
only the members a request names change; the merged part is checked by the same code that checks its Create* (so an update can make nothing a create could not), and the answer
is the whole part as its Get* shows it. Routes and integrations are read at each request, so an
``AutoDeploy`` stage serves an update at once; a stage without it serves its deployment until the next
CreateDeployment (or an UpdateStage naming another DeploymentId)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import access_log, route_settings, vpc_link_ops, websocket_control
from labcloud.services.apigatewayv2.errors import bad_request, not_found
from labcloud.services.apigatewayv2.integration_ops import new_integration
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.route_ops import new_route
from labcloud.services.apigatewayv2.stage_ops import UNSUPPORTED as STAGE_UNSUPPORTED
from labcloud.services.apigatewayv2.stage_ops import deploy
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        DeleteAccessLogSettingsRequest,
        DeleteAccessLogSettingsResponse,
        DeleteRouteSettingsRequest,
        DeleteRouteSettingsResponse,
        ResetAuthorizersCacheRequest,
        ResetAuthorizersCacheResponse,
        UpdateDeploymentRequest,
        UpdateDeploymentResponse,
        UpdateIntegrationRequest,
        UpdateIntegrationResponse,
        UpdateRouteRequest,
        UpdateRouteResponse,
        UpdateRouteResponseRequest,
        UpdateRouteResponseResponse,
        UpdateStageRequest,
        UpdateStageResponse,
    )

_ROUTE_MEMBERS = (
    "RouteKey",
    "Target",
    "AuthorizationType",
    "AuthorizerId",
    "AuthorizationScopes",
    "ApiKeyRequired",
    "RequestModels",
    "RequestParameters",
    "ModelSelectionExpression",
    "RouteResponseSelectionExpression",
    "OperationName",
)
_INTEGRATION_MEMBERS = (
    "IntegrationType",
    "IntegrationSubtype",
    "IntegrationUri",
    "IntegrationMethod",
    "PayloadFormatVersion",
    "TimeoutInMillis",
    "ConnectionType",
    "ConnectionId",
    "CredentialsArn",
    "Description",
    "RequestParameters",
    "ResponseParameters",
    "RequestTemplates",
    "TemplateSelectionExpression",
    "TlsConfig",
    "ContentHandlingStrategy",
    "PassthroughBehavior",
)
#: Members an authorization type of NONE or AWS_IAM clears when the request does not name them.
_AUTHORIZER_MEMBERS = ("AuthorizerId", "AuthorizationScopes")


def _merged(old: dict[str, Any], request: dict[str, Any], members: tuple[str, ...]) -> dict[str, Any]:
    given = {k: old[k] for k in members if k in old}
    given.update({k: request[k] for k in members if k in request})
    return given


def update_route(
    state: HttpApiState, request: UpdateRouteRequest, ctx: RequestContext
) -> UpdateRouteResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "route", request["RouteId"])
        given = _merged(part.doc, dict(request), _ROUTE_MEMBERS)
        if request.get("AuthorizationType") in ("NONE", "AWS_IAM"):
            for member in _AUTHORIZER_MEMBERS:
                if member not in request:
                    given.pop(member, None)
        if "Target" in request and not request["Target"]:
            given.pop("Target")  # an empty Target detaches the route, as on AWS
        doc = new_route(state, api, given, replacing=part.id)
        part.doc = {**doc, "RouteId": part.id, "ApiGatewayManaged": part.doc.get("ApiGatewayManaged", False)}
        state.apis.save_part(part)
    return cast("UpdateRouteResponse", part.doc)


def update_integration(
    state: HttpApiState, request: UpdateIntegrationRequest, ctx: RequestContext
) -> UpdateIntegrationResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "integration", request["IntegrationId"])
        given = _merged(part.doc, dict(request), _INTEGRATION_MEMBERS)
        if given.get("IntegrationType") == "AWS_PROXY" and "IntegrationMethod" not in request:
            given.pop("IntegrationMethod", None)  # Lambda's POST, which the create sets
            if "PassthroughBehavior" not in request:
                given.pop("PassthroughBehavior", None)  # a non-proxy integration's, which a proxy lacks
        doc = new_integration(api, given)
        vpc_link_ops.check_integration_link(state, api.account_id, api.region, doc)
        part.doc = {
            **doc,
            "IntegrationId": part.id,
            "ApiGatewayManaged": part.doc.get("ApiGatewayManaged", False),
        }
        state.apis.save_part(part)
    return cast("UpdateIntegrationResponse", part.doc)


def _stage_variables(old: dict[str, str], given: dict[str, Any]) -> dict[str, str]:
    """AWS merges UpdateStage's variables into the stage's; an empty value removes one."""
    merged = dict(old)
    for name, value in given.items():
        if value in ("", None):
            merged.pop(name, None)
        else:
            merged[str(name)] = str(value)
    return merged


def update_stage(
    state: HttpApiState, request: UpdateStageRequest, ctx: RequestContext
) -> UpdateStageResponse:
    for member in STAGE_UNSUPPORTED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on HTTP API stages")
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "stage", request["StageName"])
        doc = dict(part.doc)
        auto = bool(request.get("AutoDeploy", doc.get("AutoDeploy", False)))
        deployment = request.get("DeploymentId")
        if deployment:
            if auto:
                raise bad_request("DeploymentId cannot be set on a stage with AutoDeploy enabled")
            if state.apis.part(api.id, "deployment", deployment) is None:
                raise bad_request(f"Deployment {deployment} does not exist")
            doc["DeploymentId"] = deployment
        if "StageVariables" in request:
            doc["StageVariables"] = _stage_variables(
                doc.get("StageVariables") or {}, request["StageVariables"]
            )
        if "AccessLogSettings" in request:
            doc.pop("AccessLogSettings", None)
            doc.update(access_log.settings(dict(request), api.account_id))
        if "Description" in request:
            doc["Description"] = request["Description"]
        websocket = websocket_control.is_websocket(api)
        if "DefaultRouteSettings" in request:
            doc["DefaultRouteSettings"] = route_settings.checked(request["DefaultRouteSettings"], websocket)
        if "RouteSettings" in request:  # merged by route key, as AWS does (DeleteRouteSettings removes one)
            given = route_settings.per_route(state, api, request["RouteSettings"], websocket)
            doc["RouteSettings"] = {**(doc.get("RouteSettings") or {}), **given}
        if doc.get("AutoDeploy") and not auto and not doc.get("DeploymentId"):
            # Turned off: the stage keeps serving what it served, a deployment of the API as it is now.
            doc["DeploymentId"] = deploy(state, api, None, True)["DeploymentId"]
        doc["AutoDeploy"] = auto
        doc["LastUpdatedDate"] = clock.now()
        part.doc = doc
        state.apis.save_part(part)
    route_settings.forget(state, api.id, part.id)
    return cast("UpdateStageResponse", doc)


def delete_route_settings(
    state: HttpApiState, request: DeleteRouteSettingsRequest, ctx: RequestContext
) -> DeleteRouteSettingsResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "stage", request["StageName"])
        settings = dict(part.doc.get("RouteSettings") or {})
        if request["RouteKey"] not in settings:
            raise not_found(f"Unable to find route settings for route key {request['RouteKey']}")
        del settings[request["RouteKey"]]
        part.doc = {**part.doc, "RouteSettings": settings, "LastUpdatedDate": clock.now()}
        state.apis.save_part(part)
    route_settings.forget(state, api.id, part.id)
    return {}


def delete_access_log_settings(
    state: HttpApiState, request: DeleteAccessLogSettingsRequest, ctx: RequestContext
) -> DeleteAccessLogSettingsResponse:
    """The stage stops writing access logs (a stage without them is left as it is, as on AWS)."""
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "stage", request["StageName"])
        doc = {k: v for k, v in part.doc.items() if k != "AccessLogSettings"}
        part.doc = {**doc, "LastUpdatedDate": clock.now()}
        state.apis.save_part(part)
    return {}


def reset_authorizers_cache(
    state: HttpApiState, request: ResetAuthorizersCacheRequest, ctx: RequestContext
) -> ResetAuthorizersCacheResponse:
    """Forgets the API's Lambda authorizer results (kept per API, so for every stage of it)."""
    api = api_of(state, ctx, request["ApiId"])
    part_of(state, api, "stage", request["StageName"])
    entries = state.caches.results.entries
    for key in [k for k in entries if k[0] == api.id]:
        del entries[key]
    return {}


def update_deployment(
    state: HttpApiState, request: UpdateDeploymentRequest, ctx: RequestContext
) -> UpdateDeploymentResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "deployment", request["DeploymentId"])
        if "Description" in request:
            part.doc["Description"] = request["Description"]
            state.apis.save_part(part)
    return cast("UpdateDeploymentResponse", {k: v for k, v in part.doc.items() if not k.startswith("_")})


def update_route_response(
    state: HttpApiState, request: UpdateRouteResponseRequest, ctx: RequestContext
) -> UpdateRouteResponseResponse:
    for member in ("ModelSelectionExpression", "ResponseModels", "ResponseParameters"):
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on route responses")
    if request.get("RouteResponseKey", "$default") != "$default":
        raise bad_request("RouteResponseKey must be $default for Lambda proxy routes")
    with state.store.transaction():
        part = websocket_control.route_response_of(state, ctx, dict(request))
    return cast("UpdateRouteResponseResponse", part.doc)
