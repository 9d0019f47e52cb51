"""Things: CreateThing, DescribeThing, UpdateThing, DeleteThing, ListThings; and DescribeEndpoint."""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.iot import names
from labcloud.services.iot.errors import exists, invalid, not_found, version_conflict_iot
from labcloud.services.iot.events import emit
from labcloud.services.iot.repo import records
from labcloud.services.iot.state import IotState

if TYPE_CHECKING:
    from labcloud.services.iot.api import (
        CreateThingRequest,
        CreateThingResponse,
        DeleteThingRequest,
        DeleteThingResponse,
        DescribeEndpointRequest,
        DescribeEndpointResponse,
        DescribeThingRequest,
        DescribeThingResponse,
        ListThingsRequest,
        ListThingsResponse,
        UpdateThingRequest,
        UpdateThingResponse,
    )

#: DescribeEndpoint's endpointType values AWS documents; labcloud answers its own address for each.
ENDPOINT_TYPES = ("iot:Data", "iot:Data-ATS", "iot:CredentialProvider", "iot:Jobs")


def _refuse_type(type_name: str | None) -> None:
    if type_name:
        raise invalid(f"thingTypeName {type_name!r}: labcloud does not keep thing types")


def create_thing(state: IotState, request: CreateThingRequest, ctx: RequestContext) -> CreateThingResponse:
    name = request["thingName"]
    names.check("thing", name)
    _refuse_type(request.get("thingTypeName"))
    if request.get("billingGroupName"):
        raise invalid("billingGroupName: labcloud does not keep billing groups")
    attributes = dict((request.get("attributePayload") or {}).get("attributes") or {})
    arn = names.arn(ctx, "thing", name)
    with state.store.transaction():
        found = records.thing(state.store, ctx.account_id, ctx.region, name)
        if found is not None:
            if found.attributes == attributes:
                return {"thingName": name, "thingArn": arn, "thingId": found.id}
            raise exists(f"Thing {name} already exists with different attributes", found.id, arn)
        thing = records.Thing(
            ctx.account_id, ctx.region, name, str(uuid.uuid4()), None, attributes, 1, clock.now()
        )
        records.put_thing(state.store, thing)
        emit(state, "iot.thing.created", ctx.account_id, ctx.region, arn, name=name)
    return {"thingName": name, "thingArn": arn, "thingId": thing.id}


def _find(state: IotState, ctx: RequestContext, name: str) -> records.Thing:
    found = records.thing(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Thing {name} cannot be found.")
    return found


def describe_thing(
    state: IotState, request: DescribeThingRequest, ctx: RequestContext
) -> DescribeThingResponse:
    thing = _find(state, ctx, request["thingName"])
    return {
        "defaultClientId": thing.name,
        "thingName": thing.name,
        "thingId": thing.id,
        "thingArn": names.arn(ctx, "thing", thing.name),
        "attributes": thing.attributes,
        "version": thing.version,
    }


def update_thing(state: IotState, request: UpdateThingRequest, ctx: RequestContext) -> UpdateThingResponse:
    _refuse_type(request.get("thingTypeName"))
    with state.store.transaction():
        thing = _find(state, ctx, request["thingName"])
        expected = request.get("expectedVersion")
        if expected is not None and expected != thing.version:
            raise version_conflict_iot(
                f"The version for thing {thing.name} does not match the expected version."
            )
        payload = request.get("attributePayload") or {}
        attributes = dict(thing.attributes)
        incoming = payload.get("attributes") or {}
        if payload.get("merge"):
            attributes.update(incoming)
            attributes = {k: v for k, v in attributes.items() if v != ""}
        elif "attributes" in payload:
            attributes = dict(incoming)
        updated = records.Thing(
            thing.account_id,
            thing.region,
            thing.name,
            thing.id,
            None,
            attributes,
            thing.version + 1,
            thing.created,
        )
        records.put_thing(state.store, updated)
        emit(state, "iot.thing.updated", ctx.account_id, ctx.region, names.arn(ctx, "thing", thing.name))
    return {}


def delete_thing(state: IotState, request: DeleteThingRequest, ctx: RequestContext) -> DeleteThingResponse:
    name = request["thingName"]
    with state.store.transaction():
        thing = records.thing(state.store, ctx.account_id, ctx.region, name)
        if thing is None:
            return {}  # AWS answers 200 for a thing that does not exist
        expected = request.get("expectedVersion")
        if expected is not None and expected != thing.version:
            raise version_conflict_iot(f"The version for thing {name} does not match the expected version.")
        if records.principals_of(state.store, ctx.account_id, ctx.region, "thing", name):
            raise invalid(f"Cannot delete thing {name}: it has principals attached; detach them first.")
        records.remove_thing(state.store, ctx.account_id, ctx.region, name)
        emit(state, "iot.thing.deleted", ctx.account_id, ctx.region, names.arn(ctx, "thing", name))
    return {}


def list_things(state: IotState, request: ListThingsRequest, ctx: RequestContext) -> ListThingsResponse:
    for unsupported in ("thingTypeName", "usePrefixAttributeValue"):
        if request.get(unsupported):
            raise invalid(f"{unsupported}: labcloud does not filter things by it")
    size = names.page_size(request.get("maxResults"))
    attribute, value = request.get("attributeName"), request.get("attributeValue")
    found = records.things(
        state.store, ctx.account_id, ctx.region, names.after(request.get("nextToken")), 1_000_000
    )
    if attribute:
        found = [
            t
            for t in found
            if attribute in t.attributes and (value is None or t.attributes[attribute] == value)
        ]
    page = found[:size]
    out: ListThingsResponse = {
        "things": [
            {
                "thingName": t.name,
                "thingArn": names.arn(ctx, "thing", t.name),
                "attributes": t.attributes,
                "version": t.version,
            }
            for t in page
        ]
    }
    if len(found) > size:
        out["nextToken"] = names.token(page[-1].name)
    return out


def describe_endpoint(
    state: IotState, request: DescribeEndpointRequest, ctx: RequestContext
) -> DescribeEndpointResponse:
    kind = request.get("endpointType") or "iot:Data"
    if kind not in ENDPOINT_TYPES:
        raise invalid(f"Invalid endpointType {kind!r}; valid values: {', '.join(ENDPOINT_TYPES)}")
    host = ctx.endpoint.split("://", 1)[-1].rstrip("/")
    return {"endpointAddress": host}
