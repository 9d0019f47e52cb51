"""API Gateway's identifiers: 10 characters for an API, 6 for its resources and deployments, as AWS forms them."""

from __future__ import annotations

import secrets
import string

_ALPHABET = string.ascii_lowercase + string.digits


def new_id(length: int) -> str:
    return "".join(secrets.choice(_ALPHABET) for _ in range(length))


def api_id() -> str:
    return new_id(10)


def child_id() -> str:
    return new_id(6)
