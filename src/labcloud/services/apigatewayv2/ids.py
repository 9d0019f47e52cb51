"""API Gateway v2's identifiers: 10 characters for an API, 7 for its routes, integrations and deployments."""

from __future__ import annotations

import secrets
import string

_ALPHABET = string.ascii_lowercase + string.digits


def new_id(length: int = 7) -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))
