"""NextToken and Limit for EventBridge's listings: the token is the last name returned, encoded."""

from __future__ import annotations

import base64
import binascii

from labcloud.services.events.errors import validation

DEFAULT_LIMIT = 100


def after(token: str | None) -> str:
    if not token:
        return ""
    try:
        name = base64.b64decode(token.encode(), altchars=b"-_", validate=True).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        name = ""
    if not name:
        raise validation("The NextToken provided is invalid.")
    return name


def token(name: str) -> str:
    return base64.urlsafe_b64encode(name.encode()).decode()


def limit(given: int | None) -> int:
    if given is None:
        return DEFAULT_LIMIT
    return max(1, min(int(given), DEFAULT_LIMIT))
