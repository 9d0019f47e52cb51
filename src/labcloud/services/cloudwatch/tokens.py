"""Opaque pagination tokens (base64 of a small JSON value); a token we did not issue is refused."""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from labcloud import json_document

from .errors import invalid_token

_PREFIX = "cw1."


def encode_token(value: Any) -> str:
    return _PREFIX + base64.urlsafe_b64encode(json.dumps(value, separators=(",", ":")).encode()).decode()


def decode_token(token: str) -> Any:
    if not token.startswith(_PREFIX):
        raise invalid_token()
    try:
        return json_document.loads(base64.urlsafe_b64decode(token[len(_PREFIX) :].encode()))
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise invalid_token() from None
