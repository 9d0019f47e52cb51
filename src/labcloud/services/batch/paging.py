"""Batch's list paging: ``nextToken`` is the offset labcloud handed out; ``maxResults`` 1-``most``."""

from __future__ import annotations

from typing import TypeVar

from labcloud.services.batch import errors

T = TypeVar("T")


def page(
    items: list[T], token: str | None, size: int | None, default: int = 100, most: int = 1000
) -> tuple[list[T], str | None]:
    if token is not None and not token.isdigit():
        raise errors.client("Invalid nextToken.")
    if size is not None and not 1 <= size <= most:
        raise errors.client(f"maxResults must be between 1 and {most}.")
    start = int(token) if token else 0
    end = start + (size or default)
    return items[start:end], (str(end) if end < len(items) else None)
