"""Mobile push: platform applications and their device endpoints, accepted and kept as AWS keeps them.

labcloud reaches no push service (APNs, FCM, ADM, Baidu, MPNS, WNS): a message published to an
endpoint, directly (``Publish`` with ``TargetArn``) or through a topic subscription of protocol
``application``, is recorded in the outbox the view shows, as email and SMS are. The credentials an
application is created with are stored and never answered back, as on AWS; they are not checked
against the platform. An application's ``EventEndpoint*`` topics receive AWS's endpoint events.
"""

from __future__ import annotations

import re
import uuid
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.sns import push
from labcloud.services.sns.errors import invalid_parameter
from labcloud.services.sns.events import emit
from labcloud.services.sns.publish_ops import publish_event
from labcloud.services.sns.repo.platforms import PlatformApp, PlatformEndpoint
from labcloud.services.sns.state import SnsState

if TYPE_CHECKING:
    from labcloud.services.sns.api import (
        CreatePlatformApplicationRequest,
        CreatePlatformApplicationResponse,
        CreatePlatformEndpointRequest,
        CreatePlatformEndpointResponse,
        DeleteEndpointRequest,
        DeleteEndpointResponse,
        DeletePlatformApplicationRequest,
        DeletePlatformApplicationResponse,
        Endpoint,
        GetEndpointAttributesRequest,
        GetEndpointAttributesResponse,
        GetPlatformApplicationAttributesRequest,
        GetPlatformApplicationAttributesResponse,
        ListEndpointsByPlatformApplicationRequest,
        ListEndpointsByPlatformApplicationResponse,
        ListPlatformApplicationsRequest,
        ListPlatformApplicationsResponse,
        PlatformApplication,
        SetEndpointAttributesRequest,
        SetEndpointAttributesResponse,
        SetPlatformApplicationAttributesRequest,
        SetPlatformApplicationAttributesResponse,
    )

PLATFORMS = ("ADM", "APNS", "APNS_SANDBOX", "BAIDU", "GCM", "MPNS", "WNS")
PAGE = 100
_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,256}$")
#: Stored but never answered (AWS keeps credentials write-only).
_SECRET = frozenset({"PlatformCredential", "PlatformPrincipal"})
_EVENT_TOPICS = (
    "EventEndpointCreated",
    "EventEndpointDeleted",
    "EventEndpointUpdated",
    "EventDeliveryFailure",
)
_APP_ATTRIBUTES = frozenset(
    {
        *_SECRET,
        *_EVENT_TOPICS,
        "SuccessFeedbackRoleArn",
        "FailureFeedbackRoleArn",
        "SuccessFeedbackSampleRate",
        "ApplePlatformTeamID",
        "ApplePlatformBundleID",
    }
)
_ENDPOINT_ATTRIBUTES = frozenset({"CustomUserData", "Enabled", "Token"})
MAX_USER_DATA = 2048


def app_not_found() -> AwsError:
    return AwsError("NotFound", "PlatformApplication does not exist", status=404)


def endpoint_not_found() -> AwsError:
    return AwsError("NotFound", "Endpoint does not exist", status=404)


def _parse(arn: str, member: str, kind: str, ctx: RequestContext) -> list[str]:
    """The resource parts of an application (``app/P/N``) or endpoint (``endpoint/P/N/id``) ARN."""
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "sns":
        raise invalid_parameter(f"{member} Reason: Wrongly formatted ARN")
    resource = parts[5].split("/")
    if resource[0] != kind or len(resource) != (3 if kind == "app" else 4):
        raise invalid_parameter(f"{member} Reason: Wrongly formatted ARN")
    return resource


def _app(
    state: SnsState, ctx: RequestContext, arn: str, member: str = "PlatformApplicationArn"
) -> PlatformApp:
    _parse(arn, member, "app", ctx)
    app = state.platforms.app(arn)
    if app is None or app.account_id != ctx.account_id or app.region != ctx.region:
        raise app_not_found()
    return app


def _endpoint(state: SnsState, ctx: RequestContext, arn: str) -> PlatformEndpoint:
    _parse(arn, "EndpointArn", "endpoint", ctx)
    found = state.platforms.endpoint(arn)
    if found is None or arn.split(":")[4] != ctx.account_id or arn.split(":")[3] != ctx.region:
        raise endpoint_not_found()
    return found


