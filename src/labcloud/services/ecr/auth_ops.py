"""GetAuthorizationToken and DescribeRegistry, and the registry's tokens: ``AWS:<token>`` in base64, each
token standing for the principal that asked, in its account and Region, for 12 hours of real time
(credential lifetimes are not on labcloud's movable clock). The registry's calls run as that principal."""

from __future__ import annotations

import base64
import json
import secrets
import time
from dataclasses import asdict
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from labcloud.context import Principal, RequestContext
from labcloud.services.ecr.names import endpoint_host, registry_host, registry_of
from labcloud.services.ecr.repo.images import Token
from labcloud.services.ecr.state import EcrState

if TYPE_CHECKING:
    from labcloud.services.ecr.api import (
        AuthorizationData,
        DescribeRegistryRequest,
        DescribeRegistryResponse,
        GetAuthorizationTokenRequest,
        GetAuthorizationTokenResponse,
    )

#: A token's life, in seconds (ECR's: 12 hours).
TOKEN_SECONDS = 12 * 3600
USER = "AWS"


def _principal_text(principal: Principal) -> str:
    return json.dumps(asdict(principal))


def principal_of(token: Token) -> Principal:
    values = json.loads(token.principal)
    values["tags"] = tuple(tuple(t) for t in values.get("tags") or ())
    values["transitive_tags"] = tuple(tuple(t) for t in values.get("transitive_tags") or ())
    return Principal(**values)


def get_authorization_token(
    state: EcrState, request: GetAuthorizationTokenRequest, ctx: RequestContext
) -> GetAuthorizationTokenResponse:
    registries = [registry_of(ctx, r) for r in request.get("registryIds") or []] or [ctx.account_id]
    now = time.time()
    expires = now + TOKEN_SECONDS
    out: list[AuthorizationData] = []
    with state.store.transaction():
        state.images.drop_tokens_before(now)
        for registry in registries:
            secret = secrets.token_urlsafe(48)
            state.images.add_token(
                Token(secret, ctx.account_id, ctx.region, _principal_text(ctx.principal), expires)
            )
            out.append(
                {
                    "authorizationToken": base64.b64encode(f"{USER}:{secret}".encode()).decode(),
                    "expiresAt": datetime.fromtimestamp(expires, tz=timezone.utc),
                    "proxyEndpoint": "http://"
                    + (
                        endpoint_host(state.settings)
                        if registry == ctx.account_id
                        else registry_host(state.settings, registry, ctx.region)
                    ),
                }
            )
    return {"authorizationData": out}


def token_for(state: EcrState, authorization: str) -> Token | None:
    """The live token a ``Basic`` Authorization header carries (user ``AWS``), or a ``Bearer`` one (the
    password itself, as the registry's token realm hands it out), or None."""
    scheme, _, value = authorization.partition(" ")
    if len(value) > 4096:
        return None
    if scheme.lower() == "bearer":
        return _live(state, value.strip())
    if scheme.lower() != "basic":
        return None
    try:
        user, _, password = base64.b64decode(value.strip(), validate=True).decode().partition(":")
    except (ValueError, UnicodeDecodeError):
        return None
    if user != USER or not password:
        return None
    return _live(state, password)


def _live(state: EcrState, password: str) -> Token | None:
    found = state.images.token(password) if password else None
    if found is None or found.expires < time.time():
        return None
    return found


def describe_registry(
    state: EcrState, request: DescribeRegistryRequest, ctx: RequestContext
) -> DescribeRegistryResponse:
    return {"registryId": ctx.account_id, "replicationConfiguration": {"rules": []}}
