"""Deployments: a snapshot of the API's resources, optionally put behind a stage at once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import ids
from labcloud.services.apigateway.errors import bad_request, not_found
from labcloud.services.apigateway.lookup import api_of, page
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.publish import emit
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo.apis import DeploymentRecord
from labcloud.services.apigateway.stages import check_stage_options, new_stage, put_stage, with_cache_status
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateDeploymentRequest,
        CreateDeploymentResponse,
        DeleteDeploymentRequest,
        DeleteDeploymentResponse,
        GetDeploymentRequest,
        GetDeploymentResponse,
        GetDeploymentsRequest,
        GetDeploymentsResponse,
        UpdateDeploymentRequest,
        UpdateDeploymentResponse,
    )


def snapshot(state: ApigwState, api_id: str) -> list[dict[str, Any]]:
    """The API's resources as they are now, checked the way AWS checks them before deploying."""
    resources = [r.doc for r in stored.list_resources(state.store, api_id)]
    if not any(doc.get("resourceMethods") for doc in resources):
        raise bad_request("The REST API doesn't contain any methods")
    for doc in resources:
        for method in (doc.get("resourceMethods") or {}).values():
            if "methodIntegration" not in method:
                raise bad_request("No integration defined for method")
    return resources


def deploy(state: ApigwState, ctx: RequestContext, api_id: str, request: dict[str, Any]) -> DeploymentRecord:
    """A new deployment of ``api_id``; with ``stageName`` the stage is created or moved onto it."""
    api_of(state, ctx, api_id)
    if request.get("canarySettings"):
        raise bad_request("labcloud does not support canary deployments: leave canarySettings out")
    check_stage_options(request)
    now = clock.now()
    deployment_id = ids.child_id()
    doc: dict[str, Any] = {"id": deployment_id, "createdDate": now}
    if request.get("description"):
        doc["description"] = request["description"]
    record = DeploymentRecord(api_id, deployment_id, doc, snapshot(state, api_id))
    stored.insert_deployment(state.store, record, now)
    stage_name = request.get("stageName")
    if stage_name:
        existing = stored.find_stage(state.store, api_id, stage_name)
        if existing is None:
            stage_doc = new_stage(
                stage_name,
                deployment_id,
                {
                    "description": request.get("stageDescription"),
                    "variables": request.get("variables"),
                    "tracingEnabled": request.get("tracingEnabled"),
                    "cacheClusterEnabled": request.get("cacheClusterEnabled"),
                    "cacheClusterSize": request.get("cacheClusterSize"),
                },
                now,
            )
        else:
            stage_doc = {**existing.doc, "deploymentId": deployment_id, "lastUpdatedDate": now}
            if request.get("variables"):
                stage_doc["variables"] = {**(stage_doc.get("variables") or {}), **request["variables"]}
            for member in ("cacheClusterEnabled", "cacheClusterSize"):
                if request.get(member) is not None:
                    stage_doc[member] = request[member]
            stage_doc = with_cache_status(stage_doc)
            state.caches.flush(api_id, stage_name)  # a new deployment starts with an empty cache
        put_stage(state, api_id, stage_doc, now)
    emit(
        state,
        "apigateway.deployment.created",
        ctx.account_id,
        ctx.region,
        api_id,
        deployment_id=deployment_id,
        stage=stage_name,
    )
    return record


def create_deployment(
    state: ApigwState, request: CreateDeploymentRequest, ctx: RequestContext
) -> CreateDeploymentResponse:
    with state.store.transaction():
        record = deploy(state, ctx, request["restApiId"], cast("dict[str, Any]", request))
    return cast("CreateDeploymentResponse", record.doc)


def api_summary(resources: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        doc["path"]: {
            name: {
                "authorizationType": method["authorizationType"],
                "apiKeyRequired": method["apiKeyRequired"],
            }
            for name, method in doc["resourceMethods"].items()
        }
        for doc in resources
        if doc.get("resourceMethods")
    }


def get_deployment(
    state: ApigwState, request: GetDeploymentRequest, ctx: RequestContext
) -> GetDeploymentResponse:
    api = api_of(state, ctx, request["restApiId"])
    record = stored.find_deployment(state.store, api.id, request["deploymentId"])
    if record is None:
        raise not_found("Invalid Deployment identifier specified")
    embed = request.get("embed") or []
    if any(e != "apisummary" for e in embed):
        raise bad_request("Invalid embed value: only apisummary is supported")
    if embed:
        return cast("GetDeploymentResponse", {**record.doc, "apiSummary": api_summary(record.snapshot)})
    return cast("GetDeploymentResponse", record.doc)


def get_deployments(
    state: ApigwState, request: GetDeploymentsRequest, ctx: RequestContext
) -> GetDeploymentsResponse:
    api = api_of(state, ctx, request["restApiId"])
    docs = [d.doc for d in stored.list_deployments(state.store, api.id)]
    items, position = page(docs, request.get("position"), request.get("limit"), "id")
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetDeploymentsResponse", answer)


def delete_deployment(
    state: ApigwState, request: DeleteDeploymentRequest, ctx: RequestContext
) -> DeleteDeploymentResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        deployment_id = request["deploymentId"]
        if stored.find_deployment(state.store, api.id, deployment_id) is None:
            raise not_found("Invalid Deployment identifier specified")
        if any(s.doc.get("deploymentId") == deployment_id for s in stored.list_stages(state.store, api.id)):
            raise bad_request("Active stages pointing to this deployment must be moved or deleted")
        stored.delete_deployment(state.store, api.id, deployment_id)
    state.deployed.pop((api.id, deployment_id), None)
    return {}


DEPLOYMENT_PATHS = Paths(scalars={"description": "str"})


def update_deployment(
    state: ApigwState, request: UpdateDeploymentRequest, ctx: RequestContext
) -> UpdateDeploymentResponse:
    """``/description`` (replace, remove); a deployment's routes never change (canaries are refused)."""
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        record = stored.find_deployment(state.store, api.id, request["deploymentId"])
        if record is None:
            raise not_found("Invalid Deployment identifier specified")
        doc = apply(record.doc, list(request.get("patchOperations") or []), DEPLOYMENT_PATHS)
        if not doc.get("description"):
            doc.pop("description", None)
        stored.update_deployment_doc(state.store, api.id, record.id, doc)
    return cast("UpdateDeploymentResponse", doc)
