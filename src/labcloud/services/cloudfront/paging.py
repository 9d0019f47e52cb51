"""CloudFront's Marker/MaxItems paging of lists (in creation order, at most 100 a page)."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudfront.errors import invalid_argument

#: CloudFront answers at most 100 items a page.
PAGE = 100


def page_size(value: Any) -> int:
    if value is None:
        return PAGE
    try:
        size = int(value)
    except (TypeError, ValueError):
        raise invalid_argument(f"Invalid value for MaxItems: {value}") from None
    if size < 1:
        raise invalid_argument("MaxItems must be at least 1.")
    return min(size, PAGE)


def paged(
    items: list[dict[str, Any]], marker: str | None, size: int
) -> tuple[list[dict[str, Any]], str | None]:
    """A page of ``items`` after the one whose Id is ``marker``; the next marker when more follow."""
    start = 0
    if marker:
        ids = [item["Id"] for item in items]
        if marker not in ids:
            raise invalid_argument(f"Invalid value for Marker: {marker}")
        start = ids.index(marker) + 1
    page = items[start : start + size]
    more = start + size < len(items)
    return page, (page[-1]["Id"] if more and page else None)


def listing(items: list[dict[str, Any]], request: Any, shape: Any) -> dict[str, Any]:
    """The ``{Marker, NextMarker, MaxItems, IsTruncated, Quantity, Items}`` list of a page, each item
    made by ``shape``."""
    size = page_size(request.get("MaxItems"))
    page, next_marker = paged(items, request.get("Marker"), size)
    answer: dict[str, Any] = {
        "Marker": request.get("Marker") or "",
        "MaxItems": size,
        "IsTruncated": next_marker is not None,
        "Quantity": len(page),
    }
    if page:
        answer["Items"] = [shape(item) for item in page]
    if next_marker:
        answer["NextMarker"] = next_marker
    return answer
