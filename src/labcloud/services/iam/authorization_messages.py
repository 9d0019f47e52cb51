"""Encoded authorization messages: a denial's details packed into an opaque string, as AWS packs
them, and read back by STS DecodeAuthorizationMessage.

labcloud's messages are the decision document, compressed and base64url-encoded behind a version
prefix. They appear on ``iam.denied`` events (the view and ``/_labcloud/iam/denials``); AWS's own
encoded messages cannot be decoded here and are refused as AWS refuses a message it did not make.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

PREFIX = "lc1-"


def decision_document(
    principal_arn: str,
    principal_id: str,
    action: str,
    resource: str,
    allowed: bool,
    explicit_deny: bool,
    matched: dict[str, Any] | None,
    conditions: dict[str, object],
) -> dict[str, Any]:
    """The JSON AWS's DecodeAuthorizationMessage returns, for one decision."""
    items = [
        {
            "key": key,
            "values": {"items": [{"value": str(v)} for v in (value if isinstance(value, list) else [value])]},
        }
        for key, value in sorted(conditions.items())
    ]
    return {
        "allowed": allowed,
        "explicitDeny": explicit_deny,
        "matchedStatements": {"items": [matched] if matched else []},
        "failures": {"items": []},
        "context": {
            "principal": {"id": principal_id, "arn": principal_arn},
            "action": action,
            "resource": resource,
            "conditions": {"items": items},
        },
    }


def encode(document: dict[str, Any]) -> str:
    packed = zlib.compress(json.dumps(document, separators=(",", ":")).encode())
    return PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def decode(message: str) -> str | None:
    """The decision document's JSON text, or None for a message labcloud did not make."""
    if not message.startswith(PREFIX):
        return None
    body = message[len(PREFIX) :]
    try:
        text = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))).decode()
        json.loads(text)
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        return None
    return text
