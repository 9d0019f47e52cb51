"""TagResource, UntagResource, ListTagsForResource on the ARNs of applications, environments, profiles,
deployment strategies and deployments; and ValidateConfiguration (a hosted version against its profile's
validators)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from labcloud.context import RequestContext
from labcloud.services.appconfig import finds, flags, validation, version_ops
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import AppConfigState
from labcloud.services.appconfig.tagging import checked, resource_of

if TYPE_CHECKING:
    from labcloud.services.appconfig.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
        ValidateConfigurationRequest,
        ValidateConfigurationResponse,
    )


def tag_resource(
    state: AppConfigState, request: TagResourceRequest, ctx: RequestContext
) -> TagResourceResponse:
    kind, rid = resource_of(ctx, request["ResourceArn"])
    doc = finds.record(state, ctx, kind, rid)
    doc["_tags"] = checked(doc.get("_tags") or {}, request["Tags"])
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, kind, rid, doc)
        publish(state, "appconfig.resource.tagged", ctx, rid, tags=sorted(request["Tags"]))
    return cast("TagResourceResponse", {})


def untag_resource(
    state: AppConfigState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    kind, rid = resource_of(ctx, request["ResourceArn"])
    doc = finds.record(state, ctx, kind, rid)
    tags = dict(doc.get("_tags") or {})
    for key in request["TagKeys"]:
        tags.pop(key, None)
    doc["_tags"] = tags
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, kind, rid, doc)
        publish(state, "appconfig.resource.untagged", ctx, rid, tags=list(request["TagKeys"]))
    return cast("UntagResourceResponse", {})


def list_tags_for_resource(
    state: AppConfigState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    kind, rid = resource_of(ctx, request["ResourceArn"])
    doc = finds.record(state, ctx, kind, rid)
    return cast("ListTagsForResourceResponse", {"Tags": dict(doc.get("_tags") or {})})


def validate_configuration(
    state: AppConfigState, request: ValidateConfigurationRequest, ctx: RequestContext
) -> ValidateConfigurationResponse:
    app_id, profile_id = request["ApplicationId"], request["ConfigurationProfileId"]
    profile = finds.child(state, ctx, "profile", app_id, profile_id)
    given = request["ConfigurationVersion"]
    if not given.isdigit():
        raise finds.errors.not_found("HostedConfigurationVersion", given)
    _doc, content = version_ops.find(state, ctx, app_id, profile_id, int(given))
    if profile["Type"] == flags.TYPE:
        flags.checked(content)
    validation.validate(list(profile.get("Validators") or []), content)
    return cast("ValidateConfigurationResponse", {})
