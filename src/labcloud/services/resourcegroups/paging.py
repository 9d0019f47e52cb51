"""NextToken for Resource Groups' lists: an opaque form of where the next page starts (a token not made
here is a BadRequestException)."""

from __future__ import annotations

import base64
from collections.abc import Sequence
from typing import TypeVar

from labcloud.services.resourcegroups.errors import bad_request

T = TypeVar("T")
_PREFIX = "rg1:"


def page(items: Sequence[T], token: str | None, limit: int) -> tuple[list[T], str | None]:
    start = 0
    if token:
        try:
            text = base64.urlsafe_b64decode(token.encode()).decode()
            if not text.startswith(_PREFIX):
                raise ValueError(token)
            start = int(text[len(_PREFIX) :])
        except ValueError:
            raise bad_request("The NextToken is not valid.") from None
        if not 0 <= start <= len(items):
            raise bad_request("The NextToken is not valid.")
    chunk = list(items[start : start + limit])
    after = start + len(chunk)
    return chunk, (
        base64.urlsafe_b64encode(f"{_PREFIX}{after}".encode()).decode() if after < len(items) else None
    )
