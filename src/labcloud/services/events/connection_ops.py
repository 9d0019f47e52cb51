"""Connections (the authorization of API destinations): CreateConnection, DescribeConnection,
ListConnections, DeleteConnection.

API_KEY, BASIC and OAUTH_CLIENT_CREDENTIALS. The AuthParameters with their secrets are encrypted with
KMS (``KeyRing``, the account's ``aws/secretsmanager`` key, where AWS keeps a connection's secret) and
only decrypted for a delivery; Describe shows the non-secret members, as AWS does. An OAuth
authorization endpoint must be a loopback address (labcloud calls only loopback). Private-network
connectivity and a customer KMS key are refused.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.events import loopback, paging
from labcloud.services.events.errors import already_exists, not_found, validation
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import destinations
from labcloud.services.events.repo.destinations import Connection
from labcloud.services.events.state import EventsState
from labcloud.services.kms.interfaces import KeyRing

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        CreateConnectionRequest,
        CreateConnectionResponse,
        DeleteConnectionRequest,
        DeleteConnectionResponse,
        DescribeConnectionRequest,
        DescribeConnectionResponse,
        ListConnectionsRequest,
        ListConnectionsResponse,
    )

#: AuthorizationType → the AuthParameters member it needs.
BLOCKS = {
    "API_KEY": "ApiKeyAuthParameters",
    "BASIC": "BasicAuthParameters",
    "OAUTH_CLIENT_CREDENTIALS": "OAuthParameters",
}
KEY = "alias/aws/secretsmanager"
#: KMS encrypts at most this many bytes at once.
MAX_SECRET_BYTES = 4096


def when(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def owner(account_id: str) -> Principal:
    """Connections are encrypted as EventBridge does for the account, not with the caller's KMS rights."""
    return Principal(account_id, f"arn:aws:iam::{account_id}:root")


def key_ring(state: EventsState) -> KeyRing:
    found = state.services.interface(KeyRing)
    if found is None:
        raise validation("labcloud keeps connection secrets with KMS, which is not running.")
    return found


def _shown_parameters(parameters: dict[str, Any] | None) -> dict[str, Any] | None:
    """HTTP parameters as Describe shows them: a secret value left out."""
    if parameters is None:
        return None
    shown: dict[str, Any] = {}
    for member in ("HeaderParameters", "QueryStringParameters", "BodyParameters"):
        items = parameters.get(member)
        if items is not None:
            shown[member] = [
                {k: v for k, v in item.items() if not (k == "Value" and item.get("IsValueSecret"))}
                for item in items
            ]
    return shown


def shown(auth_type: str, given: dict[str, Any]) -> dict[str, Any]:
    shown: dict[str, Any] = {}
    if auth_type == "API_KEY":
        shown["ApiKeyAuthParameters"] = {"ApiKeyName": given["ApiKeyAuthParameters"]["ApiKeyName"]}
    elif auth_type == "BASIC":
        shown["BasicAuthParameters"] = {"Username": given["BasicAuthParameters"]["Username"]}
    else:
        oauth = given["OAuthParameters"]
        shown_oauth: dict[str, Any] = {
            "ClientParameters": {"ClientID": oauth["ClientParameters"]["ClientID"]},
            "AuthorizationEndpoint": oauth["AuthorizationEndpoint"],
            "HttpMethod": oauth["HttpMethod"],
        }
        extra = _shown_parameters(oauth.get("OAuthHttpParameters"))
        if extra is not None:
            shown_oauth["OAuthHttpParameters"] = extra
        shown["OAuthParameters"] = shown_oauth
    invocation = _shown_parameters(given.get("InvocationHttpParameters"))
    if invocation is not None:
        shown["InvocationHttpParameters"] = invocation
    return shown


def check(request: Mapping[str, Any]) -> dict[str, Any]:
    for member in ("InvocationConnectivityParameters", "KmsKeyIdentifier"):
        if request.get(member) is not None:
            raise validation(f"labcloud does not support {member} on connections.")
    auth_type = request["AuthorizationType"]
    wanted = BLOCKS.get(auth_type)
    if wanted is None:
        raise validation(
            f"1 validation error detected: Value '{auth_type}' at 'authorizationType' failed to satisfy "
            "constraint: Member must satisfy enum value set: [API_KEY, BASIC, OAUTH_CLIENT_CREDENTIALS]"
        )
    given: dict[str, Any] = dict(request["AuthParameters"])
    if given.get("ConnectivityParameters") is not None:
        raise validation("labcloud does not support ConnectivityParameters on connections.")
    if given.get(wanted) is None:
        raise validation(f"{wanted} must be specified for AuthorizationType {auth_type}.")
    for other in set(BLOCKS.values()) - {wanted}:
        if given.get(other) is not None:
            raise validation(f"{other} cannot be specified for AuthorizationType {auth_type}.")
    if auth_type == "OAUTH_CLIENT_CREDENTIALS":
        oauth = given["OAuthParameters"]
        if oauth["HttpMethod"] not in ("GET", "POST", "PUT"):
            raise validation("OAuthParameters.HttpMethod must be one of GET, POST, PUT.")
        if not loopback.allowed(oauth["AuthorizationEndpoint"]):
            raise validation(loopback.REFUSED.format(url=oauth["AuthorizationEndpoint"]))
    return given


