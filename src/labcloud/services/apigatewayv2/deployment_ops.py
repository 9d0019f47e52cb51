"""Deployments read and deleted: GetDeployment(s) answer what CreateDeployment made (the snapshot a stage
serves stays inside); DeleteDeployment refuses one a stage still serves, as AWS does."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.apigatewayv2.errors import bad_request
from labcloud.services.apigatewayv2.lookup import api_of, part_of
from labcloud.services.apigatewayv2.state import HttpApiState

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2.api import (
        DeleteDeploymentRequest,
        DeleteDeploymentResponse,
        GetDeploymentRequest,
        GetDeploymentResponse,
        GetDeploymentsRequest,
        GetDeploymentsResponse,
    )


def _public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


def get_deployment(
    state: HttpApiState, request: GetDeploymentRequest, ctx: RequestContext
) -> GetDeploymentResponse:
    api = api_of(state, ctx, request["ApiId"])
    return cast(
        "GetDeploymentResponse", _public(part_of(state, api, "deployment", request["DeploymentId"]).doc)
    )


def get_deployments(
    state: HttpApiState, request: GetDeploymentsRequest, ctx: RequestContext
) -> GetDeploymentsResponse:
    api = api_of(state, ctx, request["ApiId"])
    items = [_public(p.doc) for p in state.apis.parts(api.id, "deployment")]
    return cast("GetDeploymentsResponse", {"Items": items})


def delete_deployment(
    state: HttpApiState, request: DeleteDeploymentRequest, ctx: RequestContext
) -> DeleteDeploymentResponse:
    with state.store.transaction():
        api = api_of(state, ctx, request["ApiId"])
        part = part_of(state, api, "deployment", request["DeploymentId"])
        if any(s.doc.get("DeploymentId") == part.id for s in state.apis.parts(api.id, "stage")):
            raise bad_request("Active stages pointing to this deployment must be moved or deleted")
        state.apis.delete_part(api.id, "deployment", part.id)
    return {}
