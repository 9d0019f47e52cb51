"""Global endpoints: CreateEndpoint, DescribeEndpoint, ListEndpoints, UpdateEndpoint, DeleteEndpoint.

An endpoint names two event buses of the caller's with the same name in two regions (the first in the
endpoint's home region, the second in ``Secondary.Route``) and a Route 53 health check, which must exist:
it is looked up through the hub (``route53:GetHealthCheck``, as the caller). Records only: an endpoint is
ACTIVE at once, and PutEvents through an ``EndpointId`` is still refused (docs/route53.md).
"""

from __future__ import annotations

import secrets
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.events import paging
from labcloud.services.events.errors import already_exists, limit_exceeded, not_found, validation
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import buses, endpoints
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        CreateEndpointRequest,
        CreateEndpointResponse,
        DeleteEndpointRequest,
        DeleteEndpointResponse,
        DescribeEndpointRequest,
        DescribeEndpointResponse,
        ListEndpointsRequest,
        ListEndpointsResponse,
        UpdateEndpointRequest,
        UpdateEndpointResponse,
    )

#: EventBridge's default quota of global endpoints per account and region.
MAX_ENDPOINTS = 100
_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"
_HEALTH_CHECK = "arn:aws:route53:::healthcheck/"


def _time(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=timezone.utc)


