"""Tags on rules and event buses, named by their ARN."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.events.errors import bus_not_found, not_found, rule_not_found
from labcloud.services.events.records import Bus, Rule
from labcloud.services.events.repo import buses, rules
from labcloud.services.events.state import EventsState
from labcloud.services.events.tagging import as_list, merged

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        ListTagsForResourceRequest,
        ListTagsForResourceResponse,
        TagResourceRequest,
        TagResourceResponse,
        UntagResourceRequest,
        UntagResourceResponse,
    )


def _resource(state: EventsState, arn: str, ctx: RequestContext) -> Bus | Rule:
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[2] != "events" or parts[3] != ctx.region or parts[4] != ctx.account_id:
        raise not_found(f"Resource {arn} does not exist.")
    resource = parts[5]
    if resource.startswith("event-bus/"):
        name = resource[len("event-bus/") :]
        bus = buses.find(state.store, ctx.account_id, ctx.region, name)
        if bus is None:
            raise bus_not_found(name)
        return bus
    if resource.startswith("rule/"):
        path = resource[len("rule/") :].split("/")
        if len(path) > 2:
            raise not_found(f"Resource {arn} does not exist.")
        bus_name, name = (path[0], path[1]) if len(path) == 2 else ("default", path[0])
        rule = rules.find(state.store, ctx.account_id, ctx.region, bus_name, name)
        if rule is None:
            raise rule_not_found(name, bus_name)
        return rule
    raise not_found(f"Resource {arn} does not exist.")


def _save(state: EventsState, resource: Bus | Rule, tags: dict[str, str]) -> None:
    if isinstance(resource, Bus):
        buses.set_tags(state.store, resource, tags, clock.now())
    else:
        rules.save(state.store, replace(resource, tags=tags))


def tag_resource(state: EventsState, request: TagResourceRequest, ctx: RequestContext) -> TagResourceResponse:
    with state.store.transaction():
        resource = _resource(state, request["ResourceARN"], ctx)
        _save(state, resource, merged(resource.tags, request["Tags"]))
    return {}


def untag_resource(
    state: EventsState, request: UntagResourceRequest, ctx: RequestContext
) -> UntagResourceResponse:
    with state.store.transaction():
        resource = _resource(state, request["ResourceARN"], ctx)
        keys = set(request["TagKeys"])
        _save(state, resource, {k: v for k, v in resource.tags.items() if k not in keys})
    return {}


def list_tags_for_resource(
    state: EventsState, request: ListTagsForResourceRequest, ctx: RequestContext
) -> ListTagsForResourceResponse:
    return {"Tags": as_list(_resource(state, request["ResourceARN"], ctx).tags)}
