"""The authorization step of an HTTP API request, between route selection and the integration: a route's
``JWT`` authorizer checks the bearer token (``jwt_token.py`` against ``jwks.py``'s keys, or, for a
labcloud user pool's issuer, the keys Cognito's ``UserPoolTokens`` gives), a ``CUSTOM``
route's REQUEST authorizer calls its function (``lambda_authorizer.py``), an ``AWS_IAM`` route checks the
caller's SigV4 signature and IAM's ``execute-api:Invoke`` on the request's ARN (the REST APIs' code,
``apigateway/sigv4_caller.py``).

An allowed request carries the authorizer's output to the integration (``Facts.authorizer``); a denied
one is answered as AWS does: 401 ``{"message":"Unauthorized"}`` (no or invalid token, with the
``www-authenticate`` challenge), 403 ``{"message":"Forbidden"}`` (missing scopes, a denying
authorizer function, an unsigned request to an AWS_IAM route; a refused signer gets AWS's message), 500 ``{"message":"Internal Server Error"}`` (an authorizer function that fails)."""

from __future__ import annotations

import json
import logging
from typing import Any

from labcloud.protocol.wire import WireResponse
from labcloud.services.apigateway import sigv4_caller
from labcloud.services.apigatewayv2 import identity_sources, jwks, jwt_token, lambda_authorizer
from labcloud.services.apigatewayv2.payload import Facts
from labcloud.services.apigatewayv2.repo.apis import ApiRecord
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.cognitoidp.interfaces import UserPoolTokens
from labcloud.services.iam.interfaces import IamDirectory

log = logging.getLogger("labcloud.apigatewayv2")
#: How the issuer of a Cognito user pool begins: such an issuer's keys are asked of labcloud's Cognito.
POOL_ISSUER = "https://cognito-idp."


def answer(
    status: int, headers: list[tuple[str, str]] | None = None, message: str | None = None
) -> WireResponse:
    message = message or {401: "Unauthorized", 403: "Forbidden"}.get(status, "Internal Server Error")
    body = json.dumps({"message": message}, separators=(",", ":")).encode()
    return WireResponse(status, body, headers or [], "application/json")


async def authorize(
    state: HttpApiState,
    api: ApiRecord,
    authorizers: dict[str, dict[str, Any]],
    route: dict[str, Any],
    facts: Facts,
    route_path: str,
) -> WireResponse | None:
    """None when the request may go on (``facts.authorizer`` then set), else the gateway's answer."""
    kind = route.get("AuthorizationType") or "NONE"
    if kind == "NONE":
        return None
    named = authorizers.get(str(route.get("AuthorizerId") or "")) or {}
    facts.auth = {"type": kind, "name": named.get("Name"), "decision": "allowed", "cached": False}
    denied = await _decide(state, api, authorizers, route, facts, route_path, str(kind))
    if denied is not None:
        facts.auth["decision"] = "error" if denied.status >= 500 else "denied"
    return denied


async def _decide(
    state: HttpApiState,
    api: ApiRecord,
    authorizers: dict[str, dict[str, Any]],
    route: dict[str, Any],
    facts: Facts,
    route_path: str,
    kind: str,
) -> WireResponse | None:
    if kind == "AWS_IAM":
        return _iam(state, facts, route_path)
    authorizer = authorizers.get(str(route.get("AuthorizerId") or ""))
    if authorizer is None:
        log.warning("HTTP API %s: route %s names a missing authorizer", api.id, route.get("RouteKey"))
        return answer(500)
    if kind == "JWT":
        return await _jwt(state, api, authorizer, list(route.get("AuthorizationScopes") or []), facts)
    status = await lambda_authorizer.authorize(state, api, authorizer, facts, route_path)
    return None if status is None else answer(status)


def iam_arn(facts: Facts, route_path: str) -> str:
    """``arn:aws:execute-api:<region>:<account>:<api>/<stage>/<METHOD>/<path>``: what IAM is asked about."""
    return (
        f"arn:aws:execute-api:{facts.region}:{facts.account_id}:{facts.api_id}/{facts.stage}/"
        f"{facts.request.method.upper()}/{route_path.lstrip('/')}"
    )


def _iam(state: HttpApiState, facts: Facts, route_path: str) -> WireResponse | None:
    directory = state.calls.interface(IamDirectory)
    try:
        caller = sigv4_caller.verify(facts.request, state.identity, directory, missing="Forbidden")
        sigv4_caller.decide(caller, directory, iam_arn(facts, route_path), facts.account_id)
    except sigv4_caller.Refusal as refusal:
        return answer(refusal.status, [("x-amzn-ErrorType", refusal.error_type)], refusal.message)
    facts.authorizer = {"2.0": {"iam": caller.iam_block()}, "1.0": {}}
    facts.identity = caller.identity_members()
    return None


def _is_pool(state: HttpApiState, issuer: str) -> bool:
    pools = state.calls.interface(UserPoolTokens) if issuer.startswith(POOL_ISSUER) else None
    return pools is not None and pools.issuer_keys(issuer) is not None


async def _issuer_keys(state: HttpApiState, issuer: str) -> list[dict[str, Any]]:
    """A labcloud user pool's keys straight from Cognito (no HTTP); any other issuer's through its
    discovery document (``jwks.py``)."""
    if issuer.startswith(POOL_ISSUER):
        pools = state.calls.interface(UserPoolTokens)
        found = None if pools is None else pools.issuer_keys(issuer)
        if found is not None:
            return found
    return await state.caches.keys.keys(issuer)


async def _jwt(
    state: HttpApiState, api: ApiRecord, authorizer: dict[str, Any], scopes: list[str], facts: Facts
) -> WireResponse | None:
    raw = identity_sources.value(str(authorizer["IdentitySource"][0]), facts)
    if raw is None:
        return answer(401)
    config = authorizer["JwtConfiguration"]
    issuer = str(config["Issuer"])
    try:
        token = jwt_token.parse(raw)
        key = jwt_token.find_key(token, await _issuer_keys(state, issuer))
        if key is None and not _is_pool(state, issuer):
            key = jwt_token.find_key(
                token, await state.caches.keys.keys(issuer, missing_kid=str(token.header.get("kid")))
            )
        if key is None:
            raise jwt_token.Rejected(401, "the token's key id is not in the issuer's key set")
        jwt_token.verify_signature(token, key)
        jwt_token.check_claims(token.claims, issuer, list(config.get("Audience") or []))
        jwt_token.check_scopes(token.claims, scopes)
    except jwt_token.Rejected as rejected:
        return answer(rejected.status, [("www-authenticate", rejected.challenge)])
    except jwks.Unavailable as exc:
        log.warning("HTTP API %s: the keys of issuer %s: %s", api.id, issuer, exc)
        unavailable = jwt_token.Rejected(401, "unable to fetch the issuer's signing keys")
        return answer(401, [("www-authenticate", unavailable.challenge)])
    claims = jwt_token.claims_context(token.claims)
    granted = jwt_token.scopes_of(token.claims) or None
    facts.authorizer = {
        "2.0": {"jwt": {"claims": claims, "scopes": granted}},
        "1.0": {"claims": claims, "scopes": granted},
    }
    return None
