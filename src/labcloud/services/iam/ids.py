"""Identifiers IAM and STS mint: unique ids (AROA/AIDA/ANPA), access keys, secrets, tokens, ARNs."""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
import string
from datetime import datetime, timezone

from labcloud.digits import is_digits

_ID_CHARS = string.ascii_uppercase + string.digits
_SECRET_CHARS = string.ascii_letters + string.digits + "+/"


def unique_id(prefix: str, length: int = 21) -> str:
    """``AROA``/``AIDA``/``ANPA`` + random upper-case letters and digits (21 characters like IAM's)."""
    return prefix + "".join(secrets.choice(_ID_CHARS) for _ in range(length - len(prefix)))


def stable_id(prefix: str, seed: str, length: int = 21) -> str:
    """A deterministic id for an identity labcloud has no record of (e.g. a role that does not exist)."""
    digest = hashlib.sha256(seed.encode()).digest()
    body = "".join(_ID_CHARS[b % len(_ID_CHARS)] for b in digest)
    return (prefix + body)[:length]


def access_key_id(prefix: str = "AKIA", account_id: str | None = None) -> str:
    """A 20-character access key id: ``AKIA`` for long-term user keys, ``ASIA`` for session keys.

    With ``account_id`` the key carries its account the way AWS's keys do (bits 7..46 of the
    base32-decoded body), so ``GetAccessKeyInfo`` can answer from the key alone.
    """
    if account_id is None or not is_digits(account_id):
        return unique_id(prefix, 20)
    body = bytearray(secrets.token_bytes(10))
    head = int.from_bytes(body[:6], "big") & ~_ACCOUNT_MASK
    head |= (int(account_id) << 7) & _ACCOUNT_MASK
    body[:6] = head.to_bytes(6, "big")
    return prefix + base64.b32encode(bytes(body)).decode()


#: Where an access key id's body keeps its account number.
_ACCOUNT_MASK = 0x7FFFFFFFFF80


def account_of_key(access_key: str) -> str | None:
    """The 12-digit account encoded in an AWS-format key id (``AKIA``/``ASIA`` + 16 base32 chars)."""
    body = access_key[4:]
    if len(access_key) != 20 or not re.fullmatch(r"[A-Z2-7]{16}", body):
        return None
    decoded = base64.b32decode(body)
    return f"{(int.from_bytes(decoded[:6], 'big') & _ACCOUNT_MASK) >> 7:012d}"


def secret_access_key() -> str:
    return "".join(secrets.choice(_SECRET_CHARS) for _ in range(40))


def session_token() -> str:
    """An opaque session token, long like STS's."""
    return "IQoJb3JpZ2luX2VjE" + base64.b64encode(secrets.token_bytes(300)).decode()


def now() -> datetime:
    return datetime.now(timezone.utc).replace(microsecond=0)


def from_epoch(value: float) -> datetime:
    return datetime.fromtimestamp(value, timezone.utc)


def role_arn(account_id: str, name: str, path: str = "/") -> str:
    return f"arn:aws:iam::{account_id}:role{path}{name}"


def user_arn(account_id: str, name: str, path: str = "/") -> str:
    return f"arn:aws:iam::{account_id}:user{path}{name}"


def policy_arn(account_id: str, name: str, path: str = "/") -> str:
    return f"arn:aws:iam::{account_id}:policy{path}{name}"


def session_arn(account_id: str, role_name: str, session_name: str) -> str:
    return f"arn:aws:sts::{account_id}:assumed-role/{role_name}/{session_name}"


def parse_role_arn(arn: str) -> tuple[str, str] | None:
    """``(account_id, role name)`` of an IAM role ARN (paths allowed), or None."""
    parts = arn.split(":", 5)
    if len(parts) != 6 or parts[0] != "arn" or parts[2] != "iam" or not parts[5].startswith("role/"):
        return None
    name = parts[5].rsplit("/", 1)[1]
    if not name or not is_digits(parts[4]):
        return None
    return parts[4], name
