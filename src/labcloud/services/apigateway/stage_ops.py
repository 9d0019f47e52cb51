"""Stages: create on a deployment, get, list, update (deployment, description, variables, the cache
cluster, method throttling and caching: ``method_settings.py``, access logs: ``access_log.py``),
delete; flushing the stage's cache and its API's authorizer results."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.apigateway import (
    access_log,
    account_ops,
    client_certificate_ops,
    documentation_ops,
    method_settings,
)
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.lookup import api_of
from labcloud.services.apigateway.patch import Paths, apply
from labcloud.services.apigateway.publish import emit
from labcloud.services.apigateway.repo import apis as stored
from labcloud.services.apigateway.repo.apis import StageRecord
from labcloud.services.apigateway.stages import check_stage_options, new_stage, put_stage, with_cache_status
from labcloud.services.apigateway.state import ApigwState

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateStageRequest,
        CreateStageResponse,
        DeleteStageRequest,
        DeleteStageResponse,
        FlushStageAuthorizersCacheRequest,
        FlushStageAuthorizersCacheResponse,
        FlushStageCacheRequest,
        FlushStageCacheResponse,
        GetStageRequest,
        GetStageResponse,
        GetStagesRequest,
        GetStagesResponse,
        UpdateStageRequest,
        UpdateStageResponse,
    )

STAGE_PATHS = Paths(
    scalars={
        "description": "str",
        "deploymentId": "str",
        "tracingEnabled": "bool",
        "cacheClusterEnabled": "bool",
        "cacheClusterSize": "str",
        "documentationVersion": "str",
        "clientCertificateId": "str",
    },
    maps=("variables",),
)


def stage_of(state: ApigwState, api_id: str, name: str) -> StageRecord:
    found = stored.find_stage(state.store, api_id, name)
    if found is None:
        raise not_found("Invalid Stage identifier specified")
    return found


def create_stage(state: ApigwState, request: CreateStageRequest, ctx: RequestContext) -> CreateStageResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        if stored.find_deployment(state.store, api.id, request["deploymentId"]) is None:
            raise not_found("Invalid Deployment identifier specified")
        name = request["stageName"]
        documentation_ops.check_version(state, api.id, request.get("documentationVersion"))
        doc = new_stage(name, request["deploymentId"], cast("dict[str, Any]", request), clock.now())
        if stored.find_stage(state.store, api.id, name) is not None:
            raise conflict("Stage already exists")
        put_stage(state, api.id, doc, doc["createdDate"])
        emit(state, "apigateway.stage.created", ctx.account_id, ctx.region, api.id, stage=name)
    return cast("CreateStageResponse", doc)


def get_stage(state: ApigwState, request: GetStageRequest, ctx: RequestContext) -> GetStageResponse:
    api = api_of(state, ctx, request["restApiId"])
    return cast("GetStageResponse", stage_of(state, api.id, request["stageName"]).doc)


def get_stages(state: ApigwState, request: GetStagesRequest, ctx: RequestContext) -> GetStagesResponse:
    api = api_of(state, ctx, request["restApiId"])
    wanted = request.get("deploymentId")
    docs = [
        s.doc
        for s in stored.list_stages(state.store, api.id)
        if not wanted or s.doc["deploymentId"] == wanted
    ]
    return cast("GetStagesResponse", {"item": docs})


def update_stage(state: ApigwState, request: UpdateStageRequest, ctx: RequestContext) -> UpdateStageResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        stage = stage_of(state, api.id, request["stageName"])
        operations = list(request.get("patchOperations") or [])
        settings = [o for o in operations if method_settings.is_method_setting(o)]
        logs = [o for o in operations if access_log.is_access_log(o)]
        rest = [o for o in operations if o not in settings and o not in logs]
        doc = apply(stage.doc, rest, STAGE_PATHS)
        doc = method_settings.apply(doc, settings)
        doc = access_log.apply(doc, logs)
        if method_settings.logging_on(doc) and not account_ops.cloudwatch_role(state, ctx):
            raise bad_request("CloudWatch Logs role ARN must be set in account settings to enable logging")
        check_stage_options(doc)
        if not doc.get("clientCertificateId"):
            doc.pop("clientCertificateId", None)
        client_certificate_ops.check_stage_certificate(state, ctx, doc)
        documentation_ops.check_version(state, api.id, doc.get("documentationVersion"))
        if stored.find_deployment(state.store, api.id, doc["deploymentId"]) is None:
            raise not_found("Invalid Deployment identifier specified")
        if not doc.get("variables"):
            doc.pop("variables", None)
        doc = with_cache_status(doc)
        doc["lastUpdatedDate"] = clock.now()
        put_stage(state, api.id, doc, doc["createdDate"])
    state.buckets.clear()
    cluster = ("cacheClusterEnabled", "cacheClusterSize", "deploymentId")
    if any(doc.get(m) != stage.doc.get(m) for m in cluster) or not doc["cacheClusterEnabled"]:
        state.caches.flush(api.id, stage.name)  # a changed (or gone) cache cluster starts empty
    return cast("UpdateStageResponse", doc)


def delete_stage(state: ApigwState, request: DeleteStageRequest, ctx: RequestContext) -> DeleteStageResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["restApiId"])
        stage_of(state, api.id, request["stageName"])
        stored.delete_stage(state.store, api.id, request["stageName"])
        state.caches.flush(api.id, request["stageName"])
        emit(
            state, "apigateway.stage.deleted", ctx.account_id, ctx.region, api.id, stage=request["stageName"]
        )
    return {}


def flush_stage_cache(
    state: ApigwState, request: FlushStageCacheRequest, ctx: RequestContext
) -> FlushStageCacheResponse:
    """Forgets every cached answer of the stage (a stage without a cache has none to forget)."""
    api = api_of(state, ctx, request["restApiId"])
    stage_of(state, api.id, request["stageName"])
    state.caches.flush(api.id, request["stageName"])
    return {}


def flush_stage_authorizers_cache(
    state: ApigwState, request: FlushStageAuthorizersCacheRequest, ctx: RequestContext
) -> FlushStageAuthorizersCacheResponse:
    """Forgets the Lambda authorizers' cached results for the API (labcloud keeps them per API, so
    every stage of it asks its authorizers again)."""
    api = api_of(state, ctx, request["restApiId"])
    stage_of(state, api.id, request["stageName"])
    for key in [k for k in state.authorizer_results if k[0] == api.id]:
        del state.authorizer_results[key]
    return {}
