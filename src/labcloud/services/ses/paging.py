"""Page tokens for SES's lists: the last name of a page, wrapped so it reads as an opaque token."""

from __future__ import annotations

import base64
import binascii

from labcloud.errors import AwsError


def token(last: str) -> str:
    return base64.urlsafe_b64encode(last.encode()).decode()


def after(given: str | None, fail: AwsError) -> str:
    """The name a page starts after ("" for the first page); ``fail`` for a token this never gave."""
    if not given:
        return ""
    try:
        return base64.b64decode(given.encode(), altchars=b"-_", validate=True).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise fail from None


def size(given: int | None, default: int, largest: int) -> int:
    if given is None or given <= 0:
        return default
    return min(given, largest)
