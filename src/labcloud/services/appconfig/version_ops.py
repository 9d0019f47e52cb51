"""CreateHostedConfigurationVersion, GetHostedConfigurationVersion, ListHostedConfigurationVersions,
DeleteHostedConfigurationVersion: content kept byte for byte (at most 2 MB) with its Content-Type, numbered
from 1 per profile and never renumbered. A feature flag profile's content must be a valid flag set
(``flags.py``, application/json); LatestVersionNumber guards against a concurrent writer (ConflictException)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appconfig import errors, finds, flags
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import MAX_CONTENT, MAX_VERSIONS, AppConfigState
from labcloud.services.appconfig.views import described, page, public

if TYPE_CHECKING:
    from labcloud.services.appconfig.api import (
        CreateHostedConfigurationVersionRequest,
        CreateHostedConfigurationVersionResponse,
        DeleteHostedConfigurationVersionRequest,
        DeleteHostedConfigurationVersionResponse,
        GetHostedConfigurationVersionRequest,
        GetHostedConfigurationVersionResponse,
        ListHostedConfigurationVersionsRequest,
        ListHostedConfigurationVersionsResponse,
    )


def version_key(profile_id: str, number: int) -> str:
    return f"{profile_id}/{number}"


def find(
    state: AppConfigState, ctx: RequestContext, app_id: str, profile_id: str, number: int
) -> tuple[dict[str, Any], bytes]:
    finds.child(state, ctx, "profile", app_id, profile_id)
    key = version_key(profile_id, number)
    doc = finds.record(state, ctx, "version", key)
    return doc, state.records.content(ctx.account_id, ctx.region, "version", key) or b""


def create_hosted_configuration_version(
    state: AppConfigState, request: CreateHostedConfigurationVersionRequest, ctx: RequestContext
) -> CreateHostedConfigurationVersionResponse:
    app_id, profile_id = request["ApplicationId"], request["ConfigurationProfileId"]
    profile = finds.child(state, ctx, "profile", app_id, profile_id)
    content = bytes(request.get("Content") or b"")
    if len(content) > MAX_CONTENT:
        raise errors.too_large(len(content), MAX_CONTENT)
    content_type = request["ContentType"]
    if profile["Type"] == flags.TYPE:
        if content_type.split(";")[0].strip() != "application/json":
            raise errors.bad_request("A feature flag configuration's Content-Type is application/json")
        flags.checked(content)
    latest = int(profile["_next_version"]) - 1
    expected = request.get("LatestVersionNumber")
    if expected is not None and int(expected) != latest:
        raise errors.conflict(
            f"LatestVersionNumber {expected} does not match the profile's latest version {latest}"
        )
    if state.records.count(ctx.account_id, ctx.region, "version", profile_id) >= MAX_VERSIONS:
        raise errors.quota(f"A configuration profile can hold at most {MAX_VERSIONS} hosted versions")
    label = request.get("VersionLabel")
    if label is not None and (not 1 <= len(label) <= 64 or label.isdigit()):
        raise errors.bad_request("VersionLabel is 1 to 64 characters and not only digits")
    number = latest + 1
    doc: dict[str, Any] = {
        "ApplicationId": app_id,
        "ConfigurationProfileId": profile_id,
        "VersionNumber": number,
        "ContentType": content_type,
    }
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    if label is not None:
        doc["VersionLabel"] = label
    profile["_next_version"] = number + 1
    key = version_key(profile_id, number)
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "profile", profile_id, profile)
        state.records.put(ctx.account_id, ctx.region, "version", key, profile_id, doc, clock.now(), content)
        publish(state, "appconfig.version.created", ctx, key, application=app_id, bytes=len(content))
    return cast("CreateHostedConfigurationVersionResponse", {**public(doc), "Content": content})


def get_hosted_configuration_version(
    state: AppConfigState, request: GetHostedConfigurationVersionRequest, ctx: RequestContext
) -> GetHostedConfigurationVersionResponse:
    doc, content = find(
        state, ctx, request["ApplicationId"], request["ConfigurationProfileId"], int(request["VersionNumber"])
    )
    return cast("GetHostedConfigurationVersionResponse", {**public(doc), "Content": content})


def list_hosted_configuration_versions(
    state: AppConfigState, request: ListHostedConfigurationVersionsRequest, ctx: RequestContext
) -> ListHostedConfigurationVersionsResponse:
    profile_id = request["ConfigurationProfileId"]
    finds.child(state, ctx, "profile", request["ApplicationId"], profile_id)
    items = state.records.listed(ctx.account_id, ctx.region, "version", profile_id)
    label = request.get("VersionLabel")
    if label:
        if label.endswith("*"):
            items = [d for d in items if str(d.get("VersionLabel", "")).startswith(label[:-1])]
        else:
            items = [d for d in items if d.get("VersionLabel") == label]
    items.sort(key=lambda d: -int(d["VersionNumber"]))
    return cast("ListHostedConfigurationVersionsResponse", page([public(d) for d in items], request))


def delete_hosted_configuration_version(
    state: AppConfigState, request: DeleteHostedConfigurationVersionRequest, ctx: RequestContext
) -> DeleteHostedConfigurationVersionResponse:
    profile_id, number = request["ConfigurationProfileId"], int(request["VersionNumber"])
    find(state, ctx, request["ApplicationId"], profile_id, number)
    key = version_key(profile_id, number)
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "version", key)
        publish(state, "appconfig.version.deleted", ctx, key, application=request["ApplicationId"])
    return cast("DeleteHostedConfigurationVersionResponse", {})