def _checked_app_attributes(given: dict[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, value in given.items():
        value = "" if value is None else str(value)
        if name not in _APP_ATTRIBUTES:
            raise invalid_parameter(f"Attributes Reason: Invalid attribute name: {name}")
        if (
            name in _EVENT_TOPICS
            and value
            and not re.match(r"^arn:aws:sns:[^:]+:\d{12}:[A-Za-z0-9_-]+$", value)
        ):
            raise invalid_parameter(f"Attributes Reason: {name} must be a topic ARN")
        if name == "SuccessFeedbackSampleRate" and value and not (value.isdigit() and 0 <= int(value) <= 100):
            raise invalid_parameter(
                "Attributes Reason: SuccessFeedbackSampleRate must be an integer from 0 to 100"
            )
        out[name] = value
    return out


def _shown(attributes: dict[str, str]) -> dict[str, str]:
    shown = {k: v for k, v in attributes.items() if k not in _SECRET and v != ""}
    shown.setdefault("Enabled", "true")
    return shown


def create_platform_application(
    state: SnsState, request: CreatePlatformApplicationRequest, ctx: RequestContext
) -> CreatePlatformApplicationResponse:
    name, platform = request["Name"], request["Platform"]
    if not _NAME.match(name):
        raise invalid_parameter(
            "Name Reason: Application names must be made up of only uppercase and lowercase ASCII letters, "
            "numbers, underscores, hyphens, and periods, and must be between 1 and 256 characters long."
        )
    if platform not in PLATFORMS:
        raise invalid_parameter(f"Platform Reason: {platform} is not supported")
    attributes = _checked_app_attributes(dict(request.get("Attributes") or {}))
    if not attributes.get("PlatformCredential"):
        raise invalid_parameter("Attributes Reason: PlatformCredential attribute is required")
    if platform.startswith("APNS") and not attributes.get("PlatformPrincipal"):
        raise invalid_parameter(
            "Attributes Reason: PlatformPrincipal attribute is required for APNS platforms"
        )
    arn = f"arn:aws:sns:{ctx.region}:{ctx.account_id}:app/{platform}/{name}"
    with state.store.transaction():
        state.platforms.put_app(
            PlatformApp(arn, ctx.account_id, ctx.region, name, platform, attributes), clock.now()
        )
        emit(state, "sns.platform.created", ctx.account_id, ctx.region, arn, name=name, platform=platform)
    return {"PlatformApplicationArn": arn}


def get_platform_application_attributes(
    state: SnsState, request: GetPlatformApplicationAttributesRequest, ctx: RequestContext
) -> GetPlatformApplicationAttributesResponse:
    return {"Attributes": _shown(_app(state, ctx, request["PlatformApplicationArn"]).attributes)}


def set_platform_application_attributes(
    state: SnsState, request: SetPlatformApplicationAttributesRequest, ctx: RequestContext
) -> SetPlatformApplicationAttributesResponse:
    changes = _checked_app_attributes(dict(request["Attributes"]))
    with state.store.transaction():
        app = _app(state, ctx, request["PlatformApplicationArn"])
        merged = {**app.attributes, **changes}
        if not merged.get("PlatformCredential"):
            raise invalid_parameter("Attributes Reason: PlatformCredential attribute is required")
        state.platforms.put_app(
            PlatformApp(app.arn, app.account_id, app.region, app.name, app.platform, merged), clock.now()
        )
    return {}


def delete_platform_application(
    state: SnsState, request: DeletePlatformApplicationRequest, ctx: RequestContext
) -> DeletePlatformApplicationResponse:
    arn = request["PlatformApplicationArn"]
    _parse(arn, "PlatformApplicationArn", "app", ctx)
    with state.store.transaction():
        app = state.platforms.app(arn)
        if app is not None and app.account_id == ctx.account_id and app.region == ctx.region:
            state.platforms.remove_app(arn)
            emit(state, "sns.platform.deleted", ctx.account_id, ctx.region, arn)
    return {}


def list_platform_applications(
    state: SnsState, request: ListPlatformApplicationsRequest, ctx: RequestContext
) -> ListPlatformApplicationsResponse:
    after = request.get("NextToken") or ""
    found = state.platforms.apps(ctx.account_id, ctx.region, after, PAGE + 1)
    items: list[PlatformApplication] = [
        {"PlatformApplicationArn": a.arn, "Attributes": _shown(a.attributes)} for a in found[:PAGE]
    ]
    out: ListPlatformApplicationsResponse = {"PlatformApplications": items}
    if len(found) > PAGE:
        out["NextToken"] = found[PAGE - 1].arn
    return out


# ---------------------------------------------------------------------- endpoints


def _checked_endpoint_attributes(given: dict[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, value in given.items():
        value = "" if value is None else str(value)
        if name not in _ENDPOINT_ATTRIBUTES:
            raise invalid_parameter(f"Attributes Reason: Invalid attribute name: {name}")
        if name == "Enabled" and value not in ("true", "false"):
            raise invalid_parameter("Attributes Reason: Enabled must be true or false")
        if name == "CustomUserData" and len(value.encode()) > MAX_USER_DATA:
            raise invalid_parameter("CustomUserData Reason: must be at most 2048 bytes long")
        if name == "Token" and not value:
            raise invalid_parameter("Token Reason: cannot be empty")
        out[name] = value
    return out


def _endpoint_event(state: SnsState, app: PlatformApp, kind: str, endpoint_arn: str) -> None:
    """Publish AWS's endpoint event to the application's ``Event<kind>`` topic, if it names one."""
    topic_arn = app.attributes.get(f"Event{kind}")
    if topic_arn:
        publish_event(state, topic_arn, push.event_document(app, kind, endpoint_arn))


def create_platform_endpoint(
    state: SnsState, request: CreatePlatformEndpointRequest, ctx: RequestContext
) -> CreatePlatformEndpointResponse:
    token = request["Token"]
    if not token:
        raise invalid_parameter("Token Reason: cannot be empty")
    given = _checked_endpoint_attributes(dict(request.get("Attributes") or {}))
    if "CustomUserData" in request:
        given.update(_checked_endpoint_attributes({"CustomUserData": request["CustomUserData"]}))
    attributes = {"Enabled": "true", **given, "Token": token}
    with state.store.transaction():
        app = _app(state, ctx, request["PlatformApplicationArn"])
        existing = state.platforms.endpoint_by_token(app.arn, token)
        if existing is not None:
            if any(existing.attributes.get(k, "") != v for k, v in attributes.items()):
                raise invalid_parameter(
                    f"Token Reason: Endpoint {existing.arn} already exists with the same Token, "
                    "but different attributes."
                )
            return {"EndpointArn": existing.arn}
        arn = f"arn:aws:sns:{ctx.region}:{ctx.account_id}:endpoint/{app.platform}/{app.name}/{uuid.uuid4()}"
        state.platforms.put_endpoint(PlatformEndpoint(arn, app.arn, token, attributes), clock.now())
        emit(state, "sns.endpoint.created", ctx.account_id, ctx.region, arn, application=app.arn)
        _endpoint_event(state, app, "EndpointCreated", arn)
    return {"EndpointArn": arn}


def get_endpoint_attributes(
    state: SnsState, request: GetEndpointAttributesRequest, ctx: RequestContext
) -> GetEndpointAttributesResponse:
    found = _endpoint(state, ctx, request["EndpointArn"])
    return {"Attributes": {k: v for k, v in found.attributes.items() if v != "" or k == "CustomUserData"}}


def set_endpoint_attributes(
    state: SnsState, request: SetEndpointAttributesRequest, ctx: RequestContext
) -> SetEndpointAttributesResponse:
    changes = _checked_endpoint_attributes(dict(request["Attributes"]))
    with state.store.transaction():
        found = _endpoint(state, ctx, request["EndpointArn"])
        merged = {**found.attributes, **changes}
        state.platforms.put_endpoint(
            PlatformEndpoint(found.arn, found.app_arn, merged["Token"], merged), clock.now()
        )
        emit(state, "sns.endpoint.updated", ctx.account_id, ctx.region, found.arn, enabled=merged["Enabled"])
        app = state.platforms.app(found.app_arn)
        if app is not None:
            _endpoint_event(state, app, "EndpointUpdated", found.arn)
    return {}


def delete_endpoint(
    state: SnsState, request: DeleteEndpointRequest, ctx: RequestContext
) -> DeleteEndpointResponse:
    arn = request["EndpointArn"]
    _parse(arn, "EndpointArn", "endpoint", ctx)
    with state.store.transaction():
        found = state.platforms.endpoint(arn)
        if found is not None and arn.split(":")[4] == ctx.account_id:
            state.platforms.remove_endpoint(arn)
            emit(state, "sns.endpoint.deleted", ctx.account_id, ctx.region, arn)
            app = state.platforms.app(found.app_arn)
            if app is not None:
                _endpoint_event(state, app, "EndpointDeleted", arn)
    return {}


def list_endpoints_by_platform_application(
    state: SnsState, request: ListEndpointsByPlatformApplicationRequest, ctx: RequestContext
) -> ListEndpointsByPlatformApplicationResponse:
    app = _app(state, ctx, request["PlatformApplicationArn"])
    found = state.platforms.endpoints(app.arn, request.get("NextToken") or "", PAGE + 1)
    items: list[Endpoint] = [{"EndpointArn": e.arn, "Attributes": dict(e.attributes)} for e in found[:PAGE]]
    out: ListEndpointsByPlatformApplicationResponse = {"Endpoints": items}
    if len(found) > PAGE:
        out["NextToken"] = found[PAGE - 1].arn
    return out
