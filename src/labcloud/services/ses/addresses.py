"""Email addresses as SES reads them: ``Name <local@domain>`` or ``local@domain``; domains as identities."""

from __future__ import annotations

import re
from email.utils import parseaddr

from labcloud.services.ses import errors

_DOMAIN = re.compile(r"^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9-]{2,63}$")
_LOCAL = re.compile(r"^[^\s@<>()\[\]\\,;:\"]{1,64}$")


def address(text: str, v2: bool) -> str:
    """The bare address of ``text`` (its display name dropped), or SES's refusal of it."""
    fail = errors.bad_request if v2 else errors.invalid_value
    _, bare = parseaddr(text)
    if not bare or "@" not in bare:
        raise fail(
            f"Missing final '@domain' in address: {text}" if "@" not in text else f"Illegal address: {text}"
        )
    local, _, domain = bare.rpartition("@")
    if not _LOCAL.match(local) or not _DOMAIN.match(domain):
        raise fail(f"Illegal address: {text}")
    return bare


def domain_of(bare: str) -> str:
    return bare.rpartition("@")[2].lower()


def is_domain(text: str) -> bool:
    return bool(_DOMAIN.match(text))


def identity_name(text: str, v2: bool) -> tuple[str, str]:
    """``(identity, kind)`` for an identity a caller names: an email address or a domain."""
    if "@" in text:
        return address(text, v2), "EmailAddress"
    if not is_domain(text):
        raise (errors.bad_request if v2 else errors.invalid_value)(f"Invalid domain name: {text}")
    return text.lower(), "Domain"
