"""App clients of a pool: create (with or without a secret), describe, list, update, delete.

A client's settings are kept as given and described with AWS's defaults (token validity 60 minutes for
ID and access tokens, 30 days for refresh tokens; the SRP, refresh and custom flows when none are named).
"""

from __future__ import annotations

import base64
import secrets
import string
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.cognitoidp import lookup
from labcloud.services.cognitoidp.errors import invalid_parameter, limit_exceeded, unsupported
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo import pools
from labcloud.services.cognitoidp.repo.pools import Client
from labcloud.services.cognitoidp.state import CognitoState

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        CreateUserPoolClientRequest,
        CreateUserPoolClientResponse,
        DeleteUserPoolClientRequest,
        DeleteUserPoolClientResponse,
        DescribeUserPoolClientRequest,
        DescribeUserPoolClientResponse,
        ListUserPoolClientsRequest,
        ListUserPoolClientsResponse,
        UpdateUserPoolClientRequest,
        UpdateUserPoolClientResponse,
    )

MAX_CLIENTS = 1000
KEPT = (
    "RefreshTokenValidity",
    "AccessTokenValidity",
    "IdTokenValidity",
    "TokenValidityUnits",
    "ReadAttributes",
    "WriteAttributes",
    "ExplicitAuthFlows",
    "SupportedIdentityProviders",
    "CallbackURLs",
    "LogoutURLs",
    "DefaultRedirectURI",
    "AllowedOAuthFlows",
    "AllowedOAuthScopes",
    "AllowedOAuthFlowsUserPoolClient",
    "PreventUserExistenceErrors",
    "EnableTokenRevocation",
    "EnablePropagateAdditionalUserContextData",
    "AuthSessionValidity",
)
FLOWS = (
    "ADMIN_NO_SRP_AUTH",
    "CUSTOM_AUTH_FLOW_ONLY",
    "USER_PASSWORD_AUTH",
    "ALLOW_ADMIN_USER_PASSWORD_AUTH",
    "ALLOW_CUSTOM_AUTH",
    "ALLOW_USER_PASSWORD_AUTH",
    "ALLOW_USER_SRP_AUTH",
    "ALLOW_REFRESH_TOKEN_AUTH",
    "ALLOW_USER_AUTH",
)
DEFAULT_FLOWS = ["ALLOW_REFRESH_TOKEN_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_CUSTOM_AUTH"]
UNIT_SECONDS = {"seconds": 1, "minutes": 60, "hours": 3600, "days": 86400}
#: (member, unit key, default value, default unit, smallest, largest) in seconds
VALIDITY = {
    "AccessToken": ("AccessTokenValidity", 60, "minutes", 300, 86400),
    "IdToken": ("IdTokenValidity", 60, "minutes", 300, 86400),
    "RefreshToken": ("RefreshTokenValidity", 30, "days", 3600, 315360000),
}


def _time(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=timezone.utc)


def validity_seconds(client: Client, token: str) -> int:
    member, default, default_unit, _, _ = VALIDITY[token]
    value = client.spec.get(member)
    units = client.spec.get("TokenValidityUnits") or {}
    if value is None or value == 0:
        return default * UNIT_SECONDS[default_unit]
    unit = units.get(token) or ("days" if token == "RefreshToken" else "hours")
    return int(value) * UNIT_SECONDS[unit]


def flows(client: Client) -> list[str]:
    return list(client.spec.get("ExplicitAuthFlows") or DEFAULT_FLOWS)


def _check(spec: dict[str, Any], request: dict[str, Any]) -> None:
    for flow in spec.get("ExplicitAuthFlows") or ():
        if flow not in FLOWS:
            raise invalid_parameter(f"{flow} is not a valid explicit auth flow")
    if request.get("AnalyticsConfiguration"):
        raise unsupported("AnalyticsConfiguration (Pinpoint analytics)")
    if (request.get("RefreshTokenRotation") or {}).get("Feature") == "ENABLED":
        raise unsupported("RefreshTokenRotation")
    prevent = spec.get("PreventUserExistenceErrors")
    if prevent is not None and prevent not in ("LEGACY", "ENABLED"):
        raise invalid_parameter("PreventUserExistenceErrors must be LEGACY or ENABLED")
    units = spec.get("TokenValidityUnits") or {}
    for token, (member, _, _, smallest, largest) in VALIDITY.items():
        value = spec.get(member)
        if value is None or value == 0:
            continue
        unit = units.get(token) or ("days" if token == "RefreshToken" else "hours")
        if unit not in UNIT_SECONDS:
            raise invalid_parameter(f"{unit} is not a valid time unit")
        seconds = int(value) * UNIT_SECONDS[unit]
        if not smallest <= seconds <= largest:
            which = {"AccessToken": "Access Token", "IdToken": "ID Token", "RefreshToken": "Refresh Token"}
            raise invalid_parameter(f"{which[token]} validity is out of the allowed range")


