"""Cognito's implementations of what it offers on the hub (``interfaces.py``): token checks for API
Gateway's authorizers, and the discovery documents of each pool (JWKS, OpenID configuration)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.cognitoidp import keys, tokens
from labcloud.services.cognitoidp.repo import pools
from labcloud.services.cognitoidp.state import CognitoState


class PoolTokens:
    def __init__(self, state: CognitoState) -> None:
        self.state = state

    def issuer_keys(self, issuer: str) -> list[dict[str, Any]] | None:
        pool_id = tokens.pool_of_issuer(issuer.rstrip("/"))
        pool = None if pool_id is None else pools.find(self.state.store, pool_id)
        if pool is None or tokens.issuer(pool) != issuer.rstrip("/"):
            return None
        return [keys.jwk(pool.key_id, pool.private_key)]

    def pool_token_claims(self, token: str, pool_arns: Sequence[str]) -> dict[str, Any] | None:
        ids = tuple(arn.rpartition("/")[2] for arn in pool_arns)
        try:
            _, claims = tokens.checked(self.state, token, ids)
        except keys.BadToken:
            return None
        return claims


class Discovery:
    def __init__(self, state: CognitoState) -> None:
        self.state = state

    async def handle(self, request: WireRequest, pool_id: str, document: str) -> WireResponse:
        pool = pools.find(self.state.store, pool_id)
        if pool is None:
            body = {"message": f"User pool {pool_id} does not exist."}
            return WireResponse(404, json.dumps(body).encode(), [], "application/json")
        if document == "jwks.json":
            body_doc: dict[str, Any] = {"keys": [keys.jwk(pool.key_id, pool.private_key)]}
        else:
            base = self.state.settings.endpoint.rstrip("/")
            issuer = tokens.issuer(pool)
            body_doc = {
                "issuer": issuer,
                "jwks_uri": f"{base}/{pool.id}/.well-known/jwks.json",
                "response_types_supported": ["code", "token"],
                "subject_types_supported": ["public"],
                "id_token_signing_alg_values_supported": ["RS256"],
                "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
                "scopes_supported": ["openid", "email", "phone", "profile"],
                "claims_supported": [
                    "sub",
                    "iss",
                    "aud",
                    "exp",
                    "iat",
                    "auth_time",
                    "email",
                    "cognito:username",
                ],
            }
        payload = b"" if request.method == "HEAD" else json.dumps(body_doc).encode()
        return WireResponse(200, payload, [], "application/json")
