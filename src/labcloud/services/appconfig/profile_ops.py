"""CreateConfigurationProfile, GetConfigurationProfile, ListConfigurationProfiles,
UpdateConfigurationProfile, DeleteConfigurationProfile (its hosted versions go with it).

Only the hosted configuration store (LocationUri ``hosted``) is served: ``ssm-parameter://``,
``ssm-document://``, S3, Secrets Manager and CodePipeline locations are refused by name, as are KMS
encryption of hosted content (KmsKeyIdentifier) and LAMBDA validators (``validation.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.appconfig import errors, finds, flags, validation
from labcloud.services.appconfig.events import publish
from labcloud.services.appconfig.state import MAX_PROFILES, AppConfigState
from labcloud.services.appconfig.tagging import checked
from labcloud.services.appconfig.views import deletion_check, described, new_id, page, public

if TYPE_CHECKING:
    from labcloud.services.appconfig.api import (
        CreateConfigurationProfileRequest,
        CreateConfigurationProfileResponse,
        DeleteConfigurationProfileRequest,
        DeleteConfigurationProfileResponse,
        GetConfigurationProfileRequest,
        GetConfigurationProfileResponse,
        ListConfigurationProfilesRequest,
        ListConfigurationProfilesResponse,
        UpdateConfigurationProfileRequest,
        UpdateConfigurationProfileResponse,
    )

FREEFORM = "AWS.Freeform"
_TYPES = (FREEFORM, flags.TYPE)


def _no_kms(request: Any) -> None:
    if request.get("KmsKeyIdentifier"):
        raise errors.unsupported(
            "KmsKeyIdentifier: hosted configurations are not encrypted with KMS keys here"
        )


def _location(uri: str) -> str:
    if uri == "hosted":
        return uri
    scheme = uri.split("://", 1)[0] if "://" in uri else uri
    if scheme in ("ssm-parameter", "ssm-document", "s3", "secretsmanager", "codepipeline"):
        raise errors.unsupported(
            f"LocationUri {scheme}://: labcloud's AppConfig serves only the hosted configuration store ('hosted')"
        )
    raise errors.bad_request(f"Invalid LocationUri {uri}")


def create_configuration_profile(
    state: AppConfigState, request: CreateConfigurationProfileRequest, ctx: RequestContext
) -> CreateConfigurationProfileResponse:
    app_id = request["ApplicationId"]
    finds.application(state, ctx, app_id)
    location = _location(request["LocationUri"])
    kind = request.get("Type") or FREEFORM
    if kind not in _TYPES:
        raise errors.bad_request(f"Invalid Type {kind}: {FREEFORM} or {flags.TYPE}")
    _no_kms(request)
    validators = validation.checked(cast("list[dict[str, Any]]", request.get("Validators")))
    if state.records.count(ctx.account_id, ctx.region, "profile", app_id) >= MAX_PROFILES:
        raise errors.quota(f"An application can have at most {MAX_PROFILES} configuration profiles")
    doc: dict[str, Any] = {
        "ApplicationId": app_id,
        "Id": new_id(),
        "Name": request["Name"],
        "LocationUri": location,
        "Type": kind,
    }
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    if request.get("RetrievalRoleArn"):
        doc["RetrievalRoleArn"] = request["RetrievalRoleArn"]
    if validators:
        doc["Validators"] = validators
    doc["_tags"] = checked({}, request.get("Tags"))
    doc["_next_version"] = 1
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "profile", doc["Id"], app_id, doc, clock.now())
        publish(state, "appconfig.profile.created", ctx, doc["Id"], application=app_id, type=kind)
    return cast("CreateConfigurationProfileResponse", public(doc))


def get_configuration_profile(
    state: AppConfigState, request: GetConfigurationProfileRequest, ctx: RequestContext
) -> GetConfigurationProfileResponse:
    doc = finds.child(state, ctx, "profile", request["ApplicationId"], request["ConfigurationProfileId"])
    return cast("GetConfigurationProfileResponse", public(doc))


def list_configuration_profiles(
    state: AppConfigState, request: ListConfigurationProfilesRequest, ctx: RequestContext
) -> ListConfigurationProfilesResponse:
    app_id = request["ApplicationId"]
    finds.application(state, ctx, app_id)
    items = []
    for doc in state.records.listed(ctx.account_id, ctx.region, "profile", app_id):
        if request.get("Type") and doc["Type"] != request["Type"]:
            continue
        one = {k: doc[k] for k in ("ApplicationId", "Id", "Name", "LocationUri", "Type")}
        one["ValidatorTypes"] = [v["Type"] for v in doc.get("Validators") or []]
        items.append(one)
    return cast("ListConfigurationProfilesResponse", page(items, request))


def update_configuration_profile(
    state: AppConfigState, request: UpdateConfigurationProfileRequest, ctx: RequestContext
) -> UpdateConfigurationProfileResponse:
    doc = finds.child(state, ctx, "profile", request["ApplicationId"], request["ConfigurationProfileId"])
    _no_kms(request)
    if request.get("Name") is not None:
        doc["Name"] = request["Name"]
    if request.get("Description") is not None:
        doc["Description"] = described(request.get("Description"))
    if request.get("RetrievalRoleArn") is not None:
        doc["RetrievalRoleArn"] = request["RetrievalRoleArn"]
    if request.get("Validators") is not None:
        doc["Validators"] = validation.checked(cast("list[dict[str, Any]]", request.get("Validators")))
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "profile", doc["Id"], doc)
        publish(state, "appconfig.profile.updated", ctx, doc["Id"], application=doc["ApplicationId"])
    return cast("UpdateConfigurationProfileResponse", public(doc))


def delete_configuration_profile(
    state: AppConfigState, request: DeleteConfigurationProfileRequest, ctx: RequestContext
) -> DeleteConfigurationProfileResponse:
    app_id, profile_id = request["ApplicationId"], request["ConfigurationProfileId"]
    finds.child(state, ctx, "profile", app_id, profile_id)
    deletion_check(request)
    with state.store.transaction():
        state.records.delete_children(ctx.account_id, ctx.region, "version", profile_id)
        state.records.delete(ctx.account_id, ctx.region, "profile", profile_id)
        publish(state, "appconfig.profile.deleted", ctx, profile_id, application=app_id)
    return cast("DeleteConfigurationProfileResponse", {})
