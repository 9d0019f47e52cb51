"""``COGNITO_USER_POOLS`` authorizers of REST APIs: the token in the authorizer's header checked by
Cognito (its offered :class:`~labcloud.services.cognitoidp.interfaces.UserPoolTokens`, in-process):
signed by one of the ``providerARNs`` pools, unexpired; an ID token when the method names no
``authorizationScopes``, else an access token holding one of them; ``identityValidationExpression``
matched against its ``aud``. Any failure is AWS's 401 ``{"message":"Unauthorized"}``; the claims reach
the integration as ``requestContext.authorizer.claims`` (each value a string)."""

from __future__ import annotations

import json
import re
from typing import Any

from labcloud.services.apigateway.lambda_authorizer import Refused, unauthorized
from labcloud.services.apigateway.request_facts import Facts
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.cognitoidp.interfaces import UserPoolTokens


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + " ".join(_text(v) for v in value) + "]"
    if isinstance(value, dict):
        return json.dumps(value, separators=(",", ":"))
    return "" if value is None else str(value)


def authorize(state: ApigwState, facts: Facts, authorizer: dict[str, Any], scopes: list[str]) -> None:
    """Sets ``facts.authorizer`` when the request's token passes, else raises :class:`Refused` (401)."""
    source = str(authorizer.get("identitySource") or "method.request.header.Authorization")
    header = source.removeprefix("method.request.header.").lower()
    token = (facts.request.headers.get(header) or "").strip()
    if token[:7].lower() == "bearer ":
        token = token[7:].strip()
    if not token:
        raise unauthorized()
    tokens = state.calls.interface(UserPoolTokens)
    if tokens is None:  # Cognito is not running: AWS would answer a configuration error
        raise Refused(500, None, "AuthorizerConfigurationException")
    claims = tokens.pool_token_claims(token, [str(a) for a in authorizer.get("providerARNs") or ()])
    if claims is None:
        raise unauthorized()
    if scopes:
        granted = str(claims.get("scope") or "").split()
        if claims.get("token_use") != "access" or not set(granted) & set(scopes):
            raise unauthorized()
    elif claims.get("token_use") != "id":
        raise unauthorized()
    expression = authorizer.get("identityValidationExpression")
    if expression and not re.fullmatch(
        str(expression), str(claims.get("aud") or claims.get("client_id") or "")
    ):
        raise unauthorized()
    facts.authorizer = {"claims": {str(k): _text(v) for k, v in claims.items()}}