async def create_connection(
    state: EventsState, request: CreateConnectionRequest, ctx: RequestContext
) -> CreateConnectionResponse:
    name = request["Name"]
    given = check(request)
    arn = f"arn:aws:events:{ctx.region}:{ctx.account_id}:connection/{name}/{uuid.uuid4()}"
    plaintext = json.dumps(given).encode()
    if len(plaintext) > MAX_SECRET_BYTES:
        raise validation(f"AuthParameters must be at most {MAX_SECRET_BYTES} bytes.")
    if destinations.connection(state.store, ctx.account_id, ctx.region, name) is not None:
        raise already_exists(f"Connection {name} already exists.")
    try:
        sealed = await key_ring(state).encrypt_bytes(
            owner(ctx.account_id), ctx.region, KEY, plaintext, {"connection": name}
        )
    except AwsError as error:
        raise validation(f"The connection's secret could not be encrypted: {error.message}") from None
    now = clock.now()
    auth_type = request["AuthorizationType"]
    found = Connection(
        ctx.account_id,
        ctx.region,
        name,
        arn,
        request.get("Description"),
        auth_type,
        shown(auth_type, given),
        sealed.ciphertext,
        "AUTHORIZED",
        now,
        now,
    )
    with state.store.transaction():
        if destinations.connection(state.store, ctx.account_id, ctx.region, name) is not None:
            raise already_exists(f"Connection {name} already exists.")
        destinations.add_connection(state.store, found)
        emit(
            state,
            "events.connection.created",
            ctx.account_id,
            ctx.region,
            arn,
            name=name,
            auth_type=auth_type,
        )
    return {
        "ConnectionArn": arn,
        "ConnectionState": found.state,
        "CreationTime": when(now),
        "LastModifiedTime": when(now),
    }


async def secret_parameters(state: EventsState, found: Connection) -> dict[str, Any]:
    """The connection's AuthParameters with their secrets (for a delivery only)."""
    opened = await key_ring(state).decrypt_bytes(
        owner(found.account_id), found.region, found.secret, {"connection": found.name}
    )
    parameters: dict[str, Any] = json.loads(opened.plaintext)
    return parameters


def existing(state: EventsState, name: str, ctx: RequestContext) -> Connection:
    found = destinations.connection(state.store, ctx.account_id, ctx.region, name)
    if found is None:
        raise not_found(f"Failed to describe the connection(s). Connection '{name}' does not exist.")
    return found


def describe_connection(
    state: EventsState, request: DescribeConnectionRequest, ctx: RequestContext
) -> DescribeConnectionResponse:
    found = existing(state, request["Name"], ctx)
    answer: DescribeConnectionResponse = {
        "ConnectionArn": found.arn,
        "Name": found.name,
        "ConnectionState": found.state,
        "AuthorizationType": found.auth_type,
        "AuthParameters": found.shown,  # type: ignore[typeddict-item]
        "CreationTime": when(found.created),
        "LastModifiedTime": when(found.modified),
        "LastAuthorizedTime": when(found.authorized),
    }
    if found.description is not None:
        answer["Description"] = found.description
    return answer


def list_connections(
    state: EventsState, request: ListConnectionsRequest, ctx: RequestContext
) -> ListConnectionsResponse:
    limit = paging.limit(request.get("Limit"))
    wanted_state = request.get("ConnectionState")
    rows = destinations.connections(
        state.store,
        ctx.account_id,
        ctx.region,
        request.get("NamePrefix") or "",
        paging.after(request.get("NextToken")),
        limit,
    )
    page, more = rows[:limit], len(rows) > limit
    answer: ListConnectionsResponse = {
        "Connections": [
            {
                "ConnectionArn": c.arn,
                "Name": c.name,
                "ConnectionState": c.state,
                "AuthorizationType": c.auth_type,
                "CreationTime": when(c.created),
                "LastModifiedTime": when(c.modified),
                "LastAuthorizedTime": when(c.authorized),
            }
            for c in page
            if wanted_state is None or c.state == wanted_state
        ]
    }
    if more and page:
        answer["NextToken"] = paging.token(page[-1].name)
    return answer


def delete_connection(
    state: EventsState, request: DeleteConnectionRequest, ctx: RequestContext
) -> DeleteConnectionResponse:
    with state.store.transaction():
        found = existing(state, request["Name"], ctx)
        destinations.remove_connection(state.store, found)
        emit(state, "events.connection.deleted", ctx.account_id, ctx.region, found.arn, name=found.name)
    now = clock.now()
    return {
        "ConnectionArn": found.arn,
        "ConnectionState": "DELETING",
        "CreationTime": when(found.created),
        "LastModifiedTime": when(now),
        "LastAuthorizedTime": when(found.authorized),
    }
