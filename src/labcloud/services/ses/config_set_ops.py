"""SES v1's configuration sets: create, describe (with its event destinations), list, delete, pause and
resume sending, and SNS event destinations (``configuration.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.ses import configuration, errors, paging
from labcloud.services.ses.notify import V1_NAMES
from labcloud.services.ses.repo import config_sets
from labcloud.services.ses.repo.config_sets import Destination
from labcloud.services.ses.state import SesState

if TYPE_CHECKING:
    from labcloud.services.ses.api import (
        CreateConfigurationSetEventDestinationRequest,
        CreateConfigurationSetEventDestinationResponse,
        CreateConfigurationSetRequest,
        CreateConfigurationSetResponse,
        DeleteConfigurationSetEventDestinationRequest,
        DeleteConfigurationSetEventDestinationResponse,
        DeleteConfigurationSetRequest,
        DeleteConfigurationSetResponse,
        DescribeConfigurationSetRequest,
        DescribeConfigurationSetResponse,
        EventDestination,
        ListConfigurationSetsRequest,
        ListConfigurationSetsResponse,
        UpdateConfigurationSetEventDestinationRequest,
        UpdateConfigurationSetEventDestinationResponse,
        UpdateConfigurationSetSendingEnabledRequest,
        UpdateConfigurationSetSendingEnabledResponse,
    )

#: The attributes DescribeConfigurationSet may be asked for; labcloud has event destinations only.
ATTRIBUTES = ("eventDestinations", "trackingOptions", "deliveryOptions", "reputationOptions")


def create_configuration_set(
    state: SesState, request: CreateConfigurationSetRequest, ctx: RequestContext
) -> CreateConfigurationSetResponse:
    configuration.create(state, ctx, request["ConfigurationSet"]["Name"], {}, True, v2=False)
    return {}


def delete_configuration_set(
    state: SesState, request: DeleteConfigurationSetRequest, ctx: RequestContext
) -> DeleteConfigurationSetResponse:
    configuration.delete(state, ctx, request["ConfigurationSetName"], v2=False)
    return {}


def _shown(one: Destination) -> EventDestination:
    shown: EventDestination = {
        "Name": one.name,
        "Enabled": one.enabled,
        "MatchingEventTypes": [V1_NAMES[t] for t in one.types],
    }
    if one.sns_topic_arn:
        shown["SNSDestination"] = {"TopicARN": one.sns_topic_arn}
    return shown


def describe_configuration_set(
    state: SesState, request: DescribeConfigurationSetRequest, ctx: RequestContext
) -> DescribeConfigurationSetResponse:
    name = request["ConfigurationSetName"]
    asked = list(request.get("ConfigurationSetAttributeNames") or [])
    for attribute in asked:
        if attribute not in ATTRIBUTES:
            raise errors.invalid_value(f"Invalid configuration set attribute {attribute}.")
    configuration.find(state, ctx, name, v2=False)
    answer: DescribeConfigurationSetResponse = {"ConfigurationSet": {"Name": name}}
    if "eventDestinations" in asked:
        rows = config_sets.destinations(state.store, ctx.account_id, ctx.region, name)
        answer["EventDestinations"] = [_shown(row) for row in rows if row.sns_topic_arn]
    return answer


def list_configuration_sets(
    state: SesState, request: ListConfigurationSetsRequest, ctx: RequestContext
) -> ListConfigurationSetsResponse:
    start = paging.after(request.get("NextToken"), errors.invalid_value("Invalid NextToken."))
    limit = paging.size(request.get("MaxItems"), 1000, 1000)
    rows = config_sets.listed(state.store, ctx.account_id, ctx.region, start, limit + 1)
    answer: ListConfigurationSetsResponse = {
        "ConfigurationSets": [{"Name": row.name} for row in rows[:limit]]
    }
    if len(rows) > limit:
        answer["NextToken"] = paging.token(rows[limit - 1].name)
    return answer


def update_configuration_set_sending_enabled(
    state: SesState, request: UpdateConfigurationSetSendingEnabledRequest, ctx: RequestContext
) -> UpdateConfigurationSetSendingEnabledResponse:
    name = request["ConfigurationSetName"]
    with state.store.transaction():
        configuration.find(state, ctx, name, v2=False)
        config_sets.set_sending(state.store, ctx.account_id, ctx.region, name, bool(request["Enabled"]))
    return {}


def _destination(ctx: RequestContext, config_set: str, given: EventDestination) -> Destination:
    others = [k for k in ("KinesisFirehoseDestination", "CloudWatchDestination") if given.get(k)]
    sns = given.get("SNSDestination")
    return configuration.destination(
        ctx,
        config_set,
        given["Name"],
        bool(given.get("Enabled", False)),
        list(given["MatchingEventTypes"]),
        sns["TopicARN"] if sns else None,
        None,
        others,
        v2=False,
    )


def create_configuration_set_event_destination(
    state: SesState, request: CreateConfigurationSetEventDestinationRequest, ctx: RequestContext
) -> CreateConfigurationSetEventDestinationResponse:
    one = _destination(ctx, request["ConfigurationSetName"], request["EventDestination"])
    configuration.put_destination(state, ctx, one, creating=True, v2=False)
    return {}


def update_configuration_set_event_destination(
    state: SesState, request: UpdateConfigurationSetEventDestinationRequest, ctx: RequestContext
) -> UpdateConfigurationSetEventDestinationResponse:
    one = _destination(ctx, request["ConfigurationSetName"], request["EventDestination"])
    configuration.put_destination(state, ctx, one, creating=False, v2=False)
    return {}


def delete_configuration_set_event_destination(
    state: SesState, request: DeleteConfigurationSetEventDestinationRequest, ctx: RequestContext
) -> DeleteConfigurationSetEventDestinationResponse:
    configuration.delete_destination(
        state, ctx, request["ConfigurationSetName"], request["EventDestinationName"], v2=False
    )
    return {}