def describe(client: Client) -> dict[str, Any]:
    spec = client.spec
    out: dict[str, Any] = {
        "UserPoolId": client.pool_id,
        "ClientName": client.name,
        "ClientId": client.id,
        "LastModifiedDate": _time(client.modified),
        "CreationDate": _time(client.created),
        "RefreshTokenValidity": spec.get("RefreshTokenValidity") or 30,
        "TokenValidityUnits": spec.get("TokenValidityUnits") or {},
        "ExplicitAuthFlows": flows(client),
        "AllowedOAuthFlowsUserPoolClient": bool(spec.get("AllowedOAuthFlowsUserPoolClient")),
        "EnableTokenRevocation": spec.get("EnableTokenRevocation", True),
        "EnablePropagateAdditionalUserContextData": bool(
            spec.get("EnablePropagateAdditionalUserContextData")
        ),
        "AuthSessionValidity": spec.get("AuthSessionValidity") or 3,
    }
    if client.secret:
        out["ClientSecret"] = client.secret
    for member in KEPT:
        if member not in out and spec.get(member) is not None:
            out[member] = spec[member]
    return out


def _new_id() -> str:
    alphabet = string.ascii_lowercase + string.digits
    return "".join(secrets.choice(alphabet) for _ in range(26))


def _new_secret() -> str:
    return base64.b32encode(secrets.token_bytes(32)).decode().lower().rstrip("=")[:51]


def create_user_pool_client(
    state: CognitoState, request: CreateUserPoolClientRequest, ctx: RequestContext
) -> CreateUserPoolClientResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    spec = {k: v for k, v in request.items() if k in KEPT}
    _check(spec, dict(request))
    if len(pools.clients(state.store, pool.id)) >= MAX_CLIENTS:
        raise limit_exceeded(f"labcloud keeps at most {MAX_CLIENTS} app clients per user pool")
    secret = request.get("ClientSecret") or (_new_secret() if request.get("GenerateSecret") else None)
    now = clock.now()
    client = Client(_new_id(), pool.id, request["ClientName"], secret, spec, now, now)
    with state.store.transaction():
        pools.put_client(state.store, client)
        emit(state, "cognito.client.created", pool, client_id=client.id, name=client.name)
    return {"UserPoolClient": describe(client)}  # type: ignore[typeddict-item]


def describe_user_pool_client(
    state: CognitoState, request: DescribeUserPoolClientRequest, ctx: RequestContext
) -> DescribeUserPoolClientResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    return {"UserPoolClient": describe(lookup.client(state, pool, request["ClientId"]))}  # type: ignore[typeddict-item]


def list_user_pool_clients(
    state: CognitoState, request: ListUserPoolClientsRequest, ctx: RequestContext
) -> ListUserPoolClientsResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    limit = request.get("MaxResults") or 60
    every = pools.clients(state.store, pool.id)
    start = 0
    token = request.get("NextToken")
    if token:
        ids = [c.id for c in every]
        if token not in ids:
            raise invalid_parameter("Invalid pagination token")
        start = ids.index(token)
    page = every[start : start + limit]
    out: dict[str, Any] = {
        "UserPoolClients": [{"ClientId": c.id, "UserPoolId": c.pool_id, "ClientName": c.name} for c in page]
    }
    if start + limit < len(every):
        out["NextToken"] = every[start + limit].id
    return out  # type: ignore[return-value]


def update_user_pool_client(
    state: CognitoState, request: UpdateUserPoolClientRequest, ctx: RequestContext
) -> UpdateUserPoolClientResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    client = lookup.client(state, pool, request["ClientId"])
    # as AWS: what an update leaves out goes back to its default
    spec = {k: v for k, v in request.items() if k in KEPT}
    _check(spec, dict(request))
    updated = Client(
        client.id,
        pool.id,
        request.get("ClientName") or client.name,
        client.secret,
        spec,
        client.created,
        clock.now(),
    )
    with state.store.transaction():
        pools.put_client(state.store, updated)
        emit(state, "cognito.client.updated", pool, client_id=client.id, name=updated.name)
    return {"UserPoolClient": describe(updated)}  # type: ignore[typeddict-item]


def delete_user_pool_client(
    state: CognitoState, request: DeleteUserPoolClientRequest, ctx: RequestContext
) -> DeleteUserPoolClientResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    client = lookup.client(state, pool, request["ClientId"])
    with state.store.transaction():
        pools.remove_client(state.store, client.id)
        emit(state, "cognito.client.deleted", pool, client_id=client.id, name=client.name)
    return {}
