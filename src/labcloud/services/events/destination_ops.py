"""API destinations: CreateApiDestination, DescribeApiDestination, ListApiDestinations,
UpdateApiDestination, DeleteApiDestination. An API destination is an HTTP endpoint (loopback only, as
all of labcloud's outbound HTTP), a method, a connection and an invocation rate limit; rules reach it as a target
(``api_destination.py`` delivers)."""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.events import loopback, paging
from labcloud.services.events.errors import already_exists, not_found, validation
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import destinations
from labcloud.services.events.repo.destinations import ApiDestination
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        CreateApiDestinationRequest,
        CreateApiDestinationResponse,
        DeleteApiDestinationRequest,
        DeleteApiDestinationResponse,
        DescribeApiDestinationRequest,
        DescribeApiDestinationResponse,
        ListApiDestinationsRequest,
        ListApiDestinationsResponse,
        UpdateApiDestinationRequest,
        UpdateApiDestinationResponse,
    )

METHODS = ("POST", "GET", "HEAD", "OPTIONS", "PUT", "PATCH", "DELETE")
DEFAULT_RATE = 300
MAX_RATE = 300


def _when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def _checked(endpoint: str, method: str, rate: int) -> None:
    if method not in METHODS:
        raise validation(
            f"1 validation error detected: Value '{method}' at 'httpMethod' failed to satisfy constraint: "
            f"Member must satisfy enum value set: [{', '.join(METHODS)}]"
        )
    if not loopback.allowed(endpoint):
        raise validation(loopback.REFUSED.format(url=endpoint))
    if not 1 <= rate <= MAX_RATE:
        raise validation(
            f"1 validation error detected: Value '{rate}' at 'invocationRateLimitPerSecond' failed to satisfy "
            f"constraint: Member must have value between 1 and {MAX_RATE}"
        )


def create_api_destination(
    state: EventsState, request: CreateApiDestinationRequest, ctx: RequestContext
) -> CreateApiDestinationResponse:
    name = request["Name"]
    endpoint = request["InvocationEndpoint"]
    method = request["HttpMethod"]
    rate = request.get("InvocationRateLimitPerSecond", DEFAULT_RATE)
    _checked(endpoint, method, rate)
    now = clock.now()
    arn = f"arn:aws:events:{ctx.region}:{ctx.account_id}:api-destination/{name}/{uuid.uuid4()}"
    with state.store.transaction():
        connection = destinations.connection_by_arn(state.store, request["ConnectionArn"])
        if connection is None or connection.account_id != ctx.account_id or connection.region != ctx.region:
            raise not_found(f"Connection '{request['ConnectionArn']}' does not exist.")
        if destinations.destination(state.store, ctx.account_id, ctx.region, name) is not None:
            raise already_exists(f"An api-destination '{name}' already exists.")
        found = ApiDestination(
            ctx.account_id,
            ctx.region,
            name,
            arn,
            request.get("Description"),
            connection.arn,
            endpoint,
            method,
            rate,
            now,
            now,
        )
        destinations.add_destination(state.store, found)
        emit(
            state,
            "events.api_destination.created",
            ctx.account_id,
            ctx.region,
            arn,
            name=name,
            endpoint=endpoint,
            connection_arn=connection.arn,
        )
    return {
        "ApiDestinationArn": arn,
        "ApiDestinationState": "ACTIVE",
        "CreationTime": _when(now),
        "LastModifiedTime": _when(now),
    }


def _existing(state: EventsState, name: str, ctx: RequestContext) -> ApiDestination:
    found = destinations.destination(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(
            f"Failed to describe the api-destination(s). An api-destination '{name}' does not exist."
        )
    return found


def describe_api_destination(
    state: EventsState, request: DescribeApiDestinationRequest, ctx: RequestContext
) -> DescribeApiDestinationResponse:
    found = _existing(state, request["Name"], ctx)
    answer: DescribeApiDestinationResponse = {
        "ApiDestinationArn": found.arn,
        "Name": found.name,
        "ApiDestinationState": "ACTIVE",
        "ConnectionArn": found.connection_arn,
        "InvocationEndpoint": found.endpoint,
        "HttpMethod": found.method,
        "InvocationRateLimitPerSecond": found.rate,
        "CreationTime": _when(found.created),
        "LastModifiedTime": _when(found.modified),
    }
    if found.description is not None:
        answer["Description"] = found.description
    return answer


def list_api_destinations(
    state: EventsState, request: ListApiDestinationsRequest, ctx: RequestContext
) -> ListApiDestinationsResponse:
    limit = paging.limit(request.get("Limit"))
    rows = destinations.destinations(
        state.store,
        ctx.account_id,
        ctx.region,
        request.get("NamePrefix") or "",
        request.get("ConnectionArn"),
        paging.after(request.get("NextToken")),
        limit,
    )
    page = rows[:limit]
    answer: ListApiDestinationsResponse = {
        "ApiDestinations": [
            {
                "ApiDestinationArn": d.arn,
                "Name": d.name,
                "ApiDestinationState": "ACTIVE",
                "ConnectionArn": d.connection_arn,
                "InvocationEndpoint": d.endpoint,
                "HttpMethod": d.method,
                "InvocationRateLimitPerSecond": d.rate,
                "CreationTime": _when(d.created),
                "LastModifiedTime": _when(d.modified),
            }
            for d in page
        ]
    }
    if len(rows) > limit and page:
        answer["NextToken"] = paging.token(page[-1].name)
    return answer


def update_api_destination(
    state: EventsState, request: UpdateApiDestinationRequest, ctx: RequestContext
) -> UpdateApiDestinationResponse:
    """Change the members given; a new ConnectionArn must name a connection of the account and region."""
    with state.store.transaction():
        found = _existing(state, request["Name"], ctx)
        connection_arn = request.get("ConnectionArn") or found.connection_arn
        endpoint = request.get("InvocationEndpoint") or found.endpoint
        method = request.get("HttpMethod") or found.method
        rate = request.get("InvocationRateLimitPerSecond", found.rate)
        _checked(endpoint, method, rate)
        if connection_arn != found.connection_arn:
            connection = destinations.connection_by_arn(state.store, connection_arn)
            if (
                connection is None
                or connection.account_id != ctx.account_id
                or connection.region != ctx.region
            ):
                raise not_found(f"Connection '{connection_arn}' does not exist.")
        description = request["Description"] if "Description" in request else found.description
        changed = replace(
            found,
            description=description,
            connection_arn=connection_arn,
            endpoint=endpoint,
            method=method,
            rate=rate,
            modified=clock.now(),
        )
        destinations.put_destination(state.store, changed)
        emit(
            state,
            "events.api_destination.updated",
            ctx.account_id,
            ctx.region,
            found.arn,
            name=found.name,
            endpoint=endpoint,
            connection_arn=connection_arn,
        )
    return {
        "ApiDestinationArn": found.arn,
        "ApiDestinationState": "ACTIVE",
        "CreationTime": _when(found.created),
        "LastModifiedTime": _when(changed.modified),
    }


def delete_api_destination(
    state: EventsState, request: DeleteApiDestinationRequest, ctx: RequestContext
) -> DeleteApiDestinationResponse:
    with state.store.transaction():
        found = _existing(state, request["Name"], ctx)
        destinations.remove_destination(state.store, found)
        emit(state, "events.api_destination.deleted", ctx.account_id, ctx.region, found.arn, name=found.name)
    return {}
