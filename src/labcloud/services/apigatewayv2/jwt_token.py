"""A JWT as an HTTP API's JWT authorizer checks it: RS256 signature against the issuer's JSON Web Key
Set, then ``kid``, ``iss``, ``aud`` (or ``client_id`` when there is no ``aud``), ``exp``, ``nbf``, ``iat``
and the route's scopes, in AWS's order. Pure: the key set is handed in (``jwks.py`` fetches it).

A failure is :class:`Rejected` with the status AWS answers (401, or 403 for missing scopes) and the
``www-authenticate`` challenge AWS sends with it."""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from labcloud import clock

#: RSA algorithms AWS accepts for JWT authorizers, with their digests.
_DIGESTS: dict[str, type[hashes.HashAlgorithm]] = {
    "RS256": hashes.SHA256,
    "RS384": hashes.SHA384,
    "RS512": hashes.SHA512,
}
MAX_TOKEN_BYTES = 16 * 1024


class Rejected(Exception):
    """The token does not authorize the request: ``status`` 401 or 403 and AWS's challenge header."""

    def __init__(self, status: int, description: str, scopes: tuple[str, ...] = ()) -> None:
        super().__init__(description)
        self.status = status
        self.description = description
        self.scopes = scopes

    @property
    def challenge(self) -> str:
        error = "insufficient_scope" if self.status == 403 else "invalid_token"
        scope = " ".join(self.scopes)
        return f'Bearer scope="{scope}" error="{error}" error_description="{self.description}"'


@dataclass(frozen=True, slots=True)
class Token:
    """A token's parts before its signature is checked."""

    header: dict[str, Any]
    claims: dict[str, Any]
    signing_input: bytes
    signature: bytes


def _b64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def parse(raw: str) -> Token:
    """The token in an identity source's value (``Bearer`` prefix allowed), or :class:`Rejected`."""
    text = raw.strip()
    if text[:7].lower() == "bearer ":
        text = text[7:].strip()
    if len(text) > MAX_TOKEN_BYTES:
        raise Rejected(401, "the token is too large")
    pieces = text.split(".")
    if len(pieces) != 3:
        raise Rejected(401, "the token is malformed")
    try:
        header = json.loads(_b64(pieces[0]))
        claims = json.loads(_b64(pieces[1]))
        signature = _b64(pieces[2])
    except (ValueError, binascii.Error) as exc:
        raise Rejected(401, "the token is malformed") from exc
    if not isinstance(header, dict) or not isinstance(claims, dict):
        raise Rejected(401, "the token is malformed")
    return Token(header, claims, f"{pieces[0]}.{pieces[1]}".encode("ascii"), signature)


def _public_key(jwk: dict[str, Any]) -> rsa.RSAPublicKey:
    try:
        n = int.from_bytes(_b64(str(jwk["n"])), "big")
        e = int.from_bytes(_b64(str(jwk["e"])), "big")
        return rsa.RSAPublicNumbers(e, n).public_key()
    except (KeyError, ValueError, binascii.Error) as exc:
        raise Rejected(401, "the signing key is not a valid RSA key") from exc


def find_key(token: Token, keys: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The JWK whose ``kid`` the token's header names (None when the set has none by that id)."""
    kid = token.header.get("kid")
    for key in keys:
        if isinstance(key, dict) and key.get("kid") == kid and key.get("kty") == "RSA":
            return key
    return None


def verify_signature(token: Token, jwk: dict[str, Any]) -> None:
    algorithm = str(token.header.get("alg", ""))
    digest = _DIGESTS.get(algorithm)
    if digest is None:
        raise Rejected(401, f"signing method {algorithm} is invalid")
    try:
        _public_key(jwk).verify(token.signature, token.signing_input, padding.PKCS1v15(), digest())
    except InvalidSignature as exc:
        raise Rejected(401, "crypto/rsa: verification error") from exc


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def check_claims(claims: dict[str, Any], issuer: str, audience: list[str], now: float | None = None) -> None:
    """``iss``, ``aud``/``client_id``, ``exp``, ``nbf``, ``iat`` as AWS checks them."""
    now = clock.now() if now is None else now
    if claims.get("iss") != issuer:
        raise Rejected(401, "the token does not have a valid issuer")
    if "aud" in claims:
        aud = claims["aud"]
        given = (
            [aud]
            if isinstance(aud, str)
            else [a for a in aud if isinstance(a, str)]
            if isinstance(aud, list)
            else []
        )
    else:
        given = [claims["client_id"]] if isinstance(claims.get("client_id"), str) else []
    if not any(a in audience for a in given):
        raise Rejected(401, "the token does not have a valid audience")
    expires = _number(claims.get("exp"))
    if expires is None or expires <= now:
        raise Rejected(401, "the token has expired")
    not_before = _number(claims.get("nbf"))
    if "nbf" in claims and (not_before is None or not_before > now):
        raise Rejected(401, "the token is not valid yet")
    issued = _number(claims.get("iat"))
    if "iat" in claims and (issued is None or issued > now):
        raise Rejected(401, "the token was issued in the future")


def scopes_of(claims: dict[str, Any]) -> list[str]:
    """The token's scopes: ``scope`` (space-separated) or ``scp`` (a list or a string)."""
    value = claims.get("scope", claims.get("scp"))
    if isinstance(value, str):
        return [s for s in value.split() if s]
    if isinstance(value, list):
        return [str(s) for s in value]
    return []


def check_scopes(claims: dict[str, Any], required: list[str]) -> None:
    """At least one of the route's scopes, when it has any (403 otherwise)."""
    if required and not set(scopes_of(claims)) & set(required):
        raise Rejected(403, f"expected scopes: [{' '.join(required)}]", tuple(required))


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return "[" + " ".join(_text(v) for v in value) + "]"
    if isinstance(value, dict):
        return json.dumps(value, separators=(",", ":"))
    return "" if value is None else str(value)


def claims_context(claims: dict[str, Any]) -> dict[str, str]:
    """The claims as AWS puts them in ``requestContext.authorizer.jwt.claims``: each value a string."""
    return {str(k): _text(v) for k, v in claims.items()}
