"""Opaque pagination tokens: a JSON position, base64-encoded, rejected when tampered with."""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

from .errors import invalid_token


def encode_token(position: Any) -> str:
    raw = json.dumps(position, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_token(token: str) -> Any:
    try:
        padded = token + "=" * (-len(token) % 4)
        return json.loads(base64.urlsafe_b64decode(padded.encode()))
    except (binascii.Error, ValueError, UnicodeDecodeError) as exc:
        raise invalid_token() from exc


def decode_key(token: str) -> tuple[int, int]:
    """A token holding an event position ``[timestamp, event id]``."""
    value = decode_token(token)
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(part, int) and not isinstance(part, bool) for part in value)
    ):
        raise invalid_token()
    return value[0], value[1]
