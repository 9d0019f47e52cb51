"""Event bus operations: create, describe, list, delete (the default bus always exists)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.events import paging
from labcloud.services.events.errors import already_exists, bus_not_found, validation
from labcloud.services.events.names import bus_name
from labcloud.services.events.publish import emit
from labcloud.services.events.records import DEFAULT_BUS, Bus
from labcloud.services.events.repo import buses, rules
from labcloud.services.events.state import EventsState
from labcloud.services.events.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        CreateEventBusRequest,
        CreateEventBusResponse,
        DeleteEventBusRequest,
        DeleteEventBusResponse,
        DescribeEventBusRequest,
        DescribeEventBusResponse,
        EventBus,
        ListEventBusesRequest,
        ListEventBusesResponse,
    )

#: Members of CreateEventBus labcloud does not emulate: refused rather than ignored.
UNSUPPORTED = ("EventSourceName", "KmsKeyIdentifier", "DeadLetterConfig", "LogConfig")


def _when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def create_event_bus(
    state: EventsState, request: CreateEventBusRequest, ctx: RequestContext
) -> CreateEventBusResponse:
    name = request["Name"]
    for member in UNSUPPORTED:
        if request.get(member) is not None:
            raise validation(f"labcloud does not support {member} on event buses.")
    if name == DEFAULT_BUS or "/" in name:
        raise validation(f"Event bus name {name} is not valid.")
    now = clock.now()
    with state.store.transaction():
        if buses.find(state.store, ctx.account_id, ctx.region, name) is not None:
            raise already_exists(f"Event bus {name} already exists.")
        bus = Bus(
            ctx.account_id,
            ctx.region,
            name,
            request.get("Description"),
            merged({}, request.get("Tags")),
            now,
            now,
        )
        buses.insert(state.store, bus)
        emit(state, "events.bus.created", ctx.account_id, ctx.region, bus.arn, name=name)
    answer: CreateEventBusResponse = {"EventBusArn": bus.arn}
    if bus.description is not None:
        answer["Description"] = bus.description
    return answer


def _described(bus: Bus) -> EventBus:
    found: EventBus = {"Name": bus.name, "Arn": bus.arn}
    if bus.description is not None:
        found["Description"] = bus.description
    if bus.created:
        found["CreationTime"] = _when(bus.created)
        found["LastModifiedTime"] = _when(bus.modified)
    return found


def describe_event_bus(
    state: EventsState, request: DescribeEventBusRequest, ctx: RequestContext
) -> DescribeEventBusResponse:
    name = bus_name(request.get("Name"), ctx)
    bus = buses.find(state.store, ctx.account_id, ctx.region, name)
    if bus is None:
        raise bus_not_found(name)
    described = _described(bus)
    answer: DescribeEventBusResponse = {"Name": described["Name"], "Arn": described["Arn"]}
    for key in ("Description", "CreationTime", "LastModifiedTime"):
        if key in described:
            answer[key] = described[key]
    if bus.policy:
        answer["Policy"] = bus.policy
    return answer


def list_event_buses(
    state: EventsState, request: ListEventBusesRequest, ctx: RequestContext
) -> ListEventBusesResponse:
    limit = paging.limit(request.get("Limit"))
    found = buses.listed(
        state.store,
        ctx.account_id,
        ctx.region,
        request.get("NamePrefix") or "",
        paging.after(request.get("NextToken")),
        limit,
    )
    answer: ListEventBusesResponse = {"EventBuses": [_described(bus) for bus in found[:limit]]}
    if len(found) > limit:
        answer["NextToken"] = paging.token(found[limit - 1].name)
    return answer


def delete_event_bus(
    state: EventsState, request: DeleteEventBusRequest, ctx: RequestContext
) -> DeleteEventBusResponse:
    name = request["Name"]
    if name == DEFAULT_BUS:
        raise validation("Cannot delete event bus default.")
    with state.store.transaction():
        bus = buses.find(state.store, ctx.account_id, ctx.region, name)
        if bus is None:
            return {}  # AWS answers a delete of a missing bus with success
        if rules.count_on_bus(state.store, ctx.account_id, ctx.region, name):
            raise validation(f"Cannot delete event bus {name} because it has rules.")
        buses.delete(state.store, ctx.account_id, ctx.region, name)
        emit(state, "events.bus.deleted", ctx.account_id, ctx.region, bus.arn, name=name)
    return {}
