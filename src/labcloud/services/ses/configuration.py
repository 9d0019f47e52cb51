"""Configuration sets and their event destinations, shared by both APIs. labcloud sends the events of what
happens to a message here (Send, Delivery, Rendering Failure) to SNS topics and EventBridge buses; Firehose,
CloudWatch and Pinpoint destinations, and tracking, reputation, suppression, VDM and archiving options, are
refused, never kept and ignored."""

from __future__ import annotations

import re

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ses import errors
from labcloud.services.ses.events import emit
from labcloud.services.ses.notify import V1_NAMES, V2_NAMES
from labcloud.services.ses.repo import config_sets
from labcloud.services.ses.repo.config_sets import ConfigSet, Destination
from labcloud.services.ses.state import SesState

#: Configuration sets an account may have in a region (AWS's quota).
MAX_SETS = 10_000
#: Event destinations of one configuration set (AWS's limit).
MAX_DESTINATIONS = 10
_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def arn(ctx: RequestContext, name: str) -> str:
    return ctx.arn("ses", f"configuration-set/{name}")


def missing(name: str, v2: bool) -> AwsError:
    return (
        errors.not_found(f"Configuration set {name} does not exist.")
        if v2
        else errors.config_set_missing(name)
    )


def find(state: SesState, ctx: RequestContext, name: str, v2: bool) -> ConfigSet:
    found = config_sets.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise missing(name, v2)
    return found


def create(
    state: SesState, ctx: RequestContext, name: str, tags: dict[str, str], sending: bool, v2: bool
) -> None:
    if not _NAME.match(name):
        fail = errors.bad_request if v2 else errors.invalid_value
        raise fail(f"Configuration set name {name!r} is invalid: use 1 to 64 letters, digits, '_' and '-'.")
    with state.store.transaction():
        if config_sets.find(state.store, ctx.account_id, ctx.region, name) is not None:
            if v2:
                raise errors.already_exists(f"Configuration set {name} already exists.")
            raise errors.config_set_exists(name)
        if config_sets.count(state.store, ctx.account_id, ctx.region) >= MAX_SETS:
            raise (errors.v2_limit if v2 else errors.limit_exceeded)(
                f"Maximum number of configuration sets ({MAX_SETS}) exceeded."
            )
        config_sets.add(state.store, ctx.account_id, ctx.region, ConfigSet(name, clock.now(), sending, tags))
        emit(state, "ses.configuration_set.created", ctx.account_id, ctx.region, arn(ctx, name), name=name)


def delete(state: SesState, ctx: RequestContext, name: str, v2: bool) -> None:
    with state.store.transaction():
        if not config_sets.delete(state.store, ctx.account_id, ctx.region, name):
            raise missing(name, v2)
        emit(state, "ses.configuration_set.deleted", ctx.account_id, ctx.region, arn(ctx, name), name=name)


def destination(
    ctx: RequestContext,
    config_set: str,
    name: str,
    enabled: bool,
    types: list[str],
    sns_topic: str | None,
    bus: str | None,
    others: list[str],
    v2: bool,
) -> Destination:
    """A destination checked: v2's type names kept (v1's translated), exactly one SNS or EventBridge target."""
    fail = errors.bad_request if v2 else errors.invalid_value
    if others:
        raise fail(
            f"labcloud does not implement {', '.join(others)}: use an SNS topic"
            + (" or an EventBridge bus" if v2 else "")
            + " as the event destination."
        )
    if not _NAME.match(name):
        raise fail(f"Event destination name {name!r} is invalid: use 1 to 64 letters, digits, '_' and '-'.")
    kept: list[str] = []
    for given in types:
        canonical = given if v2 else V2_NAMES.get(given)
        if canonical is None or canonical not in V1_NAMES:
            raise fail(f"Invalid event type {given}.")
        if canonical not in kept:
            kept.append(canonical)
    if not kept:
        raise fail("MatchingEventTypes must name at least one event type.")
    if (sns_topic is None) == (bus is None):
        raise fail(
            "An event destination must name one SNS topic" + (" or one EventBridge bus." if v2 else ".")
        )
    if sns_topic is not None and not sns_topic.startswith(f"arn:aws:sns:{ctx.region}:"):
        raise (
            fail(f"Invalid SNS topic ARN {sns_topic}.")
            if v2
            else errors.invalid_sns(f"Invalid SNS topic ARN {sns_topic}.")
        )
    if bus is not None and not bus.startswith(f"arn:aws:events:{ctx.region}:"):
        raise fail(f"Invalid event bus ARN {bus}.")
    return Destination(config_set, name, enabled, kept, sns_topic, bus)


def put_destination(state: SesState, ctx: RequestContext, one: Destination, creating: bool, v2: bool) -> None:
    with state.store.transaction():
        find(state, ctx, one.config_set, v2)
        existing = {
            d.name for d in config_sets.destinations(state.store, ctx.account_id, ctx.region, one.config_set)
        }
        if creating and one.name in existing:
            if v2:
                raise errors.already_exists(f"Event destination {one.name} already exists.")
            raise errors.destination_exists(one.config_set, one.name)
        if not creating and one.name not in existing:
            if v2:
                raise errors.not_found(f"Event destination {one.name} does not exist.")
            raise errors.destination_missing(one.config_set, one.name)
        if creating and len(existing) >= MAX_DESTINATIONS:
            raise (errors.v2_limit if v2 else errors.limit_exceeded)(
                f"A configuration set has at most {MAX_DESTINATIONS} event destinations."
            )
        config_sets.put_destination(state.store, ctx.account_id, ctx.region, one)


def delete_destination(state: SesState, ctx: RequestContext, config_set: str, name: str, v2: bool) -> None:
    with state.store.transaction():
        find(state, ctx, config_set, v2)
        if not config_sets.delete_destination(state.store, ctx.account_id, ctx.region, config_set, name):
            if v2:
                raise errors.not_found(f"Event destination {name} does not exist.")
            raise errors.destination_missing(config_set, name)
