"""Federation: GetFederationToken's federated users, and the identity-provider flows labcloud has no
providers for (AssumeRoleWithWebIdentity, AssumeRoleWithSAML), answered as AWS answers for an
account with no such provider.

A federated user's permissions are the intersection of the calling IAM user's policies (everything,
for the account's root) and the session policies passed to GetFederationToken; with none passed the
federated user can do nothing, as on AWS.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping
from typing import Any
from xml.etree import ElementTree

from labcloud import json_document
from labcloud.context import Principal
from labcloud.errors import AwsError

NOT_A_JWT = "The ID Token provided is not a valid JWT. (You may see this error if you sent an Access Token)"
SESSION_CREDENTIALS = "Cannot call GetFederationToken with session credentials"
#: The longest federation session AWS grants to the account's root.
ROOT_MAX_SECONDS = 3600


def invalid_token(message: str) -> AwsError:
    return AwsError("InvalidIdentityToken", message, status=400)


def federated_principal(
    caller: Principal, name: str, access_key: str, tags: tuple[tuple[str, str], ...] = ()
) -> Principal:
    """The federated user a GetFederationToken call by ``caller`` creates (``name`` keeps the IAM user)."""
    account = caller.account_id
    return Principal(
        account,
        f"arn:aws:sts::{account}:federated-user/{name}",
        "federated-user",
        access_key,
        name=caller.name if caller.kind == "user" else None,
        session_name=name,
        user_id=f"{account}:{name}",
        tags=tags,
    )


def federation_duration(caller: Principal, params: Mapping[str, Any]) -> int:
    """The session's lifetime; refuses callers that AWS refuses."""
    if caller.kind in ("assumed-role", "federated-user"):
        raise AwsError("AccessDenied", SESSION_CREDENTIALS, status=403)
    duration = int(params.get("DurationSeconds") or 43200)
    return min(duration, ROOT_MAX_SECONDS) if caller.kind == "root" else duration


def _jwt_issuer(token: str) -> str | None:
    parts = token.split(".")
    if len(parts) != 3:
        return None
    try:
        decoded = [
            json_document.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))) for part in parts[:2]
        ]
    except (ValueError, binascii.Error, UnicodeDecodeError):
        return None
    header, claims = decoded
    if not isinstance(header, dict) or not isinstance(claims, dict):
        return None
    return str(claims.get("iss") or "")


def web_identity_provider_error(token: str) -> AwsError:
    """AssumeRoleWithWebIdentity: labcloud has no OpenID Connect providers, so every token is refused
    with AWS's answer for its case (not a JWT, or an issuer with no provider in the account)."""
    issuer = _jwt_issuer(token)
    if issuer is None:
        return invalid_token(NOT_A_JWT)
    return invalid_token(f"No OpenIDConnect provider found in your account for {issuer}")


def saml_provider_error(assertion: str, provider_arn: str) -> AwsError:
    """AssumeRoleWithSAML: labcloud has no SAML providers; a response that does not decode is refused
    first, then the unknown provider."""
    try:
        ElementTree.fromstring(base64.b64decode(assertion, validate=True))
    except (ValueError, binascii.Error, ElementTree.ParseError):
        return invalid_token("Invalid base64 SAMLResponse")
    return invalid_token(f"Specified provider doesn't exist: {provider_arn}")
