"""Resource servers of a pool (their identifier, name and custom scopes), kept as records: labcloud has
no OAuth token endpoint, so no token ever carries their scopes; they exist so apps and templates that
declare them deploy unchanged."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.cognitoidp import lookup
from labcloud.services.cognitoidp.errors import invalid_parameter, limit_exceeded, not_found
from labcloud.services.cognitoidp.repo import pools
from labcloud.services.cognitoidp.state import CognitoState

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        CreateResourceServerRequest,
        CreateResourceServerResponse,
        DeleteResourceServerRequest,
        DeleteResourceServerResponse,
        DescribeResourceServerRequest,
        DescribeResourceServerResponse,
        ListResourceServersRequest,
        ListResourceServersResponse,
        UpdateResourceServerRequest,
        UpdateResourceServerResponse,
    )

MAX_SERVERS = 25


def _scopes(given: Any) -> list[dict[str, str]]:
    scopes = [
        {"ScopeName": str(s["ScopeName"]), "ScopeDescription": str(s["ScopeDescription"])}
        for s in given or ()
    ]
    names = [s["ScopeName"] for s in scopes]
    if len(set(names)) != len(names):
        raise invalid_parameter("Scope names must be unique in a resource server")
    return scopes


def create_resource_server(
    state: CognitoState, request: CreateResourceServerRequest, ctx: RequestContext
) -> CreateResourceServerResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    identifier = request["Identifier"]
    if pools.resource_server(state.store, pool.id, identifier) is not None:
        raise invalid_parameter(f"{identifier} already exists in user pool {pool.id}.")
    if len(pools.resource_servers(state.store, pool.id)) >= MAX_SERVERS:
        raise limit_exceeded(f"A user pool can have at most {MAX_SERVERS} resource servers")
    with state.store.transaction():
        pools.put_resource_server(
            state.store, pool.id, identifier, request["Name"], _scopes(request.get("Scopes"))
        )
    found = pools.resource_server(state.store, pool.id, identifier)
    return {"ResourceServer": found}  # type: ignore[typeddict-item]


def _found(state: CognitoState, ctx: RequestContext, pool_id: str, identifier: str) -> dict[str, Any]:
    pool = lookup.pool(state, ctx, pool_id)
    found = pools.resource_server(state.store, pool.id, identifier)
    if found is None:
        raise not_found(f"Resource server {identifier} does not exist.")
    return found


def describe_resource_server(
    state: CognitoState, request: DescribeResourceServerRequest, ctx: RequestContext
) -> DescribeResourceServerResponse:
    return {"ResourceServer": _found(state, ctx, request["UserPoolId"], request["Identifier"])}  # type: ignore[typeddict-item]


def update_resource_server(
    state: CognitoState, request: UpdateResourceServerRequest, ctx: RequestContext
) -> UpdateResourceServerResponse:
    found = _found(state, ctx, request["UserPoolId"], request["Identifier"])
    with state.store.transaction():
        pools.put_resource_server(
            state.store,
            found["UserPoolId"],
            found["Identifier"],
            request["Name"],
            _scopes(request.get("Scopes")),
        )
    return {"ResourceServer": _found(state, ctx, request["UserPoolId"], request["Identifier"])}  # type: ignore[typeddict-item]


def delete_resource_server(
    state: CognitoState, request: DeleteResourceServerRequest, ctx: RequestContext
) -> DeleteResourceServerResponse:
    found = _found(state, ctx, request["UserPoolId"], request["Identifier"])
    with state.store.transaction():
        pools.remove_resource_server(state.store, found["UserPoolId"], found["Identifier"])
    return {}


def list_resource_servers(
    state: CognitoState, request: ListResourceServersRequest, ctx: RequestContext
) -> ListResourceServersResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    return {"ResourceServers": pools.resource_servers(state.store, pool.id)}  # type: ignore[typeddict-item]
