"""ECR's list paging: ``maxResults`` (1-1000, 100 when omitted) and an opaque ``nextToken`` naming the last
item given, which a later call continues after."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Sequence
from typing import TypeVar

from labcloud.services.ecr.errors import invalid_parameter

T = TypeVar("T")
DEFAULT = 100


def _decode(token: str) -> str:
    try:
        return base64.urlsafe_b64decode(token.encode()).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise invalid_parameter("Invalid parameter at 'nextToken': the token is not one ECR gave") from None


def page(
    items: Sequence[T], key: Callable[[T], str], max_results: int | None, token: str | None
) -> tuple[list[T], str | None]:
    """One page of ``items`` (sorted by ``key``) after ``token``, and the token of the next page."""
    if max_results is not None and not 1 <= max_results <= 1000:
        raise invalid_parameter(
            "Invalid parameter at 'maxResults' failed to satisfy constraint: 'Member must have value less than"
            " or equal to 1000 and greater than or equal to 1'"
        )
    size = max_results or DEFAULT
    start = 0
    if token:
        after = _decode(token)
        start = next((i for i, item in enumerate(items) if key(item) > after), len(items))
    chosen = list(items[start : start + size])
    more = start + size < len(items)
    next_token = base64.urlsafe_b64encode(key(chosen[-1]).encode()).decode() if more and chosen else None
    return chosen, next_token
