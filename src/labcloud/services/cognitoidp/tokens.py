"""The tokens a sign-in hands out, with AWS's claims, and their checks.

An ID and an access token are RS256 JWTs signed with the pool's key (``keys.py``); ``iss`` is AWS's
``https://cognito-idp.{region}.amazonaws.com/{poolId}``. A refresh token is opaque (random, stored as
its SHA-256). Each sign-in has an ``origin_jti`` carried by all its tokens: GlobalSignOut, RevokeToken
and deleting the user remove the sign-in, after which Cognito's own operations refuse its access
tokens ("Access Token has been revoked"), as AWS's do. API Gateway's authorizers check tokens the way
AWS's do: signature, issuer, expiry and use only (a revoked token is still accepted there until it expires).
"""

from __future__ import annotations

import hashlib
import secrets
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.services.cognitoidp import client_ops, keys
from labcloud.services.cognitoidp.errors import not_authorized
from labcloud.services.cognitoidp.group_ops import group_claim, group_roles
from labcloud.services.cognitoidp.repo import pools, users
from labcloud.services.cognitoidp.repo.pools import Client, Pool
from labcloud.services.cognitoidp.repo.users import Refresh, User
from labcloud.services.cognitoidp.state import CognitoState

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.token_triggers import Overrides

BOOLEAN_CLAIMS = ("email_verified", "phone_number_verified")
ACCESS_SCOPE = "aws.cognito.signin.user.admin"


def issuer(pool: Pool) -> str:
    return f"https://cognito-idp.{pool.region}.amazonaws.com/{pool.id}"


def pool_of_issuer(iss: str) -> str | None:
    """The pool id an issuer URL names (``https://cognito-idp.<region>.amazonaws.com/<pool id>``)."""
    prefix = "https://cognito-idp."
    if not iss.startswith(prefix):
        return None
    host, _, pool_id = iss[len(prefix) :].partition("/")
    if not host.endswith(".amazonaws.com") or not pool_id or "/" in pool_id.rstrip("/"):
        return None
    return pool_id.rstrip("/")


