"""Amazon MQ's list paging: ``NextToken`` is the offset labcloud handed out; ``MaxResults`` 1-100."""

from __future__ import annotations

from typing import TypeVar

from labcloud.services.mq import errors

T = TypeVar("T")


def page(items: list[T], token: str | None, size: int | None, most: int = 100) -> tuple[list[T], str | None]:
    if token is not None and not token.isdigit():
        raise errors.bad_request("The token you provided is invalid.", "nextToken")
    if size is not None and not 1 <= size <= most:
        raise errors.bad_request(f"maxResults must be between 1 and {most}.", "maxResults")
    start = int(token) if token else 0
    end = start + (size or most)
    return items[start:end], (str(end) if end < len(items) else None)
