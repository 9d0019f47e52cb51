"""Passwords: a pool's password policy (AWS's checks and wording) and salted scrypt hashes.

Only ``scrypt$n$r$p$salt$hash`` is stored (hashlib's scrypt, 16 random bytes of salt); a password is
compared in constant time. Temporary passwords made for AdminCreateUser satisfy the pool's policy.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import string
from typing import Any

from labcloud.services.cognitoidp.errors import invalid_password

N, R, P = 2**14, 8, 1
SYMBOLS = "^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+- "
DEFAULT_POLICY: dict[str, Any] = {
    "MinimumLength": 8,
    "RequireUppercase": True,
    "RequireLowercase": True,
    "RequireNumbers": True,
    "RequireSymbols": True,
    "TemporaryPasswordValidityDays": 7,
}
MAX_LENGTH = 256


def policy_of(spec: dict[str, Any]) -> dict[str, Any]:
    """The pool's password policy: AWS's defaults when the pool names none; when it names one, what it
    leaves out is off (a rule not given is not required), as AWS reads it."""
    given = (spec.get("Policies") or {}).get("PasswordPolicy")
    if given is None:
        return dict(DEFAULT_POLICY)
    return {
        "MinimumLength": 8,
        "RequireUppercase": False,
        "RequireLowercase": False,
        "RequireNumbers": False,
        "RequireSymbols": False,
        "TemporaryPasswordValidityDays": 7,
        **given,
    }


def check(policy: dict[str, Any], password: str) -> None:
    """Raise InvalidPasswordException with AWS's reason for the first rule ``password`` breaks."""
    if len(password) < int(policy.get("MinimumLength") or 8):
        raise invalid_password("Password not long enough")
    if len(password) > MAX_LENGTH:
        raise invalid_password("Password must have length less than or equal to 256")
    if policy.get("RequireLowercase") and not any(c.islower() for c in password):
        raise invalid_password("Password must have lowercase characters")
    if policy.get("RequireUppercase") and not any(c.isupper() for c in password):
        raise invalid_password("Password must have uppercase characters")
    if policy.get("RequireNumbers") and not any(c.isdigit() for c in password):
        raise invalid_password("Password must have numeric characters")
    if policy.get("RequireSymbols") and not any(c in SYMBOLS for c in password):
        raise invalid_password("Password must have symbol characters")


def hashed(password: str) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=N, r=R, p=P, dklen=32)
    return f"scrypt${N}${R}${P}${base64.b64encode(salt).decode()}${base64.b64encode(digest).decode()}"


def matches(stored: str | None, password: str) -> bool:
    if not stored:
        return False
    try:
        kind, n, r, p, salt, digest = stored.split("$")
    except ValueError:
        return False
    if kind != "scrypt":
        return False
    got = hashlib.scrypt(
        password.encode(), salt=base64.b64decode(salt), n=int(n), r=int(r), p=int(p), dklen=32
    )
    return hmac.compare_digest(got, base64.b64decode(digest))


def temporary(policy: dict[str, Any]) -> str:
    """A random password meeting ``policy`` (AdminCreateUser without TemporaryPassword)."""
    length = max(12, int(policy.get("MinimumLength") or 8))
    picks = [
        secrets.choice(string.ascii_lowercase),
        secrets.choice(string.ascii_uppercase),
        secrets.choice(string.digits),
        secrets.choice("!@#%^&*"),
    ]
    alphabet = string.ascii_letters + string.digits
    picks += [secrets.choice(alphabet) for _ in range(length - len(picks))]
    secrets.SystemRandom().shuffle(picks)
    return "".join(picks)