def digest(opaque: str) -> str:
    return hashlib.sha256(opaque.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class Issued:
    id_token: str
    access_token: str
    expires_in: int
    refresh_token: str | None


def issue(
    state: CognitoState,
    pool: Pool,
    client: Client,
    user: User,
    *,
    origin_jti: str | None = None,
    auth_time: int | None = None,
    overrides: Overrides | None = None,
) -> Issued:
    """Sign an ID and an access token for ``user``; a new sign-in (no ``origin_jti``) also gets a refresh
    token; ``overrides``: the pre token generation trigger's answer. Run inside the caller's transaction."""
    now = clock.now()
    iat = int(now)
    auth_time = iat if auth_time is None else auth_time
    refresh: str | None = None
    if origin_jti is None:
        origin_jti = str(uuid.uuid4())
        refresh = secrets.token_urlsafe(96)
        users.put_refresh(
            state.store,
            Refresh(
                digest(refresh),
                pool.id,
                client.id,
                user.username,
                origin_jti,
                now,
                now + client_ops.validity_seconds(client, "RefreshToken"),
            ),
        )
    groups = group_claim(state, pool.id, user.username)
    if overrides is not None and overrides.groups is not None:
        groups = overrides.groups
    event_id = str(uuid.uuid4())
    common: dict[str, Any] = {"sub": user.sub}
    if groups:
        common["cognito:groups"] = groups
    id_claims: dict[str, Any] = dict(common)
    roles, preferred = group_roles(state, pool.id, user.username)
    if roles:
        id_claims["cognito:roles"] = roles
    if preferred is not None:
        id_claims["cognito:preferred_role"] = preferred
    for name, value in user.attributes.items():
        if name == "sub":
            continue
        id_claims[name] = value == "true" if name in BOOLEAN_CLAIMS else value
    id_claims.update(
        {
            "iss": issuer(pool),
            "cognito:username": user.username,
            "origin_jti": origin_jti,
            "aud": client.id,
            "event_id": event_id,
            "token_use": "id",
            "auth_time": auth_time,
            "exp": iat + client_ops.validity_seconds(client, "IdToken"),
            "iat": iat,
            "jti": str(uuid.uuid4()),
        }
    )
    if overrides is not None:
        if overrides.roles:
            id_claims["cognito:roles"] = overrides.roles
        elif overrides.roles is not None:
            id_claims.pop("cognito:roles", None)
        if overrides.preferred_role is not None:
            id_claims["cognito:preferred_role"] = overrides.preferred_role
        overrides.id_token.apply(id_claims)
    access_seconds = client_ops.validity_seconds(client, "AccessToken")
    access_claims: dict[str, Any] = {
        **common,
        "iss": issuer(pool),
        "client_id": client.id,
        "origin_jti": origin_jti,
        "event_id": event_id,
        "token_use": "access",
        "scope": ACCESS_SCOPE,
        "auth_time": auth_time,
        "exp": iat + access_seconds,
        "iat": iat,
        "jti": str(uuid.uuid4()),
        "username": user.username,
    }
    if overrides is not None:
        scopes = [s for s in ACCESS_SCOPE.split() if s not in overrides.scopes_suppress]
        scopes += [s for s in overrides.scopes_add if s not in scopes and s not in overrides.scopes_suppress]
        access_claims["scope"] = " ".join(scopes)
        if not scopes:
            access_claims.pop("scope")
        overrides.access_token.apply(access_claims)
    return Issued(
        keys.sign(pool.key_id, pool.private_key, id_claims),
        keys.sign(pool.key_id, pool.private_key, access_claims),
        access_seconds,
        refresh,
    )


def result(issued: Issued) -> dict[str, Any]:
    out: dict[str, Any] = {
        "AccessToken": issued.access_token,
        "ExpiresIn": issued.expires_in,
        "TokenType": "Bearer",
        "IdToken": issued.id_token,
    }
    if issued.refresh_token is not None:
        out["RefreshToken"] = issued.refresh_token
    return out


def checked(
    state: CognitoState, token: str, pool_ids: tuple[str, ...] | None = None
) -> tuple[Pool, dict[str, Any]]:
    """The pool and claims of an unexpired ID or access token one of labcloud's pools signed (any pool, or
    one of ``pool_ids``); raises :class:`keys.BadToken` otherwise."""
    _, claims = keys.unverified(token)
    pool_id = pool_of_issuer(str(claims.get("iss") or ""))
    if pool_id is None or (pool_ids is not None and pool_id not in pool_ids):
        raise keys.BadToken("not issued by this pool")
    pool = pools.find(state.store, pool_id)
    if pool is None:
        raise keys.BadToken("no such pool")
    claims = keys.verify(token, pool.key_id, pool.private_key)
    if claims.get("iss") != issuer(pool) or claims.get("token_use") not in ("id", "access"):
        raise keys.BadToken("not an ID or access token of this pool")
    exp = claims.get("exp")
    if not isinstance(exp, int) or exp <= clock.now():
        raise keys.BadToken("expired")
    return pool, claims


def access_user(state: CognitoState, token: str) -> tuple[Pool, User]:
    """The pool and user of an access token Cognito's own operations accept (GetUser, GlobalSignOut...)."""
    try:
        _, claims = keys.unverified(token)
    except keys.BadToken:
        raise not_authorized("Invalid Access Token") from None
    if (
        claims.get("token_use") == "access"
        and isinstance(claims.get("exp"), int)
        and claims["exp"] <= clock.now()
    ):
        raise not_authorized("Access Token has expired")
    try:
        pool, claims = checked(state, token)
    except keys.BadToken:
        raise not_authorized("Invalid Access Token") from None
    if claims.get("token_use") != "access":
        raise not_authorized("Invalid Access Token")
    if not users.live_origin(state.store, str(claims.get("origin_jti")), clock.now()):
        raise not_authorized("Access Token has been revoked")
    user = users.find(state.store, pool.id, str(claims.get("username")))
    if user is None:
        raise not_authorized("Access Token has been revoked")
    return pool, user
