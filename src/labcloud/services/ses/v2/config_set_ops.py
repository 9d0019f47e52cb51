"""SES v2's configuration sets: create (sending options and tags), read, list, delete, pause and resume
sending, and event destinations to SNS topics and EventBridge buses (``configuration.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ses import configuration, errors, paging
from labcloud.services.ses.repo import config_sets
from labcloud.services.ses.repo.config_sets import Destination
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.v2.api import (
        CreateConfigurationSetEventDestinationRequest,
        CreateConfigurationSetEventDestinationResponse,
        CreateConfigurationSetRequest,
        CreateConfigurationSetResponse,
        DeleteConfigurationSetEventDestinationRequest,
        DeleteConfigurationSetEventDestinationResponse,
        DeleteConfigurationSetRequest,
        DeleteConfigurationSetResponse,
        EventDestination,
        EventDestinationDefinition,
        GetConfigurationSetEventDestinationsRequest,
        GetConfigurationSetEventDestinationsResponse,
        GetConfigurationSetRequest,
        GetConfigurationSetResponse,
        ListConfigurationSetsRequest,
        ListConfigurationSetsResponse,
        PutConfigurationSetSendingOptionsRequest,
        PutConfigurationSetSendingOptionsResponse,
        UpdateConfigurationSetEventDestinationRequest,
        UpdateConfigurationSetEventDestinationResponse,
    )

#: Options of a configuration set labcloud does not have (no tracking, reputation, suppression...).
NOT_SERVED = (
    "TrackingOptions",
    "DeliveryOptions",
    "ReputationOptions",
    "SuppressionOptions",
    "VdmOptions",
    "ArchivingOptions",
    "MessageSecurityOptions",
)


def create_configuration_set(
    state: SesState, request: CreateConfigurationSetRequest, ctx: RequestContext
) -> CreateConfigurationSetResponse:
    given: Any = request
    for member in NOT_SERVED:
        if given.get(member):
            raise errors.bad_request(
                f"labcloud does not implement {member} on a configuration set: leave it out."
            )
    tags = {t["Key"]: t["Value"] for t in request.get("Tags") or []}
    sending = bool((request.get("SendingOptions") or {}).get("SendingEnabled", True))
    configuration.create(state, ctx, request["ConfigurationSetName"], tags, sending, v2=True)
    return {}


def get_configuration_set(
    state: SesState, request: GetConfigurationSetRequest, ctx: RequestContext
) -> GetConfigurationSetResponse:
    found = configuration.find(state, ctx, request["ConfigurationSetName"], v2=True)
    return {
        "ConfigurationSetName": found.name,
        "SendingOptions": {"SendingEnabled": found.sending_enabled},
        "Tags": [{"Key": k, "Value": v} for k, v in found.tags.items()],
    }


def list_configuration_sets(
    state: SesState, request: ListConfigurationSetsRequest, ctx: RequestContext
) -> ListConfigurationSetsResponse:
    if request.get("Filter"):
        raise errors.bad_request("labcloud does not implement Filter on ListConfigurationSets.")
    start = paging.after(request.get("NextToken"), errors.bad_request("Invalid NextToken."))
    limit = paging.size(request.get("PageSize"), 100, 1000)
    rows = config_sets.listed(state.store, ctx.account_id, ctx.region, start, limit + 1)
    answer: ListConfigurationSetsResponse = {"ConfigurationSets": [row.name for row in rows[:limit]]}
    if len(rows) > limit:
        answer["NextToken"] = paging.token(rows[limit - 1].name)
    return answer


def delete_configuration_set(
    state: SesState, request: DeleteConfigurationSetRequest, ctx: RequestContext
) -> DeleteConfigurationSetResponse:
    configuration.delete(state, ctx, request["ConfigurationSetName"], v2=True)
    return {}


def put_configuration_set_sending_options(
    state: SesState, request: PutConfigurationSetSendingOptionsRequest, ctx: RequestContext
) -> PutConfigurationSetSendingOptionsResponse:
    name = request["ConfigurationSetName"]
    with state.store.transaction():
        configuration.find(state, ctx, name, v2=True)
        enabled = bool(request.get("SendingEnabled", False))
        config_sets.set_sending(state.store, ctx.account_id, ctx.region, name, enabled)
    return {}


def _destination(
    ctx: RequestContext, config_set: str, name: str, given: EventDestinationDefinition
) -> Destination:
    others = [
        k
        for k in ("KinesisFirehoseDestination", "CloudWatchDestination", "PinpointDestination")
        if given.get(k)
    ]
    sns = given.get("SnsDestination")
    bus = given.get("EventBridgeDestination")
    return configuration.destination(
        ctx,
        config_set,
        name,
        bool(given.get("Enabled", False)),
        list(given.get("MatchingEventTypes") or []),
        sns["TopicArn"] if sns else None,
        bus["EventBusArn"] if bus else None,
        others,
        v2=True,
    )


def create_configuration_set_event_destination(
    state: SesState, request: CreateConfigurationSetEventDestinationRequest, ctx: RequestContext
) -> CreateConfigurationSetEventDestinationResponse:
    name = request["ConfigurationSetName"]
    one = _destination(ctx, name, request["EventDestinationName"], request["EventDestination"])
    configuration.put_destination(state, ctx, one, creating=True, v2=True)
    return {}


def update_configuration_set_event_destination(
    state: SesState, request: UpdateConfigurationSetEventDestinationRequest, ctx: RequestContext
) -> UpdateConfigurationSetEventDestinationResponse:
    name = request["ConfigurationSetName"]
    one = _destination(ctx, name, request["EventDestinationName"], request["EventDestination"])
    configuration.put_destination(state, ctx, one, creating=False, v2=True)
    return {}


def delete_configuration_set_event_destination(
    state: SesState, request: DeleteConfigurationSetEventDestinationRequest, ctx: RequestContext
) -> DeleteConfigurationSetEventDestinationResponse:
    configuration.delete_destination(
        state, ctx, request["ConfigurationSetName"], request["EventDestinationName"], v2=True
    )
    return {}


def get_configuration_set_event_destinations(
    state: SesState, request: GetConfigurationSetEventDestinationsRequest, ctx: RequestContext
) -> GetConfigurationSetEventDestinationsResponse:
    name = request["ConfigurationSetName"]
    configuration.find(state, ctx, name, v2=True)
    shown: list[EventDestination] = []
    for row in config_sets.destinations(state.store, ctx.account_id, ctx.region, name):
        one: EventDestination = {
            "Name": row.name,
            "Enabled": row.enabled,
            "MatchingEventTypes": list(row.types),
        }
        if row.sns_topic_arn:
            one["SnsDestination"] = {"TopicArn": row.sns_topic_arn}
        if row.event_bus_arn:
            one["EventBridgeDestination"] = {"EventBusArn": row.event_bus_arn}
        shown.append(one)
    return {"EventDestinations": shown}
