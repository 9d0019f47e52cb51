"""MSK's list paging: ``NextToken`` is the offset labcloud handed out; ``MaxResults`` 1-100."""

from __future__ import annotations

from typing import TypeVar

from labcloud.services.kafka import errors

T = TypeVar("T")


def page(items: list[T], token: str | None, size: int | None) -> tuple[list[T], str | None]:
    if token is not None and not token.isdigit():
        raise errors.bad("nextToken", "The request contains an invalid nextToken.")
    if size is not None and not 1 <= size <= 100:
        raise errors.bad("maxResults", "maxResults must be between 1 and 100.")
    start = int(token) if token else 0
    end = start + (size or 100)
    return items[start:end], (str(end) if end < len(items) else None)
