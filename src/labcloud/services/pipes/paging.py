"""NextToken paging over an ordered list: the token is the index of the next item, opaque to clients."""

from __future__ import annotations

import base64
from typing import TypeVar

from labcloud.services.pipes.errors import validation

T = TypeVar("T")
DEFAULT_PAGE = 100


def page(items: list[T], token: str | None, limit: int | None) -> tuple[list[T], str | None]:
    start = 0
    if token:
        try:
            start = int(base64.urlsafe_b64decode(token.encode()).decode())
        except ValueError:
            raise validation("Invalid NextToken.") from None
    size = limit or DEFAULT_PAGE
    if size < 1 or size > 100:
        raise validation("Limit must be between 1 and 100.")
    end = start + size
    following = base64.urlsafe_b64encode(str(end).encode()).decode() if end < len(items) else None
    return items[start:end], following
