"""IAM's list pagination: ``Marker``/``MaxItems`` in, ``IsTruncated``/``Marker`` out."""

from __future__ import annotations

import base64
from collections.abc import Sequence
from typing import Any, TypedDict, TypeVar

from labcloud.errors import AwsError

T = TypeVar("T")


class Paging(TypedDict, total=False):
    """What every IAM list request has (each ``List*Request`` is one)."""

    Marker: str
    MaxItems: int


def page(items: Sequence[T], params: Paging, key: str) -> dict[str, Any]:
    """One page of ``items`` under ``key``, with IAM's truncation members."""
    start = 0
    marker = params.get("Marker")
    if marker:
        try:
            start = int(base64.b64decode(marker.encode()).decode())
        except (ValueError, UnicodeDecodeError):
            raise AwsError("ValidationError", "Invalid Marker.", status=400) from None
    limit = int(params.get("MaxItems") or 100)
    chunk = list(items[start : start + limit])
    out: dict[str, Any] = {key: chunk, "IsTruncated": start + limit < len(items)}
    if out["IsTruncated"]:
        out["Marker"] = base64.b64encode(str(start + limit).encode()).decode()
    return out
