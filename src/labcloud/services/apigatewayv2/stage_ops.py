"""Stages (``$default`` served at ``/``, named ones at ``/<name>``; ``AutoDeploy`` serves the API as it is)
and deployments (a snapshot of the routes and integrations a stage without AutoDeploy serves)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigatewayv2 import access_log, ids, route_settings, websocket_control
from labcloud.services.apigatewayv2.errors import bad_request, conflict
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.repo.apis import ApiRecord, PartRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.tags import checked_tags

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        CreateDeploymentRequest,
        CreateDeploymentResponse,
        CreateStageRequest,
        CreateStageResponse,
        DeleteStageRequest,
        DeleteStageResponse,
        GetStageRequest,
        GetStageResponse,
        GetStagesRequest,
        GetStagesResponse,
    )

_NAME = re.compile(r"^(\$default|[A-Za-z0-9_-]{1,128})$")
UNSUPPORTED = ("ClientCertificateId",)


def snapshot(state: HttpApiState, api: ApiRecord) -> dict[str, Any]:
    return {
        "routes": [p.doc for p in state.apis.parts(api.id, "route")],
        "integrations": {p.id: p.doc for p in state.apis.parts(api.id, "integration")},
        "route_responses": [p.id for p in state.apis.parts(api.id, "routeresponse")],  # WebSocket: two-way
        "integration_responses": _integration_responses(state, api),  # WebSocket: non-proxy answers
        "models": {p.doc["Name"]: p.doc["Schema"] for p in state.apis.parts(api.id, "model")},  # WebSocket
        "authorizers": {p.id: p.doc for p in state.apis.parts(api.id, "authorizer")},
    }


def live_responses(state: HttpApiState, api: ApiRecord) -> dict[str, Any]:
    """A WebSocket API's route responses and integration responses as they are now: a stage serves these
    live, not from its deployment's snapshot (``websocket_gateway.WebSocketGateway.served``)."""
    return {
        "route_responses": [p.id for p in state.apis.parts(api.id, "routeresponse")],
        "integration_responses": _integration_responses(state, api),
    }


def _integration_responses(state: HttpApiState, api: ApiRecord) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    for part in state.apis.parts(api.id, "integrationresponse"):
        found.setdefault(part.id.split("/", 1)[0], []).append(part.doc)
    return found


def deploy(state: HttpApiState, api: ApiRecord, description: str | None, auto: bool) -> dict[str, Any]:
    now = clock.now()
    doc: dict[str, Any] = {
        "DeploymentId": ids.new_id(6),
        "DeploymentStatus": "DEPLOYED",
        "CreatedDate": now,
        "AutoDeployed": auto,
    }
    if description:
        doc["Description"] = description
    state.apis.save_part(
        PartRecord(api.id, "deployment", doc["DeploymentId"], now, {**doc, "_snapshot": snapshot(state, api)})
    )
    return doc


def new_stage(state: HttpApiState, api: ApiRecord, request: dict[str, Any]) -> dict[str, Any]:
    for member in UNSUPPORTED:
        if request.get(member):
            raise bad_request(f"labcloud does not support {member} on HTTP API stages")
    name = request["StageName"]
    if not _NAME.match(name):
        raise bad_request(f"Invalid stage name: {name}")
    if state.apis.part(api.id, "stage", name) is not None:
        raise conflict(f"Stage {name} already exists")
    now = clock.now()
    websocket = websocket_control.is_websocket(api)
    doc: dict[str, Any] = {
        "StageName": name,
        "AutoDeploy": bool(request.get("AutoDeploy", False)),
        "CreatedDate": now,
        "LastUpdatedDate": now,
        "StageVariables": dict(request.get("StageVariables") or {}),
        "DefaultRouteSettings": route_settings.checked(request.get("DefaultRouteSettings") or {}, websocket),
        "RouteSettings": route_settings.per_route(state, api, request.get("RouteSettings") or {}, websocket),
        "Tags": checked_tags(request.get("Tags")),
        "ApiGatewayManaged": False,
    }
    deployment = request.get("DeploymentId")
    if deployment:
        if state.apis.part(api.id, "deployment", deployment) is None:
            raise bad_request(f"Deployment {deployment} does not exist")
        doc["DeploymentId"] = deployment
    if request.get("Description"):
        doc["Description"] = request["Description"]
    doc.update(access_log.settings(request, api.account_id))
    return doc


def create_stage(
    state: HttpApiState, request: CreateStageRequest, ctx: RequestContext
) -> CreateStageResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        doc = new_stage(state, api, dict(request))
        state.apis.save_part(PartRecord(api.id, "stage", doc["StageName"], doc["CreatedDate"], doc))
    return cast("CreateStageResponse", doc)


def get_stage(state: HttpApiState, request: GetStageRequest, ctx: RequestContext) -> GetStageResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast("GetStageResponse", part_of(state, api, "stage", request["StageName"]).doc)


def get_stages(state: HttpApiState, request: GetStagesRequest, ctx: RequestContext) -> GetStagesResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast("GetStagesResponse", {"Items": [p.doc for p in state.apis.parts(api.id, "stage")]})


def delete_stage(
    state: HttpApiState, request: DeleteStageRequest, ctx: RequestContext
) -> DeleteStageResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "stage", request["StageName"])
        state.apis.delete_part(api.id, "stage", part.id)
    return {}


def create_deployment(
    state: HttpApiState, request: CreateDeploymentRequest, ctx: RequestContext
) -> CreateDeploymentResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        stage = None
        if request.get("StageName"):
            stage = part_of(state, api, "stage", request["StageName"])
            if stage.doc.get("AutoDeploy"):
                raise bad_request(f"Stage {stage.id} has AutoDeploy enabled: it cannot be deployed to")
        doc = deploy(state, api, request.get("Description"), False)
        if stage is not None:
            stage.doc["DeploymentId"] = doc["DeploymentId"]
            stage.doc["LastUpdatedDate"] = clock.now()
            state.apis.save_part(stage)
    return cast("CreateDeploymentResponse", doc)
