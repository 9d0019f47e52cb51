"""CreateEnvironment, GetEnvironment, ListEnvironments, UpdateEnvironment, DeleteEnvironment.

An environment's State follows its latest deployment on the clock (DEPLOYING while it deploys,
ROLLED_BACK / REVERTED after a stop, else READY_FOR_DEPLOYMENT). Monitors (CloudWatch alarms that roll
a deployment back) are refused by name: labcloud does not watch alarms during a deployment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appconfig import errors, finds, timeline
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import MAX_ENVIRONMENTS, AppConfigState
from labcloud.services.appconfig.tagging import checked
from labcloud.services.appconfig.views import deletion_check, described, new_id, page, public

if TYPE_CHECKING:
    from labcloud.services.appconfig.api import (
        CreateEnvironmentRequest,
        CreateEnvironmentResponse,
        DeleteEnvironmentRequest,
        DeleteEnvironmentResponse,
        GetEnvironmentRequest,
        GetEnvironmentResponse,
        ListEnvironmentsRequest,
        ListEnvironmentsResponse,
        UpdateEnvironmentRequest,
        UpdateEnvironmentResponse,
    )

_STATES = {"DEPLOYING": "DEPLOYING", "ROLLED_BACK": "ROLLED_BACK", "REVERTED": "REVERTED"}


def _no_monitors(request: Any) -> None:
    if request.get("Monitors"):
        raise errors.unsupported(
            "Monitors: labcloud does not roll deployments back on CloudWatch alarms (docs/appconfig.md)"
        )


def latest_progress(state: AppConfigState, ctx: RequestContext, env_id: str) -> timeline.Progress | None:
    deployments = state.records.listed(ctx.account_id, ctx.region, "deployment", env_id)
    if not deployments:
        return None
    latest = max(deployments, key=lambda d: int(d["DeploymentNumber"]))
    return timeline.progress(latest, clock.now())


def shaped(state: AppConfigState, ctx: RequestContext, doc: dict[str, Any]) -> dict[str, Any]:
    out = public(doc)
    found = latest_progress(state, ctx, str(doc["Id"]))
    out["State"] = (
        "READY_FOR_DEPLOYMENT" if found is None else _STATES.get(found.state, "READY_FOR_DEPLOYMENT")
    )
    out["Monitors"] = []
    return out


def create_environment(
    state: AppConfigState, request: CreateEnvironmentRequest, ctx: RequestContext
) -> CreateEnvironmentResponse:
    app_id = request["ApplicationId"]
    finds.application(state, ctx, app_id)
    _no_monitors(request)
    if state.records.count(ctx.account_id, ctx.region, "env", app_id) >= MAX_ENVIRONMENTS:
        raise errors.quota(f"An application can have at most {MAX_ENVIRONMENTS} environments")
    doc: dict[str, Any] = {"ApplicationId": app_id, "Id": new_id(), "Name": request["Name"]}
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    doc["_tags"] = checked({}, request.get("Tags"))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "env", doc["Id"], app_id, doc, clock.now())
        publish(state, "appconfig.environment.created", ctx, doc["Id"], application=app_id, name=doc["Name"])
    return cast("CreateEnvironmentResponse", shaped(state, ctx, doc))


def get_environment(
    state: AppConfigState, request: GetEnvironmentRequest, ctx: RequestContext
) -> GetEnvironmentResponse:
    doc = finds.child(state, ctx, "env", request["ApplicationId"], request["EnvironmentId"])
    return cast("GetEnvironmentResponse", shaped(state, ctx, doc))


def list_environments(
    state: AppConfigState, request: ListEnvironmentsRequest, ctx: RequestContext
) -> ListEnvironmentsResponse:
    app_id = request["ApplicationId"]
    finds.application(state, ctx, app_id)
    items = [shaped(state, ctx, d) for d in state.records.listed(ctx.account_id, ctx.region, "env", app_id)]
    return cast("ListEnvironmentsResponse", page(items, request))


def update_environment(
    state: AppConfigState, request: UpdateEnvironmentRequest, ctx: RequestContext
) -> UpdateEnvironmentResponse:
    doc = finds.child(state, ctx, "env", request["ApplicationId"], request["EnvironmentId"])
    _no_monitors(request)
    if request.get("Name") is not None:
        doc["Name"] = request["Name"]
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "env", doc["Id"], doc)
        publish(state, "appconfig.environment.updated", ctx, doc["Id"], application=doc["ApplicationId"])
    return cast("UpdateEnvironmentResponse", shaped(state, ctx, doc))


def delete_environment(
    state: AppConfigState, request: DeleteEnvironmentRequest, ctx: RequestContext
) -> DeleteEnvironmentResponse:
    app_id, env_id = request["ApplicationId"], request["EnvironmentId"]
    finds.child(state, ctx, "env", app_id, env_id)
    deletion_check(request)
    found = latest_progress(state, ctx, env_id)
    if found is not None and found.state == "DEPLOYING":
        raise errors.conflict(f"Environment {env_id} has a deployment in progress")
    with state.store.transaction():
        state.records.delete_children(ctx.account_id, ctx.region, "deployment", env_id)
        state.records.delete(ctx.account_id, ctx.region, "env", env_id)
        publish(state, "appconfig.environment.deleted", ctx, env_id, application=app_id)
    return cast("DeleteEnvironmentResponse", {})
