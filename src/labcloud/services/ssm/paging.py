"""Opaque NextTokens: the position after which the next page starts (a name or a version number)."""

from __future__ import annotations

import base64
import binascii

from labcloud.errors import AwsError
from labcloud.services.ssm.errors import invalid_next_token

_MARK = "ssm1:"


def token(after: str) -> str:
    return base64.urlsafe_b64encode((_MARK + after).encode()).decode()


def position(next_token: str | None) -> str | None:
    if next_token is None:
        return None
    try:
        text = base64.urlsafe_b64decode(next_token.encode()).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise invalid_next_token() from None
    if not text.startswith(_MARK):
        raise invalid_next_token()
    return text[len(_MARK) :]


def index(next_token: str | None, *, declared: bool = True) -> int:
    """The list index a NextToken made by ``token(str(index))`` names (0 without a token). An operation
    whose model declares no ``InvalidNextToken`` (the maintenance window listings) answers a bad one with
    ``ValidationException`` (``declared=False``)."""
    try:
        after = position(next_token)
        if after is not None and not after.isdigit():
            raise invalid_next_token()
    except AwsError as error:
        if declared:
            raise
        raise AwsError("ValidationException", f"The NextToken is not valid: {error.message}") from None
    return 0 if after is None else int(after)
