"""Each pool's signing key and its tokens: RS256 JWTs made and checked with ``cryptography``.

A pool gets a 2048-bit RSA key when created, kept (PEM) in its row; its public half is the pool's JSON
Web Key Set. ID and access tokens carry AWS's claims (``tokens.py`` builds them); refresh tokens are
opaque random strings, stored only as their SHA-256.
"""

from __future__ import annotations

import base64
import json
import secrets
from functools import lru_cache
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa


class BadToken(Exception):
    """Not a token signed by this pool's key (malformed, or its signature does not verify)."""


def new_key() -> tuple[str, str]:
    """(key id, private key PEM) of a new pool key."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    kid = base64.b64encode(secrets.token_bytes(32)).decode()
    return kid, pem


@lru_cache(maxsize=256)
def _private(pem: str) -> rsa.RSAPrivateKey:
    key = serialization.load_pem_private_key(pem.encode(), password=None)
    if not isinstance(key, rsa.RSAPrivateKey):
        raise ValueError("a pool key is RSA")
    return key


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _int(value: int) -> str:
    return _b64(value.to_bytes((value.bit_length() + 7) // 8, "big"))


def jwk(kid: str, pem: str) -> dict[str, str]:
    numbers = _private(pem).public_key().public_numbers()
    return {
        "alg": "RS256",
        "e": _int(numbers.e),
        "kid": kid,
        "kty": "RSA",
        "n": _int(numbers.n),
        "use": "sig",
    }


def sign(kid: str, pem: str, claims: dict[str, Any]) -> str:
    header = {"kid": kid, "alg": "RS256"}
    signing_input = (
        _b64(json.dumps(header, separators=(",", ":")).encode())
        + "."
        + _b64(json.dumps(claims, separators=(",", ":")).encode())
    )
    signature = _private(pem).sign(signing_input.encode(), padding.PKCS1v15(), hashes.SHA256())
    return signing_input + "." + _b64(signature)


def unverified(token: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """(header, claims) of a token, not yet verified."""
    parts = token.split(".")
    if len(parts) != 3:
        raise BadToken("not a JWT")
    try:
        header = json.loads(_unb64(parts[0]))
        claims = json.loads(_unb64(parts[1]))
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadToken("not a JWT") from exc
    if not isinstance(header, dict) or not isinstance(claims, dict):
        raise BadToken("not a JWT")
    return header, claims


def verify(token: str, kid: str, pem: str) -> dict[str, Any]:
    """The claims of ``token`` when this key signed it."""
    header, claims = unverified(token)
    if header.get("alg") != "RS256" or header.get("kid") != kid:
        raise BadToken("not signed by this pool's key")
    signing_input, _, signature = token.rpartition(".")
    try:
        _private(pem).public_key().verify(
            _unb64(signature), signing_input.encode(), padding.PKCS1v15(), hashes.SHA256()
        )
    except (InvalidSignature, ValueError) as exc:
        raise BadToken("bad signature") from exc
    return claims
