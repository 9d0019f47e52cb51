"""List paging: ``maxResults`` (the model bounds it), an opaque ``nextToken`` naming the last item given."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable, Sequence
from typing import TypeVar

from labcloud.services.opensearchserverless.errors import validation

T = TypeVar("T")
DEFAULT = 20


def page(
    items: Sequence[T], key: Callable[[T], str], max_results: int | None, token: str | None
) -> tuple[list[T], str | None]:
    """One page of ``items`` (sorted by ``key``) after ``token``, and the token of the next page."""
    size = max_results or DEFAULT
    start = 0
    if token:
        try:
            after = base64.urlsafe_b64decode(token.encode()).decode()
        except (binascii.Error, UnicodeDecodeError, ValueError):
            raise validation("The nextToken is not one this service gave") from None
        start = next((i for i, item in enumerate(items) if key(item) > after), len(items))
    chosen = list(items[start : start + size])
    more = start + size < len(items)
    next_token = base64.urlsafe_b64encode(key(chosen[-1]).encode()).decode() if more and chosen else None
    return chosen, next_token
