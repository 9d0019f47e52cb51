"""ECS's list paging: ``nextToken`` is the offset labcloud handed out; ``maxResults`` 1-100 (AWS's range)."""

from __future__ import annotations

from typing import TypeVar

from labcloud.services.ecs import errors

T = TypeVar("T")
DEFAULT = 100


def page(items: list[T], token: str | None, most: int | None) -> tuple[list[T], str | None]:
    if token is not None and not token.isdigit():
        raise errors.invalid("Invalid nextToken.")
    if most is not None and not 1 <= most <= 100:
        raise errors.invalid("maxResults must be between 1 and 100.")
    start = int(token) if token else 0
    size = most or DEFAULT
    end = start + size
    return items[start:end], (str(end) if end < len(items) else None)
