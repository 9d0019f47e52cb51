"""Batch's list paging: ``nextToken`` is the offset labcloud handed out; ``maxResults`` 1-``most``; one page
as the wire's answer (the member holding the shown items, and ``nextToken`` when more follow)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

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


def answer(
    member: str, items: list[T], token: str | None, size: int | None, shape: Callable[[T], Any]
) -> dict[str, Any]:
    """The page of ``items`` that ``token`` and ``size`` name, each shaped for the wire, under ``member``."""
    shown, following = page(items, token, size)
    out: dict[str, Any] = {member: [shape(item) for item in shown]}
    if following:
        out["nextToken"] = following
    return out
