"""CreateApplication, GetApplication, ListApplications, UpdateApplication and DeleteApplication (which
removes the application's environments, profiles, hosted versions and deployments with it, as AWS's does)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appconfig import errors, finds
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import MAX_APPLICATIONS, AppConfigState
from labcloud.services.appconfig.tagging import checked
from labcloud.services.appconfig.views import described, new_id, page, public

if TYPE_CHECKING:
    from labcloud.services.appconfig.api import (
        CreateApplicationRequest,
        CreateApplicationResponse,
        DeleteApplicationRequest,
        DeleteApplicationResponse,
        GetApplicationRequest,
        GetApplicationResponse,
        ListApplicationsRequest,
        ListApplicationsResponse,
        UpdateApplicationRequest,
        UpdateApplicationResponse,
    )


def create_application(
    state: AppConfigState, request: CreateApplicationRequest, ctx: RequestContext
) -> CreateApplicationResponse:
    if state.records.count(ctx.account_id, ctx.region, "app") >= MAX_APPLICATIONS:
        raise errors.quota(f"You have reached the limit of {MAX_APPLICATIONS} applications")
    doc: dict[str, Any] = {"Id": new_id(), "Name": request["Name"]}
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    doc["_tags"] = checked({}, request.get("Tags"))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "app", doc["Id"], "", doc, clock.now())
        publish(state, "appconfig.application.created", ctx, doc["Id"], name=doc["Name"])
    return cast("CreateApplicationResponse", public(doc))


def get_application(
    state: AppConfigState, request: GetApplicationRequest, ctx: RequestContext
) -> GetApplicationResponse:
    return cast("GetApplicationResponse", public(finds.application(state, ctx, request["ApplicationId"])))


def list_applications(
    state: AppConfigState, request: ListApplicationsRequest, ctx: RequestContext
) -> ListApplicationsResponse:
    items = [public(d) for d in state.records.listed(ctx.account_id, ctx.region, "app")]
    return cast("ListApplicationsResponse", page(items, request))


def update_application(
    state: AppConfigState, request: UpdateApplicationRequest, ctx: RequestContext
) -> UpdateApplicationResponse:
    doc = finds.application(state, ctx, request["ApplicationId"])
    if request.get("Name") is not None:
        doc["Name"] = request["Name"]
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "app", doc["Id"], doc)
        publish(state, "appconfig.application.updated", ctx, doc["Id"], name=doc["Name"])
    return cast("UpdateApplicationResponse", public(doc))


def delete_application(
    state: AppConfigState, request: DeleteApplicationRequest, ctx: RequestContext
) -> DeleteApplicationResponse:
    app_id = request["ApplicationId"]
    finds.application(state, ctx, app_id)
    records, account, region = state.records, ctx.account_id, ctx.region
    with state.store.transaction():
        for env in records.listed(account, region, "env", app_id):
            records.delete_children(account, region, "deployment", env["Id"])
        for profile in records.listed(account, region, "profile", app_id):
            records.delete_children(account, region, "version", profile["Id"])
        records.delete_children(account, region, "env", app_id)
        records.delete_children(account, region, "profile", app_id)
        records.delete(account, region, "app", app_id)
        publish(state, "appconfig.application.deleted", ctx, app_id)
    return cast("DeleteApplicationResponse", {})
