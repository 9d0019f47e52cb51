"""Changing a connection: UpdateConnection and DeauthorizeConnection.

UpdateConnection merges what it is given into the connection's AuthParameters (a member given replaces
the old one; another AuthorizationType needs its whole block; InvocationHttpParameters given replace
the old ones), checks the result as CreateConnection does (every secret present again after a
deauthorization), seals it anew with KMS and authorizes the connection: it answers AUTHORIZING and is
AUTHORIZED at once, with a new LastAuthorizedTime. DeauthorizeConnection removes the secrets (API key
value, password, client secret, parameter values marked secret): it answers DEAUTHORIZING and is
DEAUTHORIZED, and its API destinations fail until an UpdateConnection gives secrets again. Both drop a
cached OAuth token.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.events import connection_ops
from labcloud.services.events.connection_ops import BLOCKS, KEY, MAX_SECRET_BYTES
from labcloud.services.events.errors import validation
from labcloud.services.events.publish import emit
from labcloud.services.events.repo import destinations
from labcloud.services.events.repo.destinations import Connection
from labcloud.services.events.state import EventsState

if TYPE_CHECKING:
    from labcloud.services.events.api import (
        DeauthorizeConnectionRequest,
        DeauthorizeConnectionResponse,
        UpdateConnectionRequest,
        UpdateConnectionResponse,
    )

#: The members each AuthorizationType needs, as (block, member[, inner member]).
NEEDED = {
    "API_KEY": (("ApiKeyAuthParameters", "ApiKeyName"), ("ApiKeyAuthParameters", "ApiKeyValue")),
    "BASIC": (("BasicAuthParameters", "Username"), ("BasicAuthParameters", "Password")),
    "OAUTH_CLIENT_CREDENTIALS": (
        ("OAuthParameters", "AuthorizationEndpoint"),
        ("OAuthParameters", "HttpMethod"),
        ("OAuthParameters", "ClientParameters", "ClientID"),
        ("OAuthParameters", "ClientParameters", "ClientSecret"),
    ),
}
#: The secret member of each block, which a deauthorization removes.
SECRETS = {
    "ApiKeyAuthParameters": ("ApiKeyValue",),
    "BasicAuthParameters": ("Password",),
}


def _merged(
    found: Connection, old: dict[str, Any], request: UpdateConnectionRequest
) -> tuple[str, dict[str, Any]]:
    auth_type = request.get("AuthorizationType") or found.auth_type
    given: dict[str, Any] = dict(request.get("AuthParameters") or {})
    merged: dict[str, Any] = dict(old) if auth_type == found.auth_type else {}
    wanted = BLOCKS.get(auth_type)
    if wanted is not None and (given.get(wanted) or auth_type == found.auth_type):
        block = dict(merged.get(wanted) or {})
        for member, value in (given.get(wanted) or {}).items():
            if isinstance(value, dict) and isinstance(block.get(member), dict):
                block[member] = {**block[member], **value}
            else:
                block[member] = value
        merged[wanted] = block
    for member, value in given.items():
        if member != wanted:
            merged[member] = value
    return auth_type, merged


def _complete(auth_type: str, parameters: dict[str, Any]) -> None:
    for path in NEEDED[auth_type]:
        value: Any = parameters
        for member in path:
            value = value.get(member) if isinstance(value, dict) else None
        if value in (None, ""):
            raise validation(f"{'.'.join(path)} must be specified for AuthorizationType {auth_type}.")


def _without_secrets(parameters: dict[str, Any]) -> dict[str, Any]:
    def http(given: dict[str, Any] | None) -> dict[str, Any] | None:
        if given is None:
            return None
        return {
            member: [
                {k: v for k, v in item.items() if not (k == "Value" and item.get("IsValueSecret"))}
                for item in items
            ]
            for member, items in given.items()
        }

    kept: dict[str, Any] = {}
    for member, value in parameters.items():
        if member in SECRETS:
            kept[member] = {k: v for k, v in value.items() if k not in SECRETS[member]}
        elif member == "OAuthParameters":
            oauth = dict(value)
            oauth["ClientParameters"] = {
                k: v for k, v in (value.get("ClientParameters") or {}).items() if k != "ClientSecret"
            }
            if oauth.get("OAuthHttpParameters") is not None:
                oauth["OAuthHttpParameters"] = http(oauth["OAuthHttpParameters"])
            kept[member] = oauth
        elif member == "InvocationHttpParameters":
            kept[member] = http(value)
        else:
            kept[member] = value
    return kept


async def _seal(state: EventsState, found: Connection, parameters: dict[str, Any]) -> bytes:
    plaintext = json.dumps(parameters).encode()
    if len(plaintext) > MAX_SECRET_BYTES:
        raise validation(f"AuthParameters must be at most {MAX_SECRET_BYTES} bytes.")
    try:
        sealed = await connection_ops.key_ring(state).encrypt_bytes(
            connection_ops.owner(found.account_id), found.region, KEY, plaintext, {"connection": found.name}
        )
    except AwsError as error:
        raise validation(f"The connection's secret could not be encrypted: {error.message}") from None
    return sealed.ciphertext


def _answer(found: Connection, state_now: str) -> dict[str, Any]:
    return {
        "ConnectionArn": found.arn,
        "ConnectionState": state_now,
        "CreationTime": connection_ops.when(found.created),
        "LastModifiedTime": connection_ops.when(found.modified),
        "LastAuthorizedTime": connection_ops.when(found.authorized),
    }


async def update_connection(
    state: EventsState, request: UpdateConnectionRequest, ctx: RequestContext
) -> UpdateConnectionResponse:
    for member in ("InvocationConnectivityParameters", "KmsKeyIdentifier"):
        if request.get(member) is not None:
            raise validation(f"labcloud does not support {member} on connections.")
    found = connection_ops.existing(state, request["Name"], ctx)
    old = await connection_ops.secret_parameters(state, found)
    auth_type, merged = _merged(found, old, request)
    connection_ops.check({"AuthorizationType": auth_type, "AuthParameters": merged})
    _complete(auth_type, merged)
    sealed = await _seal(state, found, merged)
    now = clock.now()
    description = request["Description"] if "Description" in request else found.description
    with state.store.transaction():
        current = connection_ops.existing(state, request["Name"], ctx)
        changed = replace(
            current,
            description=description,
            auth_type=auth_type,
            shown=connection_ops.shown(auth_type, merged),
            secret=sealed,
            state="AUTHORIZED",
            modified=now,
            authorized=now,
        )
        destinations.put_connection(state.store, changed)
        emit(state, "events.connection.updated", ctx.account_id, ctx.region, found.arn, name=found.name)
    state.http.tokens.pop(found.arn, None)
    return _answer(changed, "AUTHORIZING")  # type: ignore[return-value]


async def deauthorize_connection(
    state: EventsState, request: DeauthorizeConnectionRequest, ctx: RequestContext
) -> DeauthorizeConnectionResponse:
    found = connection_ops.existing(state, request["Name"], ctx)
    old = await connection_ops.secret_parameters(state, found)
    sealed = await _seal(state, found, _without_secrets(old))
    now = clock.now()
    with state.store.transaction():
        current = connection_ops.existing(state, request["Name"], ctx)
        changed = replace(current, secret=sealed, state="DEAUTHORIZED", modified=now)
        destinations.put_connection(state.store, changed)
        emit(state, "events.connection.deauthorized", ctx.account_id, ctx.region, found.arn, name=found.name)
    state.http.tokens.pop(found.arn, None)
    return _answer(changed, "DEAUTHORIZING")  # type: ignore[return-value]