def _existing(state: EventsState, ctx: RequestContext, name: str, home: str | None = None) -> dict[str, Any]:
    if home and home != ctx.region:
        raise validation(f"HomeRegion {home} is not the region of this request ({ctx.region}).")
    found = endpoints.find(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Endpoint {name} does not exist.")
    return found


def _check_buses(state: EventsState, ctx: RequestContext, spec: dict[str, Any]) -> None:
    arns = [b["EventBusArn"] for b in spec["EventBuses"]]
    places: list[tuple[str, str]] = []
    for arn in arns:
        parts = arn.split(":", 5)
        if len(parts) != 6 or parts[2] != "events" or not parts[5].startswith("event-bus/"):
            raise validation(f"Parameter EventBusArn is not valid: {arn}.")
        if parts[4] != ctx.account_id:
            raise validation(f"Event bus {arn} is not in this account.")
        name = parts[5][len("event-bus/") :]
        if buses.find(state.store, ctx.account_id, parts[3], name) is None:
            raise not_found(f"Event bus {name} does not exist in {parts[3]}.")
        places.append((parts[3], name))
    if len({region for region, _ in places}) != 2:
        raise validation("The two event buses of an endpoint must be in two different regions.")
    if places[0][1] != places[1][1]:
        raise validation("The event buses of an endpoint must have the same name in both regions.")
    if places[0][0] != ctx.region:
        raise validation(f"The first event bus must be in the endpoint's region ({ctx.region}).")
    secondary = spec["RoutingConfig"]["FailoverConfig"]["Secondary"]["Route"]
    if secondary != places[1][0]:
        raise validation(
            f"Secondary Route {secondary} is not the region of the second event bus ({places[1][0]})."
        )


async def _check_health_check(state: EventsState, ctx: RequestContext, arn: str) -> None:
    if not arn.startswith(_HEALTH_CHECK) or not arn[len(_HEALTH_CHECK) :]:
        raise validation(f"Parameter HealthCheck is not valid: {arn}.")
    try:
        await state.services.call(
            "route53",
            "GetHealthCheck",
            {"HealthCheckId": arn[len(_HEALTH_CHECK) :]},
            account_id=ctx.account_id,
            principal=ctx.principal,
        )
    except AwsError as error:
        if error.code == "NoSuchHealthCheck":
            raise validation(f"Health check {arn} does not exist.") from None
        raise


def _public(spec: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in spec.items() if k not in ("CreationTime", "LastModifiedTime")}
    out["CreationTime"] = _time(spec["CreationTime"])
    out["LastModifiedTime"] = _time(spec["LastModifiedTime"])
    return out


def _checked_fields(request: Any, spec: dict[str, Any]) -> None:
    for key in ("Description", "RoutingConfig", "ReplicationConfig", "EventBuses", "RoleArn"):
        if key in request:
            spec[key] = request[key]
    state = (spec.get("ReplicationConfig") or {}).get("State", "ENABLED")
    if state not in ("ENABLED", "DISABLED"):
        raise validation(f"ReplicationConfig State {state} is not valid: ENABLED or DISABLED.")
    spec["ReplicationConfig"] = {"State": state}


async def create_endpoint(
    state: EventsState, request: CreateEndpointRequest, ctx: RequestContext
) -> CreateEndpointResponse:
    spec: dict[str, Any] = {"Name": request["Name"]}
    _checked_fields(request, spec)
    await _check_health_check(state, ctx, spec["RoutingConfig"]["FailoverConfig"]["Primary"]["HealthCheck"])
    with state.store.transaction():
        _check_buses(state, ctx, spec)
        if endpoints.find(state.store, ctx.account_id, ctx.region, spec["Name"]) is not None:
            raise already_exists(f"Endpoint {spec['Name']} already exists.")
        if endpoints.count(state.store, ctx.account_id, ctx.region) >= MAX_ENDPOINTS:
            raise limit_exceeded(f"The limit of {MAX_ENDPOINTS} endpoints has been reached.")
        endpoint_id = (
            "".join(secrets.choice(_ALPHABET) for _ in range(8))
            + "."
            + "".join(secrets.choice(_ALPHABET) for _ in range(3))
        )
        now = clock.now()
        spec.update(
            Arn=f"arn:aws:events:{ctx.region}:{ctx.account_id}:endpoint/{spec['Name']}",
            EndpointId=endpoint_id,
            EndpointUrl=f"https://{endpoint_id}.endpoint.events.amazonaws.com",
            State="ACTIVE",
            CreationTime=now,
            LastModifiedTime=now,
        )
        endpoints.put(state.store, ctx.account_id, ctx.region, spec)
        emit(state, "events.endpoint.created", ctx.account_id, ctx.region, spec["Arn"], name=spec["Name"])
    keys = ("Name", "Arn", "RoutingConfig", "ReplicationConfig", "EventBuses", "RoleArn", "State")
    return cast("CreateEndpointResponse", {k: spec[k] for k in keys if k in spec})


def describe_endpoint(
    state: EventsState, request: DescribeEndpointRequest, ctx: RequestContext
) -> DescribeEndpointResponse:
    spec = _existing(state, ctx, request["Name"], request.get("HomeRegion"))
    return cast("DescribeEndpointResponse", _public(spec))


def list_endpoints(
    state: EventsState, request: ListEndpointsRequest, ctx: RequestContext
) -> ListEndpointsResponse:
    home = request.get("HomeRegion")
    if home and home != ctx.region:
        return {"Endpoints": []}
    limit = paging.limit(request.get("MaxResults"))
    found = endpoints.listed(
        state.store,
        ctx.account_id,
        ctx.region,
        request.get("NamePrefix") or "",
        paging.after(request.get("NextToken")),
        limit,
    )
    answer: dict[str, Any] = {"Endpoints": [_public(spec) for spec in found[:limit]]}
    if len(found) > limit:
        answer["NextToken"] = paging.token(found[limit - 1]["Name"])
    return cast("ListEndpointsResponse", answer)


async def update_endpoint(
    state: EventsState, request: UpdateEndpointRequest, ctx: RequestContext
) -> UpdateEndpointResponse:
    if "RoutingConfig" in request:
        await _check_health_check(
            state, ctx, request["RoutingConfig"]["FailoverConfig"]["Primary"]["HealthCheck"]
        )
    with state.store.transaction():
        spec = _existing(state, ctx, request["Name"])
        _checked_fields(request, spec)
        _check_buses(state, ctx, spec)
        spec["LastModifiedTime"] = clock.now()
        endpoints.put(state.store, ctx.account_id, ctx.region, spec)
        emit(state, "events.endpoint.updated", ctx.account_id, ctx.region, spec["Arn"], name=spec["Name"])
    keys = (
        "Name",
        "Arn",
        "RoutingConfig",
        "ReplicationConfig",
        "EventBuses",
        "RoleArn",
        "EndpointId",
        "EndpointUrl",
        "State",
    )
    return cast("UpdateEndpointResponse", {k: spec[k] for k in keys if k in spec})


def delete_endpoint(
    state: EventsState, request: DeleteEndpointRequest, ctx: RequestContext
) -> DeleteEndpointResponse:
    with state.store.transaction():
        spec = _existing(state, ctx, request["Name"])
        endpoints.delete(state.store, ctx.account_id, ctx.region, spec["Name"])
        emit(state, "events.endpoint.deleted", ctx.account_id, ctx.region, spec["Arn"], name=spec["Name"])
    return {}
